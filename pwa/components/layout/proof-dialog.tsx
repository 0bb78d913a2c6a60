// 'Confirm it is you', asked when money comes more than 15 minutes after signing in (pwa/lib/proof.ts).
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { securityText as text } from '#shared/messages/security.ts';
import { Dialog, DialogContent } from '#pwa/components/ui/dialog.tsx';
import { PasswordField, TextField } from '#pwa/components/ui/field.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { proofStore } from '#pwa/lib/proof.ts';

export function ProofDialog() {
  const asking = useSyncExternalStore(proofStore.subscribe, proofStore.current, () => null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const twoFactor = asking?.twoFactor ?? false;
  const prove = async (answer: Parameters<typeof proofStore.prove>[0]) => {
    setSending(true);
    setError(undefined);
    try {
      await proofStore.prove(answer);
      setValue('');
    } catch (err) {
      const e2 = err instanceof ApiRequestError ? err : undefined;
      setError(e2?.fieldErrors.password ?? e2?.fieldErrors.code ?? e2?.serverMessage ?? String(err));
    } finally {
      setSending(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void prove(twoFactor ? { code: value.trim() } : { password: value });
  };
  return (
    <Dialog
      open={asking !== null}
      onOpenChange={(open) => {
        if (open || sending) return;
        setValue('');
        setError(undefined);
        proofStore.cancel(new Error(text.proofNeeded));
      }}
    >
      <DialogContent title={text.proofTitle} description={twoFactor ? text.proofIntroTwoFactor : text.proofIntro}>
        <form noValidate onSubmit={submit} className="grid gap-4">
          {twoFactor ? (
            <TextField
              label={text.codeLabel}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              error={error}
            />
          ) : (
            <PasswordField
              label={text.password}
              autoComplete="current-password"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              error={error}
            />
          )}
          <OnlineButton type="submit" disabled={sending || !value}>
            {sending ? text.verifying : text.confirm}
          </OnlineButton>
          {asking?.passkey && (
            <OnlineButton variant="outline" disabled={sending} onClick={() => void prove('passkey')}>
              {text.usePasskey}
            </OnlineButton>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
