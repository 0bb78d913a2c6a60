import { useState } from 'react';
import { CASH_OUT_MINIMUM_CENTS } from '#shared/constants.ts';
import { cashOutText as text } from '#shared/messages/cash-out.ts';
import { payouts } from '#shared/messages/money.ts';
import { toDollars } from '#shared/money/cents.ts';
import { RadioCard } from '#pwa/components/ui/radio-card.tsx';
import type { useCashOut } from '#pwa/features/dashboard/api/cash-out.ts';
import { formatUsd } from '#pwa/lib/format.ts';
import { canCashOutFrom, type CashOutSource } from './cash-out-dialog.tsx';
import { PayoutForm } from './payout-form.tsx';

/** What an investment can give now, or why it cannot (no Bitcoin price). */
const availableIn = (cents: number | null) =>
  cents === null ? payouts.bitcoinPriceUnavailable : text.available(formatUsd(toDollars(cents)));

/** Which investment, then the payout form for what it holds. */
export function CashOutForm({
  sources,
  accruedCents,
  cashOut,
  onDone,
}: {
  sources: CashOutSource[];
  /** Interest earned this month, paid on the 1st: not yet in the balance a cash-out can take. */
  accruedCents: number;
  cashOut: ReturnType<typeof useCashOut>;
  onDone: () => void;
}) {
  const cashable = sources.filter(canCashOutFrom);
  // The investment that holds the most, first; its figures follow the portfolio as it refreshes.
  const [chosen, setChosen] = useState(() => cashable.toSorted((a, b) => (b.cents ?? 0) - (a.cents ?? 0))[0]?.source);
  const source = cashable.find((s) => s.source === chosen) ?? cashable[0];
  if (!source) return <p className="text-sm">{text.unavailable(formatUsd(toDollars(CASH_OUT_MINIMUM_CENTS)))}</p>;
  return (
    <div className="grid gap-4">
      {sources.length > 1 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{text.sourceLabel}</legend>
          {sources.map((s) => (
            <RadioCard
              key={s.source}
              title={s.name}
              hint={availableIn(s.cents)}
              name="cash-out-source"
              value={s.source}
              checked={s.source === source.source}
              disabled={!canCashOutFrom(s)}
              onChange={() => setChosen(s.source)}
            />
          ))}
        </fieldset>
      )}
      {source.source === 'interest' && accruedCents > 0 && (
        <p className="text-xs text-muted-foreground">{text.accruedLater(formatUsd(toDollars(accruedCents)))}</p>
      )}
      {source.source === 'bitcoin' && <p className="text-xs text-muted-foreground">{text.bitcoinPrice}</p>}
      <PayoutForm
        // A new investment is a new request: its own amount and Idempotency-Key.
        key={source.source}
        balanceCents={source.cents ?? 0}
        texts={{
          available: availableIn(source.cents),
          notEnough: payouts.notEnoughFunds,
          maxLabel: text.maxLabel,
          confirm: text.confirm,
          confirming: text.confirming,
          doneTitle: text.doneTitle,
          doneBody: text.doneBody,
          failedTitle: text.failedTitle,
          failedBody: text.failedBody,
        }}
        pending={cashOut.isPending}
        submit={({ amount, method, idempotencyKey }, outcome) =>
          cashOut.mutate({ request: { amount, payoutMethod: method, source: source.source }, idempotencyKey }, outcome)
        }
        onDone={onDone}
      />
    </div>
  );
}
