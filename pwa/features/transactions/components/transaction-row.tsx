import { ArrowDownLeft, ArrowUpRight, Clock, Coins, History, Hourglass, PiggyBank, Undo2 } from 'lucide-react';
import type { CSSProperties } from 'react';
import { parseCents } from '#shared/money/cents.ts';
import { transactionsPage as text } from '#shared/messages/screens.ts';
import { transactionFilterText as filterText } from '#shared/messages/transactions.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { cn } from '#pwa/lib/class-names.ts';
import { formatDay, formatMoney, formatShortDateTime, formatSignedUsd, formatUsd } from '#pwa/lib/format.ts';
import { hasRoundUp } from '#pwa/features/transactions/summarize-transactions.ts';

/** Every row has the same height, so 10,000 of them are placed without measuring any. */
export const TRANSACTION_ROW_HEIGHT = 84;

const pillBase = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium';
const pill = `${pillBase} shrink-0`;

/**
 * The amount as shown. USD: the signed dollars, '-$5.40'. Another currency: the signed bank amount, then the
 * dollars in brackets, '-MX$99.00 (US$5.40)' (never '-MX$99.00 - $5.40', which reads as a subtraction), with
 * the rate as the tooltip (on a phone '-MX$99.00', and 'US$5.40' on the line below: the member's currency first at
 * every width); only the signed bank amount, '-UYU 250.00', while the day's rate is awaited (amount null).
 */
export function rowAmount(tx: Transaction): {
  text: string;
  phone?: { main: string; dollars: string };
  title?: string;
} {
  const credit = tx.type === 'credit';
  const cents = tx.amount === null ? null : (parseCents(tx.amount) ?? 0);
  const currency = tx.currency.trim().toUpperCase();
  const signedUsd = cents === null ? '' : formatSignedUsd((credit ? cents : -cents) / 100);
  if (cents !== null && currency === 'USD') return { text: signedUsd };
  const sign = Number(tx.originalAmount) === 0 ? '' : credit ? '+' : '-';
  const original = formatMoney(tx.originalAmount, currency);
  if (cents === null) return { text: `${sign}${original}` };
  const title = tx.usdRate && tx.rateDate ? text.rateTitle(tx.usdRate, currency, formatDay(tx.rateDate)) : undefined;
  // A phone has no room for both beside the description: the bank's amount there, the dollars on the line below.
  // Beside another currency, dollars are US$ whoever reads them.
  const usd = formatUsd(cents / 100).replace(/^([+-]?)\$/, (_, sign: string) => `${sign}US$`);
  return { text: `${sign}${original} (${usd})`, phone: { main: `${sign}${original}`, dollars: usd }, title };
}

type Props = {
  tx: Transaction;
  now: Date;
  style: CSSProperties;
  position: number;
  total: number;
  /** A tap on the row opens its sheet (./transaction-sheet.tsx). */
  onOpen: (tx: Transaction) => void;
};

/** `display`: which screens show it (the badge's own display classes, so none contradicts them). */
const PendingBadge = ({ display }: { display: string }) => (
  <span
    className={cn(
      'shrink-0 items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-points',
      display,
    )}
    data-testid="pending-badge"
  >
    <Clock className="size-3" aria-hidden /> {text.pending}
  </span>
);

/**
 * Description and signed amount; the date and Pending; the category and the round-up badge. The whole row is a
 * button that opens its sheet (spans inside it: a button holds phrasing content only).
 */
export function TransactionRow({ tx, now, style, position, total, onOpen }: Props) {
  const amount = rowAmount(tx);
  const awaitingRate = tx.amount === null;
  const credit = tx.type === 'credit';
  const coins = tx.category === 'TikTok';
  const Icon = coins ? Coins : credit ? ArrowDownLeft : ArrowUpRight;
  const roundUp = hasRoundUp(tx) ? formatSignedUsd((parseCents(tx.roundUpAmount) ?? 0) / 100) : null;
  return (
    <li
      aria-posinset={position}
      aria-setsize={total}
      style={{ ...style, height: TRANSACTION_ROW_HEIGHT }}
      className="absolute top-0 left-0 w-full overflow-hidden border-b border-border"
    >
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => onOpen(tx)}
        className={cn(
          'flex size-full items-center gap-3 px-4 text-left sm:px-5',
          'hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-2 focus-visible:-outline-offset-2',
          'focus-visible:outline-ring',
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
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 truncate text-sm font-medium" title={tx.description}>
              {tx.description}
            </span>
            <span
              className={cn(
                'shrink-0 text-sm font-semibold whitespace-nowrap tabular-nums',
                credit ? 'text-success' : 'text-foreground',
              )}
              title={amount.title}
            >
              {amount.phone ? (
                <>
                  <span className="sm:hidden" title={amount.title}>
                    {amount.phone.main}
                  </span>
                  <span className="hidden sm:inline" title={amount.title}>
                    {amount.text}
                  </span>
                </>
              ) : (
                amount.text
              )}
            </span>
          </span>
          <span className="flex items-center gap-2 text-xs text-muted-foreground">
            <time dateTime={tx.date} className="truncate">
              {formatShortDateTime(tx.date, now)}
            </time>
            {tx.pending && <PendingBadge display="hidden sm:inline-flex" />}
            {amount.phone && <span className="ml-auto shrink-0 tabular-nums sm:hidden">{amount.phone.dollars}</span>}
          </span>
          <span className="flex items-center gap-2">
            {/* On a phone the date keeps its line; Pending leads the one below. */}
            {tx.pending && <PendingBadge display="inline-flex sm:hidden" />}
            <span className={`${pill} bg-muted text-muted-foreground`}>{filterText.categories[tx.category]}</span>
            {tx.refunded && (
              <span className={`${pill} bg-muted text-muted-foreground`} data-testid="refunded">
                <Undo2 className="size-3" aria-hidden /> {text.refunded}
              </span>
            )}
            {tx.beforeLink && coins && !credit && (
              // The last of up to three pills: on a phone it gives way first (the rest of it in its title).
              <span
                className={`${pillBase} min-w-0 bg-muted text-muted-foreground`}
                title={text.beforeLink}
                data-testid="before-link"
              >
                <History className="size-3 shrink-0" aria-hidden />
                <span className="truncate">{text.beforeLink}</span>
              </span>
            )}
            {awaitingRate ? (
              <span className={`${pillBase} min-w-0 bg-warning-soft text-points`} data-testid="awaiting-rate">
                <Hourglass className="size-3 shrink-0" aria-hidden />
                <span className="truncate">{text.awaitingRate}</span>
              </span>
            ) : (
              roundUp && (
                <span className={`${pill} bg-success-soft text-success`} data-testid="round-up-badge">
                  <PiggyBank className="size-3" aria-hidden /> {text.roundUp(roundUp)}
                </span>
              )
            )}
          </span>
        </span>
      </button>
    </li>
  );
}
