import { Banknote } from 'lucide-react';
import { payoutsList as text } from '#shared/messages/money.ts';
import { payoutAccountText as destinationText } from '#shared/messages/payout-accounts.ts';
import { showsArrived } from '#shared/schemas/payouts.ts';
import { MemberPage } from '#pwa/components/layout/member-page.tsx';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { NoticeAlert } from '#pwa/components/ui/notice-alert.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { formatDay, formatMoney, formatShortDateTime, formatUsd } from '#pwa/lib/format.ts';
import { payoutsStartLine, usePayoutAccount } from '#pwa/lib/payout-account.ts';
import { type PayoutItem, usePayouts } from './api/payouts.ts';

const STATUS_TONE: Record<PayoutItem['status'], string> = {
  pending: 'bg-muted text-foreground',
  processing: 'bg-warning-soft text-foreground',
  paid: 'bg-success-soft text-success',
  failed: 'bg-destructive-soft text-destructive',
};

/** Where the payout is: when it arrives, when it was paid, or why it failed (the money came back). */
function whereItIs(p: PayoutItem) {
  if (p.heldReason) return p.heldReason;
  if (p.status === 'paid') return text.paidOn(formatShortDateTime(p.processedAt ?? p.createdAt));
  if (p.status === 'failed') return text.failed(p.failureReason ?? '');
  // The arrival is a calendar day (business days from the request), as the provider counts it: in UTC.
  return p.estimatedArrival ? text.arrivesBy(formatDay(p.estimatedArrival.slice(0, 10))) : text.arrivesSoon;
}

function PayoutRow({ p }: { p: PayoutItem }) {
  return (
    <li className="grid gap-1 border-b border-border py-4 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-medium">{p.kind === 'redemption' ? text.redemption : text.cashOut(p.source!)}</span>
        <span className="text-lg font-semibold tabular-nums">{formatUsd(Number(p.net))}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONE[p.status])}>
          {text.status[p.status]}
        </span>
        <span className={p.status === 'failed' ? 'text-destructive' : 'text-muted-foreground'}>{whereItIs(p)}</span>
      </div>
      {p.destination && (
        <p className="text-sm" data-testid="payout-to">
          {destinationText.destination(p.destination.bankName ?? '', p.destination.last4 ?? '')} ·{' '}
          {destinationText.paidIn(p.destination.currency)}
          {p.arrived && showsArrived(p.status) && p.arrived.currency !== 'USD' && (
            <>
              {' · '}
              {(p.status === 'paid' ? destinationText.arrived : destinationText.arriving)(
                formatMoney(p.arrived.amount, p.arrived.currency),
              )}
            </>
          )}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {text.amounts(formatUsd(Number(p.gross)), formatUsd(Number(p.fee)), formatUsd(Number(p.net)))} ·{' '}
        {text.method[p.method]} · {text.requested(formatShortDateTime(p.createdAt))}
      </p>
    </li>
  );
}

/**
 * Every redemption and cash-out with its status, amount, fee, expected arrival or failure reason; above them, just
 * after the bank account changed, when payouts there start.
 */
export function PayoutsPage() {
  const payouts = usePayouts();
  const starts = payoutsStartLine(usePayoutAccount().data?.account);
  return (
    <MemberPage title={text.title} icon={Banknote} description={text.description}>
      {starts && <NoticeAlert>{starts}</NoticeAlert>}
      <Card className="px-5">
        {payouts.isError ? (
          <div className="py-5">
            <ErrorAlert>{text.loadFailed}</ErrorAlert>
          </div>
        ) : payouts.data === undefined ? (
          <div className="py-8">
            <Spinner />
          </div>
        ) : payouts.data.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{text.empty}</p>
        ) : (
          <ul aria-label={text.title}>
            {payouts.data.map((p) => (
              <PayoutRow key={p.key} p={p} />
            ))}
          </ul>
        )}
      </Card>
    </MemberPage>
  );
}
