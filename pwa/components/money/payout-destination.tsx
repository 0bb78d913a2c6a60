// Where a payout goes, shown before confirming it: the bank account and currency, Stripe's conversion
// with an estimate in the member's currency, and when it arrives. Without a ready account it says why and leads to
// connecting one (or to Settings > Payouts, where a change asks for the password); just after a change of bank
// account, when payouts there start.
import { Landmark } from 'lucide-react';
import { Link } from 'react-router-dom';
import { payoutAccountText as text } from '#shared/messages/payout-accounts.ts';
import { estimatedArrival, type PayoutMethod } from '#shared/money/payouts.ts';
import { PAYOUTS_SETTINGS } from '#shared/routes-payouts.ts';
import type { PayoutAccountResponse } from '#shared/schemas/payout-accounts.ts';
import { NoticeAlert } from '#pwa/components/ui/notice-alert.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { formatInstant, formatMoney } from '#pwa/lib/format.ts';
import { estimateIn, payoutsStartLine, useStartPayoutOnboarding } from '#pwa/lib/payout-account.ts';

/** The day a payout should arrive, in the member's time zone: 'Tue, Mar 10'. */
const arrivalDay = (at: number) => formatInstant(at, { weekday: 'short', month: 'short', day: 'numeric' });

/** Whether a payout can be asked for now: a known account (ready, or waiting for it), in a country we pay. */
export const canAskPayout = (data: PayoutAccountResponse | undefined) =>
  data === undefined || (data.supported && data.account !== null);

export function PayoutDestination({
  data,
  netCents,
  method,
}: {
  data: PayoutAccountResponse | undefined;
  /** What arrives, in US cents (null before an amount is typed). */
  netCents: number | null;
  method: PayoutMethod;
}) {
  const onboarding = useStartPayoutOnboarding();
  if (!data) return null;
  if (!data.supported) return <NoticeAlert>{text.unsupportedShort(data.country)}</NoticeAlert>;
  const a = data.account;
  if (!a)
    return (
      <div className="grid gap-2 rounded-lg border border-dashed border-border p-3" data-testid="payout-destination">
        <p className="text-sm">{text.noAccountInDialog}</p>
        <OnlineButton
          variant="outline"
          className="justify-self-start"
          disabled={onboarding.isPending}
          onClick={() => onboarding.mutate(undefined)}
        >
          <Landmark className="size-4" aria-hidden /> {onboarding.isPending ? text.opening : text.connect}
        </OnlineButton>
        {onboarding.isError && <p className="text-sm text-destructive">{text.onboardingFailed}</p>}
      </div>
    );
  const estimate = netCents === null || a.currency === 'USD' ? null : estimateIn(netCents, data.rate);
  const rows: [string, string][] = [
    [text.goesTo, a.bankName && a.last4 ? text.destination(a.bankName, a.last4) : text.status[a.status]],
    [
      text.arrives,
      method === 'instant' ? text.arrivesInstant : text.arrivesBy(arrivalDay(estimatedArrival(Date.now()))),
    ],
  ];
  if (estimate !== null) rows.push([text.estimateLabel, text.estimate(formatMoney(estimate.toFixed(2), a.currency))]);
  const starts = payoutsStartLine(a);
  return (
    <div className="grid gap-2 rounded-lg border border-border p-3 text-sm" data-testid="payout-destination">
      <dl className="grid gap-1">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {a.currency !== 'USD' && <p className="text-xs text-muted-foreground">{text.conversion(a.currency)}</p>}
      {starts && <p className="text-xs font-medium">{starts}</p>}
      {a.status !== 'ready' && (
        <p className="text-xs text-muted-foreground">
          {text.heldInDialog}{' '}
          <Link to={PAYOUTS_SETTINGS} className="font-medium text-primary underline-offset-2 hover:underline">
            {a.everReady ? text.update : text.continueSetup}
          </Link>
        </p>
      )}
    </div>
  );
}
