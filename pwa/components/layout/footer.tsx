import { AppLink } from '#pwa/lib/app-shell.tsx';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '#shared/constants.ts';
import { routes } from '#shared/routes.ts';
import { Logo } from './logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { siteFrame } from '#shared/messages/site-frame.ts';

const columns = [
  {
    title: siteFrame.product,
    links: [
      [siteFrame.howItWorks, `${routes.home}#how-it-works`],
      [siteFrame.features, `${routes.home}#features`],
      [siteFrame.security, `${routes.home}#security`],
    ],
  },
  {
    title: siteFrame.company,
    links: [
      [siteFrame.home, routes.home],
      [siteFrame.about, routes.about],
      [siteFrame.ambassadors, routes.ambassadors],
    ],
  },
  {
    title: siteFrame.support,
    links: [
      [siteFrame.helpCenter, routes.help],
      [siteFrame.contact, routes.contact],
      [siteFrame.privacy, routes.privacy],
      [siteFrame.terms, routes.terms],
    ],
  },
] as const;

/**
 * The site's footer. A member's (`member`) keeps the way to help and the legal pages: the product's and the company's
 * pages are marketing, for visitors.
 */
export function Footer({ member = false }: { member?: boolean }) {
  const shown = member ? columns.filter((col) => col.title === siteFrame.support) : columns;
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <Logo />
          <p className="text-sm text-muted-foreground">{siteFrame.tagline}</p>
        </div>
        {shown.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="mb-3 text-sm font-semibold">{col.title}</h2>
            <ul className="grid gap-2 text-sm">
              {col.links.map(([label, href]) => (
                <li key={href}>
                  <AppLink
                    to={href}
                    className="touch-target inline-flex items-center text-muted-foreground hover:text-foreground"
                  >
                    {label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border px-4 py-4 text-center text-xs text-muted-foreground">
        <LanguageSwitch className="mx-auto mb-2 w-fit" />©{' '}
        <span suppressHydrationWarning>{new Date().getFullYear()}</span> {PRODUCT_NAME}. {siteFrame.readOnly}{' '}
        {siteFrame.questions}{' '}
        <a className="underline" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
      </div>
    </footer>
  );
}
