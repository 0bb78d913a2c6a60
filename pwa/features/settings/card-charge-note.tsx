import { Info } from 'lucide-react';
import { cardText as text } from '#shared/messages/cards.ts';
import { portfolio } from '#shared/messages/money.ts';
import { SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';
import { formatUsd } from '#pwa/lib/format.ts';
import { usePortfolio } from '#pwa/lib/portfolio.ts';

/**
 * The add-card dialog says what saving a card starts. Round-ups are charged at the threshold; what is
 * already over it is charged as soon as the card is saved (it was, within seconds, without a word), and goes into
 * the investment the member chose.
 */
export function CardChargeNote() {
  const { data } = usePortfolio();
  const threshold = formatUsd(data?.sweepThreshold ?? SWEEP_THRESHOLD_CENTS / 100);
  const pending = data?.pendingRoundUps ?? 0;
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
        {text.chargeNote(threshold)} {now}
      </span>
    </p>
  );
}
