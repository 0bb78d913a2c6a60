// What closing does to the member's money, said before anything else: the points given up, exactly, in their
// currency display; the investments, which are theirs and are cashed out first (closing-cash-out.tsx), never given
// up (docs/product-rules.md section 7).
import { closingText as text } from '#shared/messages/closing.ts';
import type { ClosingPreview } from '#shared/schemas/closing.ts';
import { formatBtc } from '#shared/money/bitcoin.ts';
import { formatDecimal, toDollars } from '#shared/money/cents.ts';
import { formatUsd } from '#pwa/lib/format.ts';

const usd = (cents: number) => formatUsd(toDollars(cents));

export function ForfeitSummary({ preview }: { preview: ClosingPreview }) {
  const { forfeit, bitcoinValueCents, totalCents } = preview;
  const lines: string[] = [];
  if (forfeit.points > 0) {
    lines.push(text.pointsForfeit(formatDecimal(forfeit.points), usd(forfeit.points)));
    lines.push(
      preview.pointsRedeemable ? text.pointsRedeemable : text.pointsBelowMinimum(formatDecimal(preview.minimumCents)),
    );
  }
  if (forfeit.interestCents > 0) lines.push(text.interestHeld(usd(forfeit.interestCents)));
  if (forfeit.sats > 0)
    lines.push(
      bitcoinValueCents === null
        ? text.bitcoinHeldNoPrice(formatBtc(forfeit.sats))
        : text.bitcoinHeld(usd(bitcoinValueCents), formatBtc(forfeit.sats)),
    );
  if (forfeit.interestCents > 0 || forfeit.sats > 0) lines.push(text.investmentsYours);
  const nothing = forfeit.points === 0 && forfeit.interestCents === 0 && forfeit.sats === 0;
  return (
    <section aria-labelledby="closing-money" className="grid gap-2 rounded-lg bg-muted p-3 text-sm">
      <h3 id="closing-money" className="font-semibold">
        {text.moneyTitle}
      </h3>
      {nothing ? <p>{text.nothingHeld}</p> : lines.map((line) => <p key={line}>{line}</p>)}
      {forfeit.points > 0 && totalCents !== null && (
        <p className="font-semibold" data-testid="closing-forfeit-total">
          {text.forfeitTotal(usd(totalCents))}
        </p>
      )}
      {preview.pendingRoundUpCents > 0 && <p>{text.pendingRoundUps(usd(preview.pendingRoundUpCents))}</p>}
      <p className="text-muted-foreground">{text.keptRecords}</p>
    </section>
  );
}
