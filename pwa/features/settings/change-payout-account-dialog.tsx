// Changing where money is paid, once an account was ready, needs the password: asked here, checked by the
// server (limited like a sign-in), then the provider's form opens for the new account.
import { type FormEvent, useState } from 'react';
import { payoutAccountText as text } from '#shared/messages/payout-accounts.ts';
import { Dialog, DialogContent } from '#pwa/components/ui/dialog.tsx';
import { PasswordField } from '#pwa/components/ui/field.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { useStartPayoutOnboarding } from '#pwa/lib/payout-account.ts';

export function ChangePayoutAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const start = useStartPayoutOnboarding();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!password) return setError(text.passwordNeeded);
    start.mutate(password, {
      onError: (err) =>
        setError(
          err instanceof ApiRequestError ? (err.fieldErrors.password ?? err.serverMessage) : text.onboardingFailed,
        ),
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (start.isPending) return;
        setPassword('');
        setError(undefined);
        onOpenChange(o);
      }}
    >
      <DialogContent title={text.changeTitle} description={text.changeDescription}>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <PasswordField
            label={text.passwordLabel}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
          />
          <OnlineButton type="submit" disabled={start.isPending}>
            {start.isPending ? text.opening : text.confirmChange}
          </OnlineButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
