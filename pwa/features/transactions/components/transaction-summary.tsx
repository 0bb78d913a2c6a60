import { Coins, type LucideIcon, PiggyBank, Receipt, Sparkles } from 'lucide-react';
import { activeLocale } from '#pwa/lib/i18n/active-locale.ts';
import { transactionsPage as text } from '#shared/messages/screens.ts';
import { Card } from '#pwa/components/ui/card.tsx';
import { formatUsd } from '#pwa/lib/format.ts';
import type { TransactionSummary as Summary } from '#pwa/features/transactions/summarize-transactions.ts';
import { formatPoints } from '#pwa/lib/format-points.ts';

function SummaryCard({
  title,
  value,
  hint,
  note,
  icon: Icon,
  tone,
}: {
  title: string;
  value: string;
  hint: string;
  /** A second line under the hint, when there is something to add. */
  note?: string | null;
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <Card className="min-w-0 p-3 sm:p-5" data-testid="summary-card">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</h3>
        <Icon className={`size-4 shrink-0 sm:size-5 ${tone}`} aria-hidden />
      </div>
      <p className="mt-1.5 text-lg font-bold tabular-nums [overflow-wrap:anywhere] sm:text-2xl">{value}</p>
      <p className="mt-0.5 text-xs text-muted-foreground">{hint}</p>
      {note && (
        <p className="mt-0.5 text-xs text-points" data-testid="pending-purchases">
          {note}
        </p>
      )}
    </Card>
  );
}

/** The four summary cards: how many, the coin purchases, the round-ups, the points. */
export function TransactionSummary({ summary: s }: { summary: Summary }) {
  return (
    <section aria-label={text.summaryLabel} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <SummaryCard
        title={text.totalTransactions}
        value={s.count.toLocaleString(activeLocale)}
        hint={text.totalTransactionsHint}
        icon={Receipt}
        tone="text-primary"
      />
      <SummaryCard
        title={text.tiktokPurchases}
        value={s.tiktokPurchases.toLocaleString(activeLocale)}
        hint={text.tiktokPurchasesHint(formatUsd(s.tiktokSpendCents / 100))}
        note={
          s.pendingPurchases > 0
            ? text.pendingPurchasesNote(s.pendingPurchases, formatUsd(s.pendingSpendCents / 100))
            : null
        }
        icon={Coins}
        tone="text-accent"
      />
      <SummaryCard
        title={text.totalRoundUps}
        value={formatUsd(s.roundUpCents / 100)}
        hint={text.totalRoundUpsHint}
        icon={PiggyBank}
        tone="text-success"
      />
      <SummaryCard
        title={text.pointsEarned}
        value={formatPoints(s.pointsHundredths / 100)}
        hint={text.pointsEarnedHint}
        icon={Sparkles}
        tone="text-points"
      />
    </section>
  );
}
