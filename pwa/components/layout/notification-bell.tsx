import {
  ArrowDownUp,
  Bell,
  Check,
  Coins,
  Gift,
  Landmark,
  type LucideIcon,
  PiggyBank,
  Trash2,
  TrendingUp,
  Trophy,
  Unlink,
  Wallet,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NotificationType } from '#shared/constants.ts';
import { notificationsText as text } from '#shared/messages/notifications.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import { cn } from '#pwa/lib/class-names.ts';
import { formatRelativeTime } from '#pwa/lib/format.ts';
import { useNotificationChange, useNotifications } from '#pwa/lib/notifications.ts';
import { useDismiss } from './use-dismiss.ts';

/** Icon and colour per type (SPEC section 2 'Notification panel'). */
const LOOK: Record<NotificationType, { icon: LucideIcon; tone: string }> = {
  transaction_pulled: { icon: ArrowDownUp, tone: 'bg-muted text-muted-foreground' },
  tiktok_purchase: { icon: Coins, tone: 'bg-accent-soft text-accent' },
  round_up: { icon: PiggyBank, tone: 'bg-success-soft text-success' },
  bank_added: { icon: Landmark, tone: 'bg-success-soft text-success' },
  bank_unlinked: { icon: Unlink, tone: 'bg-warning-soft text-points' },
  investment: { icon: TrendingUp, tone: 'bg-primary/15 text-primary' },
  achievement: { icon: Trophy, tone: 'bg-warning-soft text-points' },
  referral: { icon: Gift, tone: 'bg-accent-soft text-accent' },
  payout: { icon: Wallet, tone: 'bg-success-soft text-success' },
  other: { icon: Bell, tone: 'bg-muted text-muted-foreground' },
};

const iconButton = cn(
  'flex size-11 shrink-0 items-center justify-center rounded-lg text-muted-foreground',
  'hover:bg-muted hover:text-foreground',
);

function Item({ n, onOpen }: { n: Notification; onOpen: (n: Notification) => void }) {
  const change = useNotificationChange();
  const { icon: Icon, tone } = LOOK[n.type] ?? LOOK.other;
  return (
    <li className={cn('flex items-start gap-2 border-b border-border px-3 py-2', !n.read && 'bg-primary/5')}>
      <span className={cn('mt-2 flex size-8 shrink-0 items-center justify-center rounded-full', tone)}>
        <Icon className="size-4" aria-hidden />
      </span>
      <button type="button" onClick={() => onOpen(n)} className="min-w-0 flex-1 py-1 text-left">
        <span className={cn('block text-sm', n.read ? 'font-medium' : 'font-semibold')}>{n.title}</span>
        <span className="block text-sm text-muted-foreground">{n.message}</span>
        <time dateTime={n.createdAt} className="block text-xs text-muted-foreground">
          {formatRelativeTime(n.createdAt)}
        </time>
      </button>
      {!n.read && (
        <button
          type="button"
          className={iconButton}
          aria-label={`${text.markRead}: ${n.title}`}
          onClick={() => change.mutate({ kind: 'read', id: n.id })}
        >
          <Check className="size-4" aria-hidden />
        </button>
      )}
      <button
        type="button"
        className={iconButton}
        aria-label={`${text.delete}: ${n.title}`}
        onClick={() => change.mutate({ kind: 'delete', id: n.id })}
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </li>
  );
}

/** The bell with its unread badge (capped at 99+) and the panel: newest first, read, mark all, delete, open. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const { data, isError } = useNotifications();
  const change = useNotificationChange();
  const navigate = useNavigate();
  const unread = data?.unreadCount ?? 0;
  useDismiss(ref, open, setOpen);

  const openOne = (n: Notification) => {
    if (!n.read) change.mutate({ kind: 'read', id: n.id });
    const url = typeof n.data?.url === 'string' ? n.data.url : null;
    setOpen(false);
    if (url) void navigate(url);
  };

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
        {unread > 0 && (
          <span
            aria-hidden
            data-testid="unread-badge"
            className={cn(
              'absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1',
              'bg-destructive text-[0.65rem] font-bold text-white',
            )}
          >
            {text.badge(unread)}
          </span>
        )}
      </button>
      {open && (
        <section
          aria-label={text.title}
          className={cn(
            'fixed inset-x-2 top-16 z-50 flex max-h-96 flex-col overflow-hidden rounded-xl border border-border',
            'bg-card shadow-xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96',
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
            <ul className="overflow-y-auto">
              {data?.notifications.map((n) => (
                <Item key={n.id} n={n} onOpen={openOne} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
