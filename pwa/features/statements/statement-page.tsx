// One month's statement: the balances it opened and closed with, the month's totals, and every line.
import { useParams } from 'react-router-dom';
import { statementsText as text } from '#shared/messages/statements.ts';
import { type Statement, type StatementBalances, statementMonthParam } from '#shared/schemas/statements.ts';
import { formatUsd } from '#pwa/lib/format.ts';
import { formatPoints } from '#pwa/lib/format-points.ts';
import { formatStatementDay, formatStatementMonth, timeZoneName } from '#pwa/lib/statements.ts';
import { useStatement } from './api/statements.ts';
import { StatementEntryRow } from './statement-entry.tsx';
import { SheetSection, StatementSheet } from './statement-sheet.tsx';

const BALANCES = [
  'points',
  'pendingRoundUps',
  'sweepsInFlight',
  'interestBalance',
  'bitcoin',
  'bitcoinCostBasis',
  'totalInvested',
] as const satisfies readonly (keyof StatementBalances)[];

const TOTALS = [
  'roundUps',
  'invested',
  'interest',
  'bitcoinBought',
  'bitcoinSold',
  'cashedOut',
  'redeemedForCash',
  'fees',
] as const satisfies readonly (keyof Statement['totals'])[];

function balance(key: keyof StatementBalances, value: string) {
  if (key === 'points') return formatPoints(Number(value));
  if (key === 'bitcoin') return `${value} BTC`;
  return formatUsd(Number(value));
}

function Balances({ s }: { s: Statement }) {
  return (
    <table className="w-full text-xs sm:text-sm">
      <thead>
        <tr className="border-b border-border text-left text-xs text-muted-foreground">
          <th scope="col" className="py-2 font-medium">
            <span className="sr-only">{text.balancesTitle}</span>
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {text.opening}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {text.closing}
          </th>
        </tr>
      </thead>
      <tbody>
        {BALANCES.map((key) => (
          <tr key={key} className="border-b border-border last:border-b-0">
            <th scope="row" className="py-2 pr-2 text-left font-normal">
              {text.balance[key]}
            </th>
            <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums" data-testid={`opening-${key}`}>
              {balance(key, s.opening[key])}
            </td>
            <td
              className="py-2 pl-2 text-right font-semibold whitespace-nowrap tabular-nums"
              data-testid={`closing-${key}`}
            >
              {balance(key, s.closing[key])}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Totals({ s }: { s: Statement }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {TOTALS.map((key) => (
        <div key={key} className="flex justify-between gap-2 border-b border-border py-1">
          <dt className="text-muted-foreground">{text.totals[key]}</dt>
          <dd className="font-medium tabular-nums" data-testid={`total-${key}`}>
            {formatUsd(Number(s.totals[key]))}
          </dd>
        </div>
      ))}
      {(['pointsEarned', 'pointsRedeemed'] as const).map((key) => (
        <div key={key} className="flex justify-between gap-2 border-b border-border py-1">
          <dt className="text-muted-foreground">{text.totals[key]}</dt>
          <dd className="font-medium tabular-nums" data-testid={`total-${key}`}>
            {formatPoints(Number(s.totals[key]))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function StatementPage() {
  const { month = '' } = useParams();
  const statement = useStatement(month);
  const s = statement.data;
  // A month not written YYYY-MM is named as it is: the API says why it has no statement.
  const title = text.monthTitle(statementMonthParam.safeParse({ month }).success ? formatStatementMonth(month) : month);
  // A month's end is the next month's first instant: its last day is the one before.
  const last = s && (s.complete ? new Date(Date.parse(s.to) - 1).toISOString() : s.to);
  const subtitle =
    s &&
    last &&
    (s.complete ? text.period : text.periodSoFar)(
      formatStatementDay(s.from, s.timeZone),
      formatStatementDay(last, s.timeZone),
      timeZoneName(s.timeZone),
    );
  return (
    <StatementSheet
      title={title}
      subtitle={subtitle || undefined}
      isPending={statement.isPending}
      error={s ? null : statement.error}
    >
      {s && (
        <>
          <SheetSection title={text.balancesTitle}>
            <Balances s={s} />
          </SheetSection>
          <SheetSection title={text.totalsTitle}>
            <Totals s={s} />
          </SheetSection>
          <SheetSection title={text.activityTitle}>
            {s.entries.length === 0 ? (
              <p className="text-sm text-muted-foreground">{text.noActivity}</p>
            ) : (
              <ul aria-label={text.activityTitle}>
                {s.entries.map((e, i) => (
                  <StatementEntryRow key={`${e.date}-${e.kind}-${i}`} entry={e} timeZone={s.timeZone} />
                ))}
              </ul>
            )}
          </SheetSection>
          <p className="text-xs text-muted-foreground">
            {text.footer} {text.salePriceNote}
          </p>
        </>
      )}
    </StatementSheet>
  );
}
