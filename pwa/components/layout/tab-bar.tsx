import { Banknote, Bell, House, ReceiptText, Settings, UserRound, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { tabBarText as text } from '#shared/messages/app-shell.ts';
import { routes } from '#shared/routes.ts';
import type { User } from '#shared/schemas/user.ts';
import { cn } from '#pwa/lib/class-names.ts';
import { useNotifications } from '#pwa/lib/notifications.ts';
import { UnreadBadge } from './unread-badge.tsx';

type Tab = { label: string; to: string; icon: LucideIcon; badge?: number };

/** A gifter's main screens; a creator's own profile takes the place of Alerts (the header's bell keeps them). */
function tabsOf(user: User, unread: number): Tab[] {
  const home: Tab = { label: text.home, to: routes.dashboard, icon: House };
  const activity: Tab = { label: text.activity, to: routes.transactions, icon: ReceiptText };
  const payouts: Tab = { label: text.payouts, to: routes.payouts, icon: Banknote };
  const settings: Tab = { label: text.settings, to: routes.settings, icon: Settings };
  if (user.userType === 'creator')
    return [
      home,
      { label: text.profile, to: routes.profile(user.username), icon: UserRound },
      activity,
      payouts,
      settings,
    ];
  return [
    home,
    activity,
    payouts,
    { label: text.alerts, to: routes.notifications, icon: Bell, badge: unread },
    settings,
  ];
}

/**
 * The member's main screens at the bottom of a phone's screen, where a thumb reaches (from md up, the header's
 * navigation). What else sits at the bottom of the screen rests on it: pwa/styles.css gives its height as --tab-bar.
 */
export function TabBar({ user }: { user: User }) {
  const unread = useNotifications().data?.unreadCount ?? 0;
  return (
    <nav
      aria-label={text.label}
      data-tab-bar
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 backdrop-blur md:hidden',
        'pb-[env(safe-area-inset-bottom)] print:hidden',
      )}
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-5">
        {tabsOf(user, unread).map(({ label, to, icon: Icon, badge }) => (
          <li key={to} className="min-w-0">
            <NavLink
              to={to}
              // The badge's number is said after the tab's name (which it starts with, as on screen).
              aria-label={badge ? `${label}${text.unread(badge)}` : undefined}
              className={({ isActive }) =>
                cn(
                  'flex h-full flex-col items-center justify-center gap-1 px-1 text-[0.6875rem] font-medium',
                  isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              <span className="relative">
                <Icon className="size-5" aria-hidden />
                <UnreadBadge count={badge ?? 0} className="-top-1.5 -right-2.5 h-4 min-w-4 text-[0.6rem]" />
              </span>
              <span className="max-w-full truncate">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
