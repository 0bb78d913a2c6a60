import { Suspense, useId, useState } from 'react';
import { CASH_OUT_MINIMUM_CENTS, type InvestmentType } from '#shared/constants.ts';
import { cashOutText as text } from '#shared/messages/cash-out.ts';
import { portfolio as portfolioText } from '#shared/messages/money.ts';
import { toCents, toDollars } from '#shared/money/cents.ts';
import type { Portfolio } from '#shared/schemas/portfolio.ts';
import { Dialog, DialogContent, DialogTrigger } from '#pwa/components/ui/dialog.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { useCashOut } from '#pwa/features/dashboard/api/cash-out.ts';
import { formatUsd } from '#pwa/lib/format.ts';
import { lazyComponent } from '#pwa/lib/lazy-component.tsx';

// The form (react-hook-form, the payout account's fields) loads when the dialog opens, not with the dashboard.
const CashOutForm = lazyComponent(() => import('./cash-out-form.tsx'), 'CashOutForm');

/** An investment that holds money, and what a cash-out can take from it now (null: no Bitcoin price). */
export type CashOutSource = { source: InvestmentType; name: string; cents: number | null };

/** The API's dollars (two decimals) as cents. */
const centsOf = (dollars: number) => toCents(dollars) ?? 0;

/** The investments with money in them: the interest account's paid balance, Bitcoin at today's price. */
export function cashOutSources(p: Portfolio): CashOutSource[] {
  const { interest, bitcoin } = p.holdings;
  const sources: CashOutSource[] = [];
  if (interest.balance > 0)
    sources.push({ source: 'interest', name: portfolioText.interestName, cents: centsOf(interest.balance) });
  if (Number(bitcoin.btc) > 0)
    sources.push({
      source: 'bitcoin',
      name: portfolioText.bitcoinName,
      cents: bitcoin.value === null ? null : centsOf(bitcoin.value),
    });
  return sources;
}

export const canCashOutFrom = (s: CashOutSource) => s.cents !== null && s.cents >= CASH_OUT_MINIMUM_CENTS;

/**
 * Cash Out on the portfolio (docs/product-rules.md section 7): the button, and its dialog once an investment holds
 * the minimum; below it, the minimum said from the start. The mutation lives here, so its outcome still reaches the
 * member if the dialog has closed; it cannot be closed while the cash-out is being asked.
 */
export function CashOutDialog({ portfolio }: { portfolio: Portfolio }) {
  const [open, setOpen] = useState(false);
  const cashOut = useCashOut();
  const hintId = useId();
  const sources = cashOutSources(portfolio);
  const canCashOut = sources.some(canCashOutFrom);
  const onOpenChange = (next: boolean) => {
    if (cashOut.isPending) return;
    if (next) {
      cashOut.reset();
      void CashOutForm.preload();
    }
    setOpen(next);
  };
  return (
    <div className="grid gap-1">
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <OnlineButton
            variant="outline"
            className="justify-self-start"
            disabled={!canCashOut}
            aria-describedby={canCashOut ? undefined : hintId}
          >
            {text.open}
          </OnlineButton>
        </DialogTrigger>
        <DialogContent title={text.title} description={text.description}>
          <Suspense fallback={<Spinner inline />}>
            <CashOutForm
              sources={sources}
              accruedCents={centsOf(portfolio.holdings.interest.accruedInterest)}
              cashOut={cashOut}
              onDone={() => setOpen(false)}
            />
          </Suspense>
        </DialogContent>
      </Dialog>
      {!canCashOut && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {text.unavailable(formatUsd(toDollars(CASH_OUT_MINIMUM_CENTS)))}
        </p>
      )}
    </div>
  );
}
