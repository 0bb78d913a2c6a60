import { payouts as text } from '#shared/messages/money.ts';
import { toDollars } from '#shared/money/cents.ts';
import { formatPoints } from '#pwa/lib/format-points.ts';
import type { useRedeemPoints } from '#pwa/features/dashboard/api/redeem-points.ts';
import { PayoutForm } from './payout-form.tsx';

/** Points turned into cash: the payout form, with the points balance as what can be taken. */
export function RedeemForm({
  balanceCents,
  redeem,
  onDone,
}: {
  balanceCents: number;
  redeem: ReturnType<typeof useRedeemPoints>;
  onDone: () => void;
}) {
  return (
    <PayoutForm
      balanceCents={balanceCents}
      texts={{
        available: text.available(formatPoints(toDollars(balanceCents))),
        notEnough: text.notEnoughPoints,
        maxLabel: text.maxLabel,
        confirm: text.confirm,
        confirming: text.confirming,
        doneTitle: text.redeemedTitle,
        doneBody: text.redeemedBody,
        failedTitle: text.redeemFailedTitle,
        failedBody: text.redeemFailedBody,
      }}
      pending={redeem.isPending}
      submit={({ amount, method, idempotencyKey }, outcome) =>
        redeem.mutate({ request: { amount, method }, idempotencyKey }, outcome)
      }
      onDone={onDone}
    />
  );
}
