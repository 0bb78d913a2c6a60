import { FlaskConical, Lock } from 'lucide-react';
import { type FormEvent, useEffect } from 'react';
import { type Country } from '#shared/constants.ts';
import { COUNTRY_CODES } from '#shared/country-codes.ts';
import { bankDialog as text } from '#shared/messages/banking.ts';
import type { InstitutionsResponse } from '#shared/schemas/banks.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { PasswordField, SelectField, TextField } from '#pwa/components/ui/field.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { useInstitutions } from '#pwa/features/banking/api/institutions.ts';
import type { CredentialFields, DialogProblem } from '#pwa/features/banking/use-bank-connection.ts';
import { DialogProblemNote } from './dialog-problem.tsx';

type Institution = InstitutionsResponse['institutions'][number];

/** The member's country's banks first, the rest under 'Other countries'. */
function banksByCountry(all: Institution[], country: Country) {
  const code = COUNTRY_CODES[country];
  return { home: all.filter((i) => i.country === code), other: all.filter((i) => i.country !== code) };
}

const option = (i: Institution) => (
  <option key={i.name} value={i.name}>
    {i.display_name || i.name}
  </option>
);

type Props = {
  country: Country;
  fields: CredentialFields;
  problem: DialogProblem | null;
  onChange: (fields: CredentialFields) => void;
  busy: boolean;
  onBack: () => void;
  onSubmit: () => void;
};

/** Step 2, first aggregator only: the bank, the online banking username and password; why a try failed. */
export function CredentialsForm({ country, fields, problem, onChange, busy, onBack, onSubmit }: Props) {
  const institutions = useInstitutions(true);
  const banks = banksByCountry(institutions.data?.institutions ?? [], country);
  useEffect(() => {
    if (institutions.isError)
      toast({ title: text.institutionsErrorTitle, description: text.institutionsErrorBody, variant: 'destructive' });
  }, [institutions.isError]);
  const hint = institutions.data?.sandboxHint;
  const complete = Boolean(fields.institution && fields.username && fields.password);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      {hint && (
        <div className="flex items-start gap-2 rounded-lg border border-border bg-warning-soft p-3 text-sm">
          <FlaskConical className="mt-0.5 size-4 shrink-0 text-points" aria-hidden />
          <p>
            <span className="font-semibold">{text.sandboxTitle}: </span>
            {text.sandboxBody(hint.username, hint.password)}
          </p>
        </div>
      )}
      <SelectField
        label={text.bankLabel}
        value={fields.institution}
        onChange={(e) => onChange({ ...fields, institution: e.target.value })}
        disabled={busy || institutions.isPending}
        required
      >
        <option value="">{institutions.isPending ? text.loadingBanks : text.chooseBank}</option>
        {banks.home.map(option)}
        {banks.other.length > 0 && <optgroup label={text.otherCountries}>{banks.other.map(option)}</optgroup>}
      </SelectField>
      <TextField
        label={text.username}
        value={fields.username}
        onChange={(e) => onChange({ ...fields, username: e.target.value })}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        disabled={busy}
        required
      />
      <PasswordField
        label={text.password}
        value={fields.password}
        onChange={(e) => onChange({ ...fields, password: e.target.value })}
        autoComplete="off"
        disabled={busy}
        required
      />
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden /> {text.credentialsNote}
      </p>
      <DialogProblemNote problem={problem} />
      <div className="grid gap-2 sm:flex sm:flex-row-reverse">
        <Button type="submit" disabled={busy || !complete} className="sm:flex-1">
          {busy ? text.connecting : text.connectBank}
        </Button>
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {text.back}
        </Button>
      </div>
    </form>
  );
}
