import { ArrowDownLeft, ArrowUpRight, Clock, Coins, PiggyBank } from 'lucide-react';
import type { CSSProperties } from 'react';
import { parseCents } from '#shared/money/cents.ts';
import { transactionsPage as text } from '#shared/messages/screens.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { cn } from '#pwa/lib/class-names.ts';
import { formatShortDateTime, formatSignedUsd } from '#pwa/lib/format.ts';
import { hasRoundUp } from '#pwa/features/transactions/summarize-transactions.ts';

/** Every row has the same height, so 10,000 of them are placed without measuring any. */
export const TRANSACTION_ROW_HEIGHT = 84;

const pill = 'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium';

type Props = { tx: Transaction; now: Date; style: CSSProperties; position: number; total: number };

/** Description and signed amount; the date and Pending; the category and the round-up badge. */
export function TransactionRow({ tx, now, style, position, total }: Props) {
  const dollars = (parseCents(tx.amount) ?? 0) / 100;
  const credit = tx.type === 'credit';
  const coins = tx.category === 'TikTok';
  const Icon = coins ? Coins : credit ? ArrowDownLeft : ArrowUpRight;
  const roundUp = hasRoundUp(tx) ? formatSignedUsd((parseCents(tx.roundUpAmount) ?? 0) / 100) : null;
  return (
    <li
      aria-posinset={position}
      aria-setsize={total}
      style={{ ...style, height: TRANSACTION_ROW_HEIGHT }}
      className={cn(
        'absolute top-0 left-0 flex w-full items-center gap-3 overflow-hidden',
        'border-b border-border px-4 sm:px-5',
      )}
    >
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          coins ? 'bg-accent-soft text-accent' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="min-w-0 truncate text-sm font-medium" title={tx.description}>
            {tx.description}
          </p>
          <span
            className={`shrink-0 text-sm font-semibold tabular-nums ${credit ? 'text-success' : 'text-foreground'}`}
          >
            {formatSignedUsd(credit ? dollars : -dollars)}
          </span>
        </div>
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <time dateTime={tx.date} className="truncate">
            {formatShortDateTime(tx.date, now)}
          </time>
          {tx.pending && (
            <span className={`${pill} bg-warning-soft text-points`}>
              <Clock className="size-3" aria-hidden /> {text.pending}
            </span>
          )}
        </div>
        <div className="flex items-center gap-2">
          <span className={`${pill} bg-muted text-muted-foreground`}>{tx.category}</span>
          {roundUp && (
            <span className={`${pill} bg-success-soft text-success`} data-testid="round-up-badge">
              <PiggyBank className="size-3" aria-hidden /> {text.roundUp(roundUp)}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
