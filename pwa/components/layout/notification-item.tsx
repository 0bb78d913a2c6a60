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
import { useNavigate } from 'react-router-dom';
import type { NotificationType } from '#shared/constants.ts';
import { notificationsText as text } from '#shared/messages/notifications.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import { cn } from '#pwa/lib/class-names.ts';
import { formatRelativeTime } from '#pwa/lib/format.ts';
import { useNotificationChange } from '#pwa/lib/notifications.ts';

/** Icon and colour per type, in the notification panel. */
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

export function NotificationItem({ n, onOpen }: { n: Notification; onOpen: (n: Notification) => void }) {
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

/** Opening a notification: marked read, then the screen it is about (`data.url`), after `before` (a panel closing). */
export function useOpenNotification(before?: () => void) {
  const change = useNotificationChange();
  const navigate = useNavigate();
  return (n: Notification) => {
    if (!n.read) change.mutate({ kind: 'read', id: n.id });
    const url = typeof n.data?.url === 'string' ? n.data.url : null;
    before?.();
    if (url) void navigate(url);
  };
}
