import { AppLink } from '#pwa/lib/app-shell.tsx';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { routes } from '#shared/routes.ts';
import { siteFrame } from '#shared/messages/site-frame.ts';

export function Logo({ to = routes.home }: { to?: string }) {
  return (
    <AppLink
      to={to}
      className="touch-target flex items-center gap-2 rounded-lg font-bold tracking-tight"
      aria-label={siteFrame.homeLink}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-lg">{PRODUCT_NAME}</span>
    </AppLink>
  );
}
