import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { transactionsPage } from '#shared/messages/screens.ts';
import { routes } from '#shared/routes.ts';
import { cn } from '#pwa/lib/class-names.ts';

/**
 * A member's page of its own (settings, transactions, payouts, notifications): the way back to the dashboard, its
 * title (with an icon and what it is for, where it has them) and its actions, then the page. `wide`: a page of
 * tables and cards side by side (transactions) takes the wider column.
 */
export function MemberPage({
  title,
  icon: Icon,
  description,
  actions,
  wide = false,
  back = { to: routes.home, label: transactionsPage.backToDashboard },
  children,
}: {
  title: string;
  icon?: LucideIcon;
  description?: string;
  /** Buttons beside the title (they wrap under it on a phone). */
  actions?: ReactNode;
  wide?: boolean;
  /** Where the link above the title leads back to: the dashboard, unless the page is part of another (Settings). */
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  const width = wide ? 'max-w-6xl' : 'max-w-3xl';
  return (
    <div className={`mx-auto grid ${width} grid-cols-1 gap-6 px-4 py-6 sm:py-8 [&>*]:min-w-0`}>
      <Link
        to={back.to}
        className={cn(
          'touch-target flex items-center gap-1 justify-self-start text-sm text-muted-foreground',
          'hover:text-foreground',
        )}
      >
        <ArrowLeft className="size-4" aria-hidden /> {back.label}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
            {Icon && <Icon className="size-7 text-primary" aria-hidden />} {title}
          </h1>
          {description && <p className="text-muted-foreground">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
