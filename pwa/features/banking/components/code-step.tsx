import { FlaskConical, KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { BANK_CODE_MAX_LENGTH } from '#shared/constants.ts';
import { bankCode as text, bankDialog } from '#shared/messages/banking.ts';
import type { CodeRequired } from '#shared/schemas/banks.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { TextField } from '#pwa/components/ui/field.tsx';
import { useInstitutions } from '#pwa/features/banking/api/institutions.ts';
import type { DialogProblem } from '#pwa/features/banking/use-bank-connection.ts';
import { DialogProblemNote } from './dialog-problem.tsx';

type Props = {
  ask: CodeRequired;
  /** The bank the member chose (its code name): named in the words. */
  institution: string;
  busy: boolean;
  problem: DialogProblem | null;
  onBack: () => void;
  onSubmit: (code: string) => void;
};

/** The bank sent a one-time code (Belvo's 428 token_required); entered here, in the same dialog. */
export function CodeStep({ ask, institution, busy, problem, onBack, onSubmit }: Props) {
  const [code, setCode] = useState('');
  const institutions = useInstitutions(true);
  const bank = institutions.data?.institutions.find((i) => i.name === institution);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy && code.trim()) onSubmit(code);
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <p className="flex items-start gap-2 text-sm">
        <KeyRound className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
        {text.body(bank?.display_name || institution)}
      </p>
      {ask.instructions && <p className="text-sm text-muted-foreground">{ask.instructions}</p>}
      {ask.sandboxToken && (
        <div className="flex items-start gap-2 rounded-lg border border-border bg-warning-soft p-3 text-sm">
          <FlaskConical className="mt-0.5 size-4 shrink-0 text-points" aria-hidden />
          <p>
            <span className="font-semibold">{bankDialog.sandboxTitle}: </span>
            {text.sandboxHint(ask.sandboxToken)}
          </p>
        </div>
      )}
      <TextField
        label={text.label}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={BANK_CODE_MAX_LENGTH}
        autoFocus
        disabled={busy}
        required
      />
      <DialogProblemNote problem={problem} />
      <div className="grid gap-2 sm:flex sm:flex-row-reverse">
        <Button type="submit" disabled={busy || !code.trim()} className="sm:flex-1">
          {busy ? text.verifying : text.submit}
        </Button>
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {bankDialog.back}
        </Button>
      </div>
    </form>
  );
}
