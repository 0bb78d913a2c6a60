import { Info } from 'lucide-react';
import { cardText as text } from '#shared/messages/cards.ts';
import { portfolio } from '#shared/messages/money.ts';
import { SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';
import { formatMoney, formatUsd } from '#pwa/lib/format.ts';
import { estimateIn, usePayoutAccount } from '#pwa/lib/payout-account.ts';
import { usePortfolio } from '#pwa/lib/portfolio.ts';

/**
 * The add-card dialog says what saving a card starts. Round-ups are charged at the threshold; what is
 * already over it is charged as soon as the card is saved (it was, within seconds, without a word), and goes into
 * the investment the member chose.
 */
export function CardChargeNote() {
  const { data } = usePortfolio();
  const place = usePayoutAccount().data;
  const threshold = formatUsd(data?.sweepThreshold ?? SWEEP_THRESHOLD_CENTS / 100);
  const pending = data?.pendingRoundUps ?? 0;
  // Outside the US, what the first charge is in the member's currency, and the word on their bank's fee.
  const first =
    data && pending >= data.sweepThreshold ? pending : (data?.sweepThreshold ?? SWEEP_THRESHOLD_CENTS / 100);
  const estimate = place && place.currency !== 'USD' ? estimateIn(Math.round(first * 100), place.rate) : null;
  const dollars =
    place && place.currency !== 'USD'
      ? text.chargeInDollars(
          formatUsd(first),
          estimate === null ? null : formatMoney(estimate.toFixed(2), place.currency),
        )
      : null;
  const now =
    data && pending >= data.sweepThreshold
      ? text.chargeNow(formatUsd(pending), data.type === 'bitcoin' ? portfolio.bitcoinName : portfolio.interestName)
      : pending > 0
        ? text.waitingNow(formatUsd(pending))
        : null;
  return (
    <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm" data-testid="card-charge-note">
      <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span>
        {text.chargeNote(threshold)} {now} {dollars}
      </span>
    </p>
  );
}
