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
        <time dateTime={item.date} className="text-xs text-muted-foreground">
          {formatShortDateTime(item.date, now)}
        </time>
      </div>
      <span
        className={cn(
          'shrink-0 text-sm font-semibold tabular-nums',
          amount > 0 ? 'text-success' : amount < 0 ? 'text-foreground' : 'text-muted-foreground',
        )}
      >
        {formatActivityAmount(item)}
      </span>
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
