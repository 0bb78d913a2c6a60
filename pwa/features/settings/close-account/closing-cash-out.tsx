// Closing waits while an investment holds money, and offers here to empty each one to the payout account, whatever
// it holds (below the cash-out minimum too: POST /api/cash-outs with `amount: 'all'`). Once the money has arrived,
// closing can go ahead (docs/product-rules.md section 7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InvestmentType } from '#shared/constants.ts';
import { cashOutText } from '#shared/messages/cash-out.ts';
import { closingText as text } from '#shared/messages/closing.ts';
import { payouts, portfolio } from '#shared/messages/money.ts';
import { toDollars } from '#shared/money/cents.ts';
import { type PayoutMethod, quotePayout } from '#shared/money/payouts.ts';
import type { ClosingPreview } from '#shared/schemas/closing.ts';
import { ALL_OF_IT } from '#shared/schemas/payouts.ts';
import { canAskPayout, PayoutDestination } from '#pwa/components/money/payout-destination.tsx';
import { PayoutMethodChoice } from '#pwa/components/money/payout-method-choice.tsx';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { cashOut } from '#pwa/lib/cash-out.ts';
import { formatUsd } from '#pwa/lib/format.ts';
import { newIdempotencyKey } from '#pwa/lib/idempotency-key.ts';
import { usePayoutAccount } from '#pwa/lib/payout-account.ts';
import { portfolioKeys } from '#pwa/lib/portfolio.ts';
import { closingKeys } from './closing-api.ts';

const usd = (cents: number) => formatUsd(toDollars(cents));

/** Each investment that holds money, with its value now (null: Bitcoin without a price). */
function heldInvestments(p: ClosingPreview): { source: InvestmentType; name: string; cents: number | null }[] {
  const held: { source: InvestmentType; name: string; cents: number | null }[] = [];
  if (p.forfeit.interestCents > 0)
    held.push({ source: 'interest', name: portfolio.interestName, cents: p.forfeit.interestCents });
  if (p.forfeit.sats > 0) held.push({ source: 'bitcoin', name: portfolio.bitcoinName, cents: p.bitcoinValueCents });
  return held;
}

export function ClosingCashOut({ preview }: { preview: ClosingPreview }) {
  const queryClient = useQueryClient();
  const payout = usePayoutAccount();
  const [method, setMethod] = useState<PayoutMethod>('standard');
  // One key per opening of the dialog and investment: a double click or a retry is one cash-out.
  const [keys, setKeys] = useState(() => ({ interest: newIdempotencyKey(), bitcoin: newIdempotencyKey() }));
  const [error, setError] = useState<string | null>(null);
  const empty = useMutation({
    mutationFn: (source: InvestmentType) =>
      cashOut({ request: { amount: ALL_OF_IT, payoutMethod: method, source }, idempotencyKey: keys[source] }),
    onSuccess: (done) => {
      toast({ title: cashOutText.doneTitle, description: cashOutText.doneBody(formatUsd(Number(done.netAmount))) });
      setError(null);
      void queryClient.invalidateQueries({ queryKey: closingKeys.preview });
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
    },
    onError: (failed, source) => {
      // Refused (nothing moved): the corrected request is a new one.
      if (failed instanceof ApiRequestError && failed.status === 400)
        setKeys((k) => ({ ...k, [source]: newIdempotencyKey() }));
      const fields = failed instanceof ApiRequestError ? Object.values(failed.fieldErrors) : [];
      setError(
        fields[0] ?? (failed instanceof ApiRequestError ? failed.serverMessage : null) ?? cashOutText.failedBody,
      );
    },
  });
  const held = heldInvestments(preview);
  return (
    <section aria-label={cashOutText.title} className="grid gap-3" data-testid="closing-cash-out">
      <PayoutMethodChoice
        input={(value) => ({
          name: 'closing-cash-out-method',
          checked: method === value,
          onChange: () => setMethod(value),
        })}
      />
      <ul className="grid gap-2">
        {held.map(({ source, name, cents }) => (
          <li key={source} className="flex items-center justify-between gap-3 rounded-lg border border-border p-3">
            <span className="min-w-0 text-sm">
              <span className="block font-medium">{name}</span>
              <span className="block text-xs text-muted-foreground">
                {cents === null
                  ? payouts.bitcoinPriceUnavailable
                  : text.cashOutAllArrives(usd(quotePayout(cents, method).netCents))}
              </span>
            </span>
            <OnlineButton
              variant="outline"
              className="shrink-0 whitespace-nowrap"
              aria-label={text.cashOutAllLabel(name)}
              disabled={cents === null || empty.isPending || !canAskPayout(payout.data)}
              onClick={() => empty.mutate(source)}
            >
              {text.cashOutAll}
            </OnlineButton>
          </li>
        ))}
      </ul>
      <PayoutDestination data={payout.data} netCents={null} method={method} />
      {error && <ErrorAlert>{error}</ErrorAlert>}
    </section>
  );
}
