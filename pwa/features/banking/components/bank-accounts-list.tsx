import { AlertTriangle, Landmark } from 'lucide-react';
import { useId } from 'react';
import { bankAccountsText as text } from '#shared/messages/banking.ts';
import { dashboard } from '#shared/messages/screens.ts';
import type { BankAccountDto } from '#shared/schemas/banks.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { useBankAccounts } from '#pwa/features/banking/api/bank-accounts.ts';
import { UnlinkBankDialog } from './unlink-bank-dialog.tsx';

const badge = 'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium';

/** The last four digits of a number the server already masked, whatever its masking looks like. */
const lastFour = (masked: string | null) => masked?.replace(/\D/g, '').slice(-4) || null;

function BankAccountRow({ account: a, onUnlinked }: { account: BankAccountDto; onUnlinked?: () => void }) {
  const hintId = useId();
  const last4 = lastFour(a.accountNumber);
  return (
    <li className="grid gap-2 py-3">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
          <Landmark className="size-4" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium [overflow-wrap:anywhere]">{a.accountName}</p>
          <p className="text-xs text-muted-foreground">
            {a.bankName && <span className="[overflow-wrap:anywhere]">{a.bankName} </span>}
            {last4 && <span aria-label={text.accountNumberLabel(last4)}>{text.accountNumber(last4)}</span>}
          </p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {a.isPrimary && <span className={`${badge} bg-muted text-primary`}>{text.primary}</span>}
            <span
              className={`${badge} ${a.isActive ? 'bg-success-soft text-success' : 'bg-muted text-muted-foreground'}`}
            >
              {a.isActive ? text.active : text.inactive}
            </span>
            {a.needsAttention && (
              <span className={`${badge} bg-destructive-soft text-destructive`} aria-describedby={hintId}>
                <AlertTriangle className="size-3" aria-hidden /> {text.needsAttention}
              </span>
            )}
          </div>
        </div>
        {a.isActive && <UnlinkBankDialog account={a} onUnlinked={onUnlinked} />}
      </div>
      {a.needsAttention && (
        <p id={hintId} className="text-xs text-destructive">
          {text.needsAttentionHint}
        </p>
      )}
    </li>
  );
}

/**
 * GET /api/bank-accounts: name, masked number, Primary, Active/Inactive, needs attention; Unlink.
 * `onUnlinked` runs once an account is unlinked, for the screen to refresh what other features show.
 */
export function BankAccountsList({ onUnlinked }: { onUnlinked?: () => void }) {
  const query = useBankAccounts();
  if (query.isPending)
    return (
      <div className="grid gap-3" role="status" aria-label={dashboard.loading}>
        <span className="h-5 w-4/5 animate-pulse rounded bg-muted" />
        <span className="h-5 w-3/5 animate-pulse rounded bg-muted" />
      </div>
    );
  // A failed refresh (offline) keeps the accounts already shown; only no accounts at all is an error.
  if (!query.data) return <ErrorAlert>{text.loadFailed}</ErrorAlert>;
  const accounts = query.data.bankAccounts;
  if (accounts.length === 0) return <p className="text-sm text-muted-foreground">{text.empty}</p>;
  return (
    <ul className="-my-3 divide-y divide-border">
      {accounts.map((a) => (
        <BankAccountRow key={a.id} account={a} onUnlinked={onUnlinked} />
      ))}
    </ul>
  );
}
