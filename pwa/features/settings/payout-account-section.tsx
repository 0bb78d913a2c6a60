// Settings > Payouts: where cash-outs and redeemed points are paid, its state and what is still needed,
// and the way to connect, finish, update or change it; just after a change of bank account, when payouts there
// start. Back from the provider's form (?payout-onboarding=return) the account's state is read; an expired form
// (?payout-onboarding=refresh) opens a fresh one.
import { Landmark } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { payoutAccountText as text } from '#shared/messages/payout-accounts.ts';
import { PAYOUT_ONBOARDING_PARAM } from '#shared/routes-payouts.ts';
import type { PayoutAccountResponse } from '#shared/schemas/payout-accounts.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { NoticeAlert } from '#pwa/components/ui/notice-alert.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { cn } from '#pwa/lib/class-names.ts';
import {
  payoutsStartLine,
  usePayoutAccount,
  useRefreshPayoutAccount,
  useStartPayoutOnboarding,
} from '#pwa/lib/payout-account.ts';
import { ChangePayoutAccountDialog } from './change-payout-account-dialog.tsx';

type Account = NonNullable<PayoutAccountResponse['account']>;

/** Back from the provider's form: read the state (return) or open a fresh form (refresh), once, then drop the mark. */
function useOnboardingReturn(data: PayoutAccountResponse | undefined, askPassword: () => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const outcome = params.get(PAYOUT_ONBOARDING_PARAM);
  const refresh = useRefreshPayoutAccount();
  const start = useStartPayoutOnboarding();
  const handled = useRef(false);
  useEffect(() => {
    if (!outcome || handled.current || (outcome === 'refresh' && !data)) return;
    handled.current = true;
    // The mark goes; the member stays on Settings > Payouts.
    const rest = new URLSearchParams(params);
    rest.delete(PAYOUT_ONBOARDING_PARAM);
    navigate({ search: rest.toString() }, { replace: true });
    if (outcome === 'return')
      refresh.mutate(undefined, {
        onSuccess: (v) => toast({ title: v.account?.status === 'ready' ? text.readyToast : text.notReadyToast }),
      });
    else if (data?.account?.everReady) askPassword();
    else start.mutate(undefined);
  }, [outcome, data, refresh, start, params, navigate, askPassword]);
  return refresh.isPending || start.isPending;
}

function AccountCard({ a, network }: { a: Account; network: string }) {
  const ready = a.status === 'ready';
  const starts = payoutsStartLine(a);
  return (
    <div className="grid gap-2 rounded-xl border border-border p-3" data-testid="payout-account">
      <div className="flex flex-wrap items-center gap-3">
        <Landmark className="size-5 shrink-0 text-accent" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium">
            {a.bankName && a.last4 ? text.destination(a.bankName, a.last4) : text.status.onboarding}
          </p>
          <p className="text-xs text-muted-foreground">
            {text.paidIn(a.currency)} · {network}
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            ready ? 'bg-success-soft text-success' : 'bg-warning-soft text-points',
          )}
        >
          {text.status[a.status]}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        {text.statusLine[a.status]}
        {a.status === 'attention' && a.attentionReason && <> {a.attentionReason}</>}
      </p>
      {starts && (
        <p className="text-sm font-medium" data-testid="payouts-start">
          {starts}
        </p>
      )}
      {a.requirements.length > 0 && (
        <ul className="list-inside list-disc text-sm">
          {a.requirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function PayoutAccountSection() {
  const { data, isError } = usePayoutAccount();
  const start = useStartPayoutOnboarding();
  const [changing, setChanging] = useState(false);
  const busy = useOnboardingReturn(data, () => setChanging(true));
  if (isError && !data) return <ErrorAlert>{text.loadFailed}</ErrorAlert>;
  if (!data) return null;
  if (!data.supported) return <NoticeAlert>{text.unsupported(data.country)}</NoticeAlert>;
  const a = data.account;
  const action = !a
    ? text.connect
    : a.status === 'ready'
      ? text.change
      : a.everReady
        ? text.update
        : text.continueSetup;
  const go = () => (a?.everReady ? setChanging(true) : start.mutate(undefined));
  return (
    <div className="grid gap-4">
      {a ? (
        <AccountCard a={a} network={data.network} />
      ) : (
        <div className="grid gap-1">
          <p className="font-medium">{text.noneTitle}</p>
          <p className="text-sm text-muted-foreground">{text.noneBody}</p>
        </div>
      )}
      {busy && <p className="text-sm text-muted-foreground">{text.checking}</p>}
      {start.isError && <ErrorAlert>{text.onboardingFailed}</ErrorAlert>}
      <OnlineButton
        variant={a?.status === 'ready' ? 'outline' : 'primary'}
        className="justify-self-start"
        disabled={start.isPending}
        onClick={go}
      >
        {start.isPending ? text.opening : action}
      </OnlineButton>
      <ChangePayoutAccountDialog open={changing} onOpenChange={setChanging} />
    </div>
  );
}
