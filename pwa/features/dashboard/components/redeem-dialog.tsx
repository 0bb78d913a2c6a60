import { Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CASH_OUT_MINIMUM_CENTS } from '#shared/constants.ts';
import { payoutsList, payouts as text } from '#shared/messages/money.ts';
import { routes } from '#shared/routes.ts';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#pwa/components/ui/dialog.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { useRedeemPoints } from '#pwa/features/dashboard/api/redeem-points.ts';
import { lazyComponent } from '#pwa/lib/lazy-component.tsx';
import { cn } from '#pwa/lib/class-names.ts';

// The form (react-hook-form, the payout account's fields) loads when the dialog opens, not with the dashboard.
const RedeemForm = lazyComponent(() => import('./redeem-form.tsx'), 'RedeemForm');

/**
 * The Redeem button of the Points Balance card and its dialog. The mutation lives here, not in the form,
 * so its outcome still reaches the user if the dialog has closed; it cannot be closed while redeeming.
 */
export function RedeemDialog({ pointsBalance }: { pointsBalance: number | undefined }) {
  const [open, setOpen] = useState(false);
  const redeem = useRedeemPoints();
  const hintId = useId();
  const balanceCents = pointsBalance === undefined ? 0 : Math.round(pointsBalance * 100);
  const canRedeem = balanceCents >= CASH_OUT_MINIMUM_CENTS;
  const showHint = !canRedeem && pointsBalance !== undefined;
  // Below zero (a refund took back points already redeemed): why, not only the minimum
  // (docs/product-rules.md section 6).
  const hint = balanceCents < 0 ? text.redeemNegative : text.redeemUnavailable;
  const onOpenChange = (next: boolean) => {
    if (redeem.isPending) return;
    if (next) {
      redeem.reset();
      void RedeemForm.preload();
    }
    setOpen(next);
  };
  return (
    <div className="mt-3 grid gap-1">
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <OnlineButton
            size="sm"
            variant="outline"
            className="justify-self-start"
            disabled={!canRedeem}
            aria-describedby={showHint ? hintId : undefined}
          >
            {text.redeem}
          </OnlineButton>
        </DialogTrigger>
        <DialogContent title={text.redeemTitle} description={text.redeemDescription}>
          <Suspense fallback={<Spinner inline />}>
            <RedeemForm balanceCents={balanceCents} redeem={redeem} onDone={() => setOpen(false)} />
          </Suspense>
        </DialogContent>
      </Dialog>
      {showHint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <Link
        to={routes.payouts}
        className={cn(
          'touch-target inline-flex items-center justify-self-start text-xs font-medium text-primary',
          'underline-offset-2 hover:underline',
        )}
      >
        {payoutsList.link}
      </Link>
      {/* While the balance loads, the hint's room is kept (most balances start below the minimum). */}
      {pointsBalance === undefined && (
        <p className="invisible text-xs" aria-hidden>
          {text.redeemUnavailable}
        </p>
      )}
    </div>
  );
}
