import { Bell } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { notificationsText as text } from '#shared/messages/notifications.ts';
import { routes } from '#shared/routes.ts';
import { cn } from '#pwa/lib/class-names.ts';
import { useNotificationChange, useNotifications } from '#pwa/lib/notifications.ts';
import { NotificationItem, useOpenNotification } from './notification-item.tsx';
import { UnreadBadge } from './unread-badge.tsx';
import { useDismiss } from './use-dismiss.ts';

/** The bell with its unread badge (capped at 99+) and the panel: newest first, read, mark all, delete, open. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const { data, isError } = useNotifications();
  const change = useNotificationChange();
  const openOne = useOpenNotification(() => setOpen(false));
  const unread = data?.unreadCount ?? 0;
  useDismiss(ref, open, setOpen);

  return (
    <div ref={ref} className="sm:relative">
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={text.bellLabel(unread)}
        className="relative flex size-11 items-center justify-center rounded-full hover:bg-muted"
      >
        <Bell className="size-5" aria-hidden />
        <UnreadBadge count={unread} className="top-1 right-0.5 h-5 min-w-5 text-[0.65rem]" testId="unread-badge" />
      </button>
      {open && (
        <section
          aria-label={text.title}
          className={cn(
            // On a phone the list takes the screen's height between the header and the tab bar, not a fixed 24rem.
            'fixed inset-x-2 top-16 z-50 flex max-h-[calc(100dvh-5rem-var(--tab-bar))] flex-col overflow-hidden',
            'rounded-xl border',
            'border-border bg-card shadow-xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2',
            'sm:max-h-[32rem] sm:w-96',
          )}
        >
          <header className="flex items-center justify-between gap-2 border-b border-border px-4 py-2">
            <h2 className="text-sm font-semibold">{text.title}</h2>
            {unread > 0 && (
              <button
                type="button"
                onClick={() => change.mutate({ kind: 'all' })}
                className="min-h-11 rounded-lg px-2 text-sm font-medium text-primary hover:bg-muted"
              >
                {text.markAllRead}
              </button>
            )}
          </header>
          {isError && !data ? (
            <p className="p-6 text-center text-sm text-muted-foreground">{text.loadFailed}</p>
          ) : data && data.notifications.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">{text.empty}</p>
          ) : (
            <ul className="min-h-0 overflow-y-auto">
              {data?.notifications.map((n) => (
                <NotificationItem key={n.id} n={n} onOpen={openOne} />
              ))}
            </ul>
          )}
          <Link
            to={routes.notifications}
            onClick={() => setOpen(false)}
            className={cn(
              'block border-t border-border px-4 py-3 text-center text-sm font-medium text-primary',
              'hover:bg-muted',
            )}
          >
            {text.seeAll}
          </Link>
        </section>
      )}
    </div>
  );
}
