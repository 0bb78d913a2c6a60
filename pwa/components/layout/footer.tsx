import { AppLink } from '#pwa/lib/app-shell.tsx';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '#shared/constants.ts';
import { routes } from '#shared/routes.ts';
import { Logo } from './logo.tsx';

const columns = [
  {
    title: 'Product',
    links: [
      ['How it works', `${routes.home}#how-it-works`],
      ['Features', `${routes.home}#features`],
      ['Security', `${routes.home}#security`],
    ],
  },
  {
    title: 'Company',
    links: [
      ['Home', routes.home],
      ['About', routes.about],
      ['Ambassadors', routes.ambassadors],
    ],
  },
  {
    title: 'Support',
    links: [
      ['Help Center', routes.help],
      ['Contact', routes.contact],
      ['Privacy Policy', routes.privacy],
      ['Terms of Use', routes.terms],
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <Logo />
          <p className="text-sm text-muted-foreground">
            Round up every coin purchase. Invest the spare change. Earn 5% back.
          </p>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="mb-3 text-sm font-semibold">{col.title}</h2>
            <ul className="grid gap-2 text-sm">
              {col.links.map(([label, href]) => (
                <li key={href}>
                  <AppLink to={href} className="text-muted-foreground hover:text-foreground">
                    {label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border px-4 py-4 text-center text-xs text-muted-foreground">
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {PRODUCT_NAME}. Read-only bank access.
        Questions?{' '}
        <a className="underline" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
      </div>
    </footer>
  );
}
