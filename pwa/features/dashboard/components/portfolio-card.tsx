import { Bitcoin, ChartLine, Percent } from 'lucide-react';
import { Link } from 'react-router-dom';
import { portfolio as text } from '#shared/messages/money.ts';
import { routes } from '#shared/routes.ts';
import type { Portfolio } from '#shared/schemas/portfolio.ts';
import { LineChart } from '#pwa/components/ui/line-chart.tsx';
import { ProgressBar } from '#pwa/components/ui/progress-bar.tsx';
import { formatDay, formatSignedUsd, formatUsd } from '#pwa/lib/format.ts';
import { usePortfolio } from '#pwa/lib/portfolio.ts';
import { TitledCard } from '#pwa/components/ui/titled-card.tsx';
import { QueryContent } from './card-content.tsx';
import { CashOutDialog } from './cash-out-dialog.tsx';

const returnTone = (n: number | null) =>
  n !== null && n > 0 ? 'text-success' : n !== null && n < 0 ? 'text-destructive' : 'text-muted-foreground';

/** A value the API could not give (null: the Bitcoin price is unavailable) is shown as such, never as $0.00. */
const usdOrUnavailable = (n: number | null, format: (n: number) => string = formatUsd) =>
  n === null ? text.valueUnavailable : format(n);

function Holdings({ p }: { p: Portfolio }) {
  const { interest, bitcoin } = p.holdings;
  const rows = [
    {
      key: 'interest',
      show: p.type === 'interest' || interest.balance > 0,
      icon: Percent,
      name: text.interestName,
      detail: null,
      value: interest.balance + interest.accruedInterest,
    },
    {
      key: 'bitcoin',
      show: p.type === 'bitcoin' || Number(bitcoin.btc) > 0,
      icon: Bitcoin,
      name: text.bitcoinName,
      detail: text.btcHeld(bitcoin.btc),
      value: bitcoin.value,
    },
  ].filter((r) => r.show);
  return (
    <ul aria-label={text.holdings} className="grid gap-2">
      {rows.map(({ key, icon: Icon, name, detail, value }) => (
        <li key={key} className="flex items-center justify-between gap-3 rounded-lg bg-muted px-3 py-2 text-sm">
          <span className="flex min-w-0 items-center gap-2">
            <Icon className="size-4 shrink-0 text-accent" aria-hidden />
            <span className="min-w-0">
              <span className="block font-medium">{name}</span>
              {detail && <span className="block font-mono text-xs text-muted-foreground">{detail}</span>}
            </span>
          </span>
          <span className="font-semibold tabular-nums">{usdOrUnavailable(value)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A single day of history, as a point with words until there are two days to draw a line between. */
function FirstInvestment({ point }: { point: Portfolio['history'][number] }) {
  return (
    <div
      className="flex items-center gap-3 rounded-xl border border-dashed border-border p-4"
      data-testid="first-investment"
    >
      <span className="size-3 shrink-0 rounded-full bg-primary ring-4 ring-primary/20" aria-hidden />
      <p className="text-sm">{text.chartFirst(formatUsd(point.invested), formatDay(point.date))}</p>
    </div>
  );
}

export function SweepProgress({
  pending,
  threshold,
  hasDefaultCard,
}: {
  pending: number;
  threshold: number;
  hasDefaultCard: boolean;
}) {
  const progress = text.waitingProgress(formatUsd(pending), formatUsd(threshold));
  return (
    <div className="grid gap-2 rounded-xl border border-border p-3">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <h3 className="font-medium">{text.waiting}</h3>
        <span className="text-muted-foreground tabular-nums">{progress}</span>
      </div>
      <ProgressBar value={pending} max={threshold} label={text.waiting} valueText={progress} />
      {hasDefaultCard && (
        <p className="text-sm text-muted-foreground" data-testid="next-investment">
          {pending >= threshold
            ? text.nextNow(formatUsd(pending))
            : text.nextWhen(formatUsd(threshold), formatUsd(Math.round((threshold - pending) * 100) / 100))}
        </p>
      )}
      {!hasDefaultCard && (
        <p className="text-sm text-muted-foreground">
          {text.noCard}{' '}
          <Link to={routes.settings} className="font-medium text-primary underline underline-offset-2">
            {text.goToSettings}
          </Link>
        </p>
      )}
    </div>
  );
}

export function PortfolioSummary({ p }: { p: Portfolio }) {
  const numbers: [string, string, string][] = [
    [text.totalValue, usdOrUnavailable(p.currentValue), 'text-foreground'],
    [text.invested, formatUsd(p.totalInvested), 'text-foreground'],
    [text.totalReturn, usdOrUnavailable(p.totalReturn, formatSignedUsd), returnTone(p.totalReturn)],
  ];
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        {text.investingIn(p.type === 'bitcoin' ? text.bitcoinName : text.interestName)}
      </p>
      {p.holdings.bitcoin.value === null && (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">{text.bitcoinPriceUnavailable}</p>
      )}
      {/* The value on its own line, so a five-figure portfolio still fits at 360 px. */}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
        {numbers.map(([label, value, tone], i) => (
          <div key={label} className={`min-w-0 ${i === 0 ? 'col-span-2' : ''}`}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd
              className={`font-bold tabular-nums [overflow-wrap:anywhere] ${i === 0 ? 'text-3xl' : 'text-lg'} ${tone}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {p.history.length === 1 ? (
        <FirstInvestment point={p.history[0]!} />
      ) : (
        <LineChart
          title={text.chartLabel}
          labels={p.history.map((h) => formatDay(h.date))}
          labelHeader={text.chartDate}
          series={[
            {
              name: text.chartValue,
              values: p.history.map((h) => h.value),
              strokeClass: 'stroke-primary',
              swatchClass: 'bg-primary',
            },
            {
              name: text.chartInvested,
              values: p.history.map((h) => h.invested),
              strokeClass: 'stroke-accent',
              swatchClass: 'bg-accent',
              dashed: true,
            },
          ]}
          formatValue={formatUsd}
          emptyText={text.chartEmpty}
        />
      )}
      <Holdings p={p} />
      <CashOutDialog portfolio={p} />
      <SweepProgress pending={p.pendingRoundUps} threshold={p.sweepThreshold} hasDefaultCard={p.hasDefaultCard} />
    </div>
  );
}

/** docs/product-rules.md sections 4-5: what is invested, its worth, and the round-ups waiting for the next sweep. */
export function PortfolioCard() {
  const query = usePortfolio();
  return (
    <TitledCard title={text.title} icon={ChartLine}>
      {/* The tallest card at the top of a phone's screen: the cards under it must not jump when it loads. */}
      <QueryContent query={query} failed={text.loadFailed} reserve="min-h-[29rem]">
        {(p) => <PortfolioSummary p={p} />}
      </QueryContent>
    </TitledCard>
  );
}
