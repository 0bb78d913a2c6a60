import { Banknote, Landmark, LogOut, Settings } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { menuText } from '#shared/messages/app-shell.ts';
import { auth } from '#shared/messages/auth.ts';
import { bankAccountsText } from '#shared/messages/banking.ts';
import { siteFrame } from '#shared/messages/site-frame.ts';
import { initials } from '#shared/member-frame.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import type { User } from '#shared/schemas/user.ts';
import { cn } from '#pwa/lib/class-names.ts';
import { followMemberLanguage } from '#pwa/lib/i18n/switch-language.ts';
import { forgetSessionHere, useSaveForOffline } from '#pwa/lib/offline/save-for-offline.ts';
import { forgetPushHere } from '#pwa/lib/push-subscription.ts';
import { EmailBanner } from './email-banner.tsx';
import { ProofDialog } from './proof-dialog.tsx';
import { InstallBanner } from './install-banner.tsx';
import { Logo } from './logo.tsx';
import { MenuToggle } from './menu-toggle.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { OfflineStatus } from './offline-status.tsx';
import { TabBar } from './tab-bar.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { useDismiss } from './use-dismiss.ts';

function navLinks(user: User) {
  return [
    [menuText.dashboard, routes.dashboard],
    ...(user.userType === 'creator' ? ([[menuText.profile, routes.profile(user.username)]] as const) : []),
    [menuText.transactions, routes.transactions],
    [menuText.help, routes.help],
  ] as const;
}

/** Signing out is the form's POST (a GET signs nobody out); this browser's data goes first. */
function logOut(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  const form = event.currentTarget;
  // This browser's saved data and its push subscription go with the session (both before the POST ends it).
  // form.submit() sends the form without firing this handler again.
  void Promise.allSettled([forgetSessionHere(), forgetPushHere()]).then(() => form.submit());
}

function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, setOpen);
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={menuText.accountMenu(user.name)}
        className={cn(
          'flex size-11 items-center justify-center rounded-full',
          'bg-primary text-sm font-bold text-primary-foreground',
        )}
      >
        {initials(user.name)}
      </button>
      {open && (
        <div className="absolute right-0 mt-2 w-56 rounded-xl border border-border bg-card p-2 shadow-xl">
          <div className="border-b border-border px-3 py-2">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
          <Link
            to={routes.settings}
            onClick={() => setOpen(false)}
            className="mt-1 flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-muted"
          >
            <Settings className="size-4" aria-hidden /> {menuText.settings}
          </Link>
          <Link
            to={routes.payouts}
            onClick={() => setOpen(false)}
            className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm hover:bg-muted"
          >
            <Banknote className="size-4" aria-hidden /> {menuText.payouts}
          </Link>
          {/* Logout is a browser navigation (here a POST), so the whole app starts clean; the saved cache is
              emptied first. */}
          <form method="post" action={apiPaths.logout} onSubmit={logOut}>
            <button
              type="submit"
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-muted"
            >
              <LogOut className="size-4" aria-hidden /> {auth.logOut}
            </button>
          </form>
        </div>
      )}
    </div>
  );
}

export function AppHeader({ user, keepLanguage = false }: { user: User; keepLanguage?: boolean }) {
  const [open, setOpen] = useState(false);
  useSaveForOffline(user.id);
  // A member's screen in another language than theirs (the service worker's shell, a browser that remembered
  // another): the page loads again in theirs. Never on a link's page (pwa/components/layout/layouts.tsx).
  useEffect(() => {
    if (!keepLanguage) followMemberLanguage(user);
  }, [user, keepLanguage]);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-lg px-3 py-2 text-sm font-medium',
      isActive ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
    );
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
          <Logo />
          <nav aria-label={siteFrame.mainNav} className="hidden items-center gap-1 md:flex">
            {navLinks(user).map(([label, href]) => (
              <NavLink key={href} to={href} className={linkClass}>
                {label}
              </NavLink>
            ))}
          </nav>
          <div className="flex items-center gap-1">
            {user.bankAccountConnected && (
              // On a phone the badge is its icon alone; the words stay for screen readers.
              <span
                className={cn(
                  'flex items-center gap-1 rounded-full bg-success-soft p-2',
                  'text-xs font-semibold text-success sm:px-3 sm:py-1',
                )}
                title={bankAccountsText.connectedBadge}
              >
                <Landmark className="size-3.5" aria-hidden />{' '}
                <span className="sr-only sm:not-sr-only">{bankAccountsText.connectedBadge}</span>
              </span>
            )}
            <NotificationBell />
            {/* On a phone the theme switch lives in the menu, so every button keeps 44 px. */}
            <div className="hidden sm:block">
              <ThemeToggle />
            </div>
            <UserMenu user={user} />
            <MenuToggle open={open} onToggle={() => setOpen((o) => !o)} controls="app-mobile-menu" />
          </div>
        </div>
        {open && (
          <nav
            id="app-mobile-menu"
            aria-label={siteFrame.mobileNav}
            className="border-t border-border px-4 py-3 md:hidden"
          >
            <ul className="grid gap-1">
              {navLinks(user).map(([label, href]) => (
                <li key={href}>
                  <NavLink
                    to={href}
                    onClick={() => setOpen(false)}
                    className={(state) => cn(linkClass(state), 'flex min-h-11 items-center')}
                  >
                    {label}
                  </NavLink>
                </li>
              ))}
              <li className="sm:hidden">
                <ThemeToggle />
              </li>
            </ul>
          </nav>
        )}
      </header>
      {/* Below the sticky bar, so they scroll away with the page. */}
      <OfflineStatus />
      <EmailBanner user={user} />
      <ProofDialog />
      <InstallBanner />
      <TabBar user={user} />
    </>
  );
}
