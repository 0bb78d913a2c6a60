import { dashboard } from '#shared/messages/screens.ts';
import { transactionFilterText as filterText, transactionSheetText as text } from '#shared/messages/transactions.ts';
import { parseCents } from '#shared/money/cents.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { Dialog, DialogContent } from '#pwa/components/ui/dialog.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { formatShortDateTime, formatUsd } from '#pwa/lib/format.ts';
import { useClassifyTransaction } from '#pwa/features/transactions/api/classify-transaction.ts';
import { rowAmount } from './transaction-row.tsx';

type Props = {
  tx: Transaction | null;
  onClose: () => void;
  /** After the member's word changed the money: for the screen to refresh what other features show. */
  onChanged?: () => void;
};

/** One row in full, and on a purchase the member's word on it: 'This is a coin purchase' / 'Not a coin purchase'. */
export function TransactionSheet({ tx, onClose, onChanged }: Props) {
  return (
    <Dialog open={tx !== null} onOpenChange={(open) => !open && onClose()}>
      {tx && <SheetBody key={tx.id} tx={tx} onClose={onClose} onChanged={onChanged} />}
    </Dialog>
  );
}

function SheetBody({ tx, onClose, onChanged }: Props & { tx: Transaction }) {
  const classify = useClassifyTransaction(onChanged);
  const { error } = classify;
  const failure = error ? (error instanceof ApiRequestError && error.serverMessage) || text.failed : null;
  const coins = tx.category === 'TikTok';
  const purchase = tx.type === 'debit';
  const say = () =>
    classify.mutate(
      { id: tx.id, coinPurchase: !coins },
      {
        onSuccess: () => {
          toast({ title: coins ? text.markedNotCoin : text.markedCoin });
          onClose();
        },
      },
    );
  const row = (term: string, value: string) => (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-medium tabular-nums">{value}</dd>
    </div>
  );
  return (
    <DialogContent title={tx.description} description={formatShortDateTime(tx.date)}>
      <dl className="divide-y divide-border text-sm">
        {row(text.amount, rowAmount(tx).text)}
        {row(text.category, filterText.categories[tx.category])}
        {coins && row(text.roundUp, formatUsd((parseCents(tx.roundUpAmount) ?? 0) / 100))}
        {coins && row(text.points, dashboard.points(tx.pointsEarned))}
      </dl>
      {tx.refunded ? (
        <p className="mt-4 text-sm text-muted-foreground">{text.refundedNote}</p>
      ) : (
        purchase && (
          <div className="mt-4 grid gap-2 border-t border-border pt-4">
            {tx.correctedByMember && <p className="text-sm">{coins ? text.saidCoin : text.saidNotCoin}</p>}
            <Button variant="outline" onClick={say} disabled={classify.isPending} aria-describedby="correction-help">
              {coins ? text.markNotCoin : text.markCoin}
            </Button>
            <p id="correction-help" className="text-xs text-muted-foreground">
              {coins ? text.markNotCoinHelp : tx.beforeLink ? text.markCoinBeforeLinkHelp : text.markCoinHelp}
            </p>
            {failure && (
              <p role="alert" className="text-sm text-destructive">
                {failure}
              </p>
            )}
          </div>
        )
      )}
    </DialogContent>
  );
}
