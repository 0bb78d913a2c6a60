// A year's summary for taxes: the interest earned, every Bitcoin buy (cost) and sale (proceeds, cost
// basis, gain or loss), the points redeemed for cash and the payout fees.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { statementsText as text } from '#shared/messages/statements.ts';
import type { TaxSummary } from '#shared/schemas/statements.ts';
import { formatUsd } from '#pwa/lib/format.ts';
import { formatPoints } from '#pwa/lib/format-points.ts';
import { formatStatementDay, timeZoneName } from '#pwa/lib/statements.ts';
import { useTaxSummary } from './api/statements.ts';
import { SheetSection, StatementSheet } from './statement-sheet.tsx';

const usd = (decimal: string) => formatUsd(Number(decimal));
const cell = 'py-2 pl-3 text-right tabular-nums whitespace-nowrap';

/**
 * A table of the year's Bitcoin rows, with its total; wide tables scroll on a phone and print whole. Named for screen
 * readers by its section's title.
 */
function BitcoinTable({
  name,
  testId,
  head,
  rows,
  total,
}: {
  name: string;
  testId: string;
  head: string[];
  rows: string[][];
  total: string[];
}) {
  return (
    <div className="overflow-x-auto" data-print-wide>
      <table className="w-full text-sm" aria-label={name}>
        <thead>
          <tr className="border-b border-border text-xs text-muted-foreground">
            {head.map((h, i) => (
              <th key={h} scope="col" className={i === 0 ? 'py-2 text-left font-medium' : `${cell} font-medium`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-b border-border" data-testid={`${testId}-row`}>
              {row.map((value, i) => (
                <td key={i} className={i === 0 ? 'py-2 whitespace-nowrap' : cell}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold" data-testid={`${testId}-total`}>
            {total.map((value, i) => (
              <td key={i} className={i === 0 ? 'py-2' : cell}>
                {value}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-2 border-b border-border py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Summary({ t }: { t: TaxSummary }) {
  const c = text.taxColumn;
  return (
    <>
      {!t.complete && <p className="text-sm text-muted-foreground">{text.taxYearSoFar}</p>}
      <dl className="grid gap-0">
        <Figure label={text.interestEarned} testId="tax-interestEarned">
          {usd(t.interestEarned)}
        </Figure>
        <Figure label={text.pointsRedeemedYear} testId="tax-pointsRedeemed">
          {formatPoints(Number(t.pointsRedeemed))}
        </Figure>
        <Figure label={text.feesYear} testId="tax-fees">
          {usd(t.fees)}
        </Figure>
      </dl>
      <SheetSection title={text.bitcoinBuysTitle}>
        {t.bitcoinBuys.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text.noBuys}</p>
        ) : (
          <BitcoinTable
            name={text.bitcoinBuysTitle}
            testId="bitcoin-buys"
            head={[c.date, c.btc, c.price, c.cost]}
            rows={t.bitcoinBuys.map((b) => [formatStatementDay(b.date, t.timeZone), b.btc, usd(b.price), usd(b.cost)])}
            total={[text.total, t.bought.btc, '', usd(t.bought.cost)]}
          />
        )}
      </SheetSection>
      <SheetSection title={text.bitcoinSalesTitle}>
        {t.bitcoinSales.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text.noSales}</p>
        ) : (
          <BitcoinTable
            name={text.bitcoinSalesTitle}
            testId="bitcoin-sales"
            head={[c.date, c.btc, c.price, c.proceeds, c.costBasis, c.gain]}
            rows={t.bitcoinSales.map((s) => [
              s.returned
                ? `${formatStatementDay(s.date, t.timeZone)} (${text.saleReturned})`
                : formatStatementDay(s.date, t.timeZone),
              s.btc,
              usd(s.price),
              usd(s.proceeds),
              usd(s.costBasis),
              usd(s.gain),
            ])}
            total={[text.total, t.sold.btc, '', usd(t.sold.proceeds), usd(t.sold.costBasis), usd(t.sold.gain)]}
          />
        )}
      </SheetSection>
      <p className="text-xs text-muted-foreground">
        {text.taxNote} {text.salePriceNote}
      </p>
    </>
  );
}

export function TaxSummaryPage() {
  const { year = '' } = useParams();
  const summary = useTaxSummary(Number(year));
  const t = summary.data;
  return (
    <StatementSheet
      title={text.taxTitle(year)}
      subtitle={
        t
          ? text.period(
              formatStatementDay(`${year}-01-01T12:00:00Z`, 'UTC'),
              formatStatementDay(`${year}-12-31T12:00:00Z`, 'UTC'),
              timeZoneName(t.timeZone),
            )
          : undefined
      }
      isPending={summary.isPending}
      error={t ? null : summary.error}
    >
      {t && <Summary t={t} />}
    </StatementSheet>
  );
}
