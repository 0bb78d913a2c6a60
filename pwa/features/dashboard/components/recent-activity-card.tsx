import {
  Activity,
  Banknote,
  Coins,
  type LucideIcon,
  Percent,
  PiggyBank,
  Sparkles,
  TrendingUp,
  Trophy,
  Undo2,
  UserPlus,
} from 'lucide-react';
import { activity as text } from '#shared/messages/money.ts';
import type { ActivityItem } from '#shared/schemas/activity.ts';
import { cn } from '#pwa/lib/class-names.ts';
import { formatShortDateTime, formatSignedDecimal, formatSignedUsd } from '#pwa/lib/format.ts';
import { useRecentActivity } from '#pwa/features/dashboard/api/activity.ts';
import { TitledCard } from '#pwa/components/ui/titled-card.tsx';
import { QueryContent } from './card-content.tsx';

const ICONS: Record<ActivityItem['kind'], LucideIcon> = {
  round_up: PiggyBank,
  points: Sparkles,
  investment: TrendingUp,
  payout: Banknote,
  referral: UserPlus,
  achievement: Trophy,
  refund: Undo2,
  interest: Percent,
};

/** '+$0.51' in dollars, '+1.25 points' in points. */
export const formatActivityAmount = (item: Pick<ActivityItem, 'amount' | 'unit'>) =>
  item.unit === 'usd' ? formatSignedUsd(Number(item.amount)) : text.points(formatSignedDecimal(item.amount));

function ActivityRow({ item, now }: { item: ActivityItem; now: Date }) {
  const Icon = ICONS[item.kind] ?? Coins;
  const amount = Number(item.amount);
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium [overflow-wrap:anywhere]">{item.title}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <time dateTime={item.date}>{formatShortDateTime(item.date, now)}</time>
          {item.refunded && (
            <span className="inline-flex items-center gap-1" data-testid="activity-refunded">
              <Undo2 className="size-3" aria-hidden /> {text.refunded}
            </span>
          )}
        </p>
      </div>
      {/* A refunded purchase keeps what it earned on its line, struck through: its refund's line takes it back. */}
      <div className={cn('grid shrink-0 justify-items-end text-right tabular-nums', item.refunded && 'line-through')}>
        <span
          className={cn(
            'text-sm font-semibold',
            item.refunded || amount === 0 ? 'text-muted-foreground' : amount > 0 ? 'text-success' : 'text-foreground',
          )}
        >
          {formatActivityAmount(item)}
        </span>
        {item.points !== undefined && (
          <span className="text-xs text-muted-foreground">
            {formatActivityAmount({ amount: item.points, unit: 'points' })}
          </span>
        )}
      </div>
    </li>
  );
}

/** The latest ledger lines: round-ups, points, investments, payouts, rewards. */
export function RecentActivityCard() {
  const query = useRecentActivity();
  const now = new Date();
  return (
    <TitledCard title={text.title} icon={Activity}>
      <QueryContent query={query} failed={text.loadFailed}>
        {({ activity }) =>
          activity.length === 0 ? (
            <p className="text-sm text-muted-foreground">{text.empty}</p>
          ) : (
            <ul className="-my-3 divide-y divide-border">
              {activity.map((item) => (
                <ActivityRow key={`${item.kind}-${item.id}`} item={item} now={now} />
              ))}
            </ul>
          )
        }
      </QueryContent>
    </TitledCard>
  );
}
