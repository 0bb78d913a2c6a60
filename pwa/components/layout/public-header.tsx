import { useState } from 'react';
import { AppLink } from '#pwa/lib/app-shell.tsx';
import { routes } from '#shared/routes.ts';
import { buttonClass } from '#pwa/components/ui/button.tsx';
import { Logo } from './logo.tsx';
import { MenuToggle } from './menu-toggle.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { siteFrame } from '#shared/messages/site-frame.ts';

const links = [
  [siteFrame.home, routes.home],
  [siteFrame.about, routes.about],
  [siteFrame.howItWorks, `${routes.home}#how-it-works`],
  [siteFrame.features, `${routes.home}#features`],
  [siteFrame.security, `${routes.home}#security`],
] as const;

/** The signed-out header: sticky, anchors into the landing page, a menu toggle below 768 px. */
export function PublicHeader() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Logo />
        <nav aria-label={siteFrame.mainNav} className="hidden items-center gap-1 md:flex">
          {links.map(([label, href]) => (
            <AppLink
              key={href}
              to={href}
              className="rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground"
            >
              {label}
            </AppLink>
          ))}
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          {/* Below 640 px these live in the menu: the header keeps to logo, theme and menu. */}
          <div className="hidden items-center gap-1 sm:flex">
            <LanguageSwitch />
            <AppLink to={routes.login} className={buttonClass('ghost', 'sm')}>
              {siteFrame.signIn}
            </AppLink>
            <AppLink to={routes.signup} className={buttonClass('primary', 'sm')}>
              {siteFrame.getStarted}
            </AppLink>
          </div>
          <MenuToggle open={open} onToggle={() => setOpen((o) => !o)} controls="public-mobile-menu" />
        </div>
      </div>
      {open && (
        <nav
          id="public-mobile-menu"
          aria-label={siteFrame.mobileNav}
          className="border-t border-border bg-background px-4 py-3 md:hidden"
        >
          <ul className="grid gap-1">
            {links.map(([label, href]) => (
              <li key={href}>
                <AppLink
                  to={href}
                  onClick={() => setOpen(false)}
                  className="block rounded-lg px-3 py-2.5 font-medium hover:bg-muted"
                >
                  {label}
                </AppLink>
              </li>
            ))}
            <li>
              <LanguageSwitch />
            </li>
            <li className="mt-2 grid grid-cols-2 gap-2">
              <AppLink to={routes.login} onClick={() => setOpen(false)} className={buttonClass('outline', 'md')}>
                {siteFrame.signIn}
              </AppLink>
              <AppLink to={routes.signup} onClick={() => setOpen(false)} className={buttonClass('primary', 'md')}>
                {siteFrame.getStarted}
              </AppLink>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
