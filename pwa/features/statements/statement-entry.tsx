// One line of a monthly statement: what happened, its details (the purchase, the Bitcoin and its price, a
// payout's fee), and what it moved, in dollars and in points.
import { statementsText as text } from '#shared/messages/statements.ts';
import type { StatementEntry } from '#shared/schemas/statements.ts';
import { dayInZone, formatDay, formatSignedUsd, formatUsd } from '#pwa/lib/format.ts';
import { formatPoints } from '#pwa/lib/format-points.ts';

const usd = (decimal: string) => formatUsd(Number(decimal));
const unsigned = (btc: string) => btc.replace(/^-/, '');

/**
 * The day a line shows first: a purchase's own (a calendar day, as Transactions shows it); any other line's when it
 * counted, in the member's time zone.
 */
const shownDay = (e: StatementEntry, timeZone: string) => e.purchaseDate?.slice(0, 10) ?? dayInZone(e.date, timeZone);

function details(e: StatementEntry, timeZone: string): string[] {
  const lines: string[] = [];
  if (e.description) lines.push(e.description);
  const counted = dayInZone(e.date, timeZone);
  if (shownDay(e, timeZone) !== counted) lines.push(text.postedOn(formatDay(counted)));
  if (e.spend !== null && e.spend !== '0.00') lines.push(text.spend(usd(e.spend.replace(/^-/, ''))));
  if (e.investment && e.kind !== 'interest_credit') lines.push(text.investmentName[e.investment]);
  if (e.btc !== null && e.price !== null) lines.push(text.bitcoinAt(unsigned(e.btc), usd(e.price)));
  if (e.kind === 'cash_out' && e.investment === 'bitcoin' && e.costBasis !== null)
    lines.push(text.costBasis(usd(e.costBasis)));
  if ((e.kind === 'cash_out' || e.kind === 'redemption') && e.fee !== null && e.net !== null)
    lines.push(text.fee(usd(e.fee), usd(e.net)));
  return lines;
}

/** `timeZone`: the statement's (the member's). */
export function StatementEntryRow({ entry: e, timeZone }: { entry: StatementEntry; timeZone: string }) {
  const showsAmount = e.amount !== '0.00' || e.points === null;
  const showsPoints = e.points !== null && e.points !== '0.00';
  return (
    <li
      className="grid grid-cols-[4rem_1fr_auto] gap-x-3 border-b border-border py-3 text-sm last:border-b-0"
      data-testid="statement-entry"
      data-kind={e.kind}
    >
      <span className="text-muted-foreground tabular-nums">{formatDay(shownDay(e, timeZone))}</span>
      <span className="min-w-0">
        <span className="block font-medium">{text.kind[e.kind]}</span>
        {details(e, timeZone).map((line) => (
          <span key={line} className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">
            {line}
          </span>
        ))}
      </span>
      <span className="grid justify-items-end text-right tabular-nums">
        {showsAmount && (
          <span className="font-semibold" data-testid="entry-amount">
            {formatSignedUsd(Number(e.amount))}
          </span>
        )}
        {showsPoints && (
          <span className="text-xs text-points" data-testid="entry-points">
            {formatPoints(Number(e.points))}
          </span>
        )}
      </span>
    </li>
  );
}
