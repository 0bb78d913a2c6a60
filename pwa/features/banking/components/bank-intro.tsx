import { BadgeCheck, Eye, type LucideIcon, ShieldCheck } from 'lucide-react';
import { bankDialog as text } from '#shared/messages/banking.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import type { DialogProblem } from '#pwa/features/banking/use-bank-connection.ts';
import { DialogProblemNote } from './dialog-problem.tsx';

function Point({ icon: Icon, title, body }: { icon: LucideIcon; title: string; body: string }) {
  return (
    <li className="flex items-start gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold">{title}</span>
        <span className="block text-sm text-muted-foreground">{body}</span>
      </span>
    </li>
  );
}

/** Step 1: why it is safe, and the aggregator that does it for the user's country. */
export function BankIntro({
  usesCredentials,
  busy,
  problem,
  onConnect,
  onCancel,
}: {
  usesCredentials: boolean;
  busy: boolean;
  problem: DialogProblem | null;
  onConnect: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="grid gap-5">
      <ul className="grid gap-4">
        <Point icon={ShieldCheck} title={text.securityTitle} body={text.securityBody} />
        <Point icon={Eye} title={text.readOnlyTitle} body={text.readOnlyBody} />
        <Point
          icon={BadgeCheck}
          title={text.connectorTitle}
          body={usesCredentials ? text.trustedBelvo : text.trustedFinicity}
        />
      </ul>
      <DialogProblemNote problem={problem} />
      <div className="grid gap-2 sm:flex sm:flex-row-reverse">
        <Button onClick={onConnect} disabled={busy} className="sm:flex-1">
          {busy ? text.settingUp : usesCredentials ? text.connectBank : text.connectAccount}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {text.cancel}
        </Button>
      </div>
    </div>
  );
}
