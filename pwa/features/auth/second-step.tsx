// The sign-in's second step with two-factor on: a code from the authenticator app, or a recovery code.
import { type FormEvent, useState } from 'react';
import { securityText as text } from '#shared/messages/security.ts';
import { securityApiPaths } from '#shared/routes-security.ts';
import type { User } from '#shared/schemas/user.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { TextField } from '#pwa/components/ui/field.tsx';
import { apiRequest, ApiRequestError } from '#pwa/lib/api-client.ts';
import { setSessionHint } from '#pwa/lib/session-hint.ts';
import { AuthCard } from './auth-card.tsx';

export function SecondStep({ onDone, onExpired }: { onDone: (user: User) => void; onExpired: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [expired, setExpired] = useState(false);
  const [sending, setSending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setError(undefined);
    try {
      const body = recovery ? { recoveryCode: value } : { code: value.trim() };
      const user = await apiRequest<User>('POST', securityApiPaths.signInTwoFactor, body);
      setSessionHint(user.id);
      onDone(user);
    } catch (err) {
      const e2 = err instanceof ApiRequestError ? err : undefined;
      if (e2?.status === 401) setExpired(true);
      setError(e2?.fieldErrors.code ?? e2?.serverMessage ?? String(err));
    } finally {
      setSending(false);
    }
  };
  return (
    <AuthCard
      title={text.secondStepTitle}
      subtitle={recovery ? text.recoveryCodeLabel : text.secondStepIntro}
      footer={
        <button
          type="button"
          className="font-semibold text-primary underline"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setError(undefined);
          }}
        >
          {recovery ? text.useAppCode : text.useRecoveryCode}
        </button>
      }
    >
      {expired ? (
        <div className="grid gap-4">
          <ErrorAlert>{error}</ErrorAlert>
          <Button size="lg" onClick={onExpired}>
            {text.backToPassword}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <TextField
            label={recovery ? text.recoveryCodeLabel : text.codeLabel}
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={error}
          />
          <Button type="submit" size="lg" disabled={sending || !value}>
            {sending ? text.verifying : text.verify}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
