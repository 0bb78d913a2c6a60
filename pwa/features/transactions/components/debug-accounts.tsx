import { AlertCircle } from 'lucide-react';
import { debugScreen as text } from '#shared/messages/banking.ts';
import type { DebugInfo } from '#shared/schemas/banks.ts';
import { formatShortDateTime, formatUsd } from '#pwa/lib/format.ts';

type DebugAccount = DebugInfo['accounts'][number];

/** A date as the spec shows dates, or the text as the server sent it when it is not one. */
const when = (value: string | null, now: Date) => {
  if (!value) return text.unknown;
  return Number.isNaN(Date.parse(value)) ? value : formatShortDateTime(value, now);
};

function DebugAccountItem({ account: a, now }: { account: DebugAccount; now: Date }) {
  const rows: [string, string][] = [
    [text.type, a.type ?? text.unknown],
    [text.status, a.status ?? text.unknown],
    [text.balance, a.balance === null ? text.unknown : formatUsd(a.balance)],
    [text.lastUpdated, when(a.lastUpdated, now)],
    [text.linkedDate, when(a.linkedDate, now)],
  ];
  return (
    <li className="grid gap-2 rounded-xl border border-border p-3">
      <p className="font-medium [overflow-wrap:anywhere]">{a.name}</p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {a.error && (
        <p className="flex items-start gap-1.5 text-sm text-destructive">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden /> {text.error(a.error)}
        </p>
      )}
    </li>
  );
}

/** Whether there is a link at the second aggregator, its customer id, and the accounts it reports. */
export function DebugAccounts({ info }: { info: DebugInfo }) {
  const now = new Date();
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs text-muted-foreground">{text.linkedAccount}</dt>
          <dd className={`font-semibold ${info.hasFinicityAccount ? 'text-success' : ''}`}>
            {info.hasFinicityAccount ? text.yes : text.no}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{text.customerId}</dt>
          <dd className="font-mono text-sm [overflow-wrap:anywhere]">{info.finicityCustomerId ?? text.none}</dd>
        </div>
      </dl>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{text.accountsTitle(info.accountCount)}</h3>
        {info.accounts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text.noAccounts}</p>
        ) : (
          <ul className="grid gap-2">
            {info.accounts.map((a, i) => (
              <DebugAccountItem key={`${a.name}-${i}`} account={a} now={now} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
