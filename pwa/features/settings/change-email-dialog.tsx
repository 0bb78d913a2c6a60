// Moving the account to another email: the password, then a link to the new address confirms it (the
// current email stays until then); the current address is told and can undo it for 7 days.
import { type FormEvent, useState } from 'react';
import { accountEmail as text } from '#shared/messages/account-email.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { Dialog, DialogContent } from '#pwa/components/ui/dialog.tsx';
import { PasswordField, TextField } from '#pwa/components/ui/field.tsx';
import { NoticeAlert } from '#pwa/components/ui/notice-alert.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { changeEmail } from '#pwa/lib/account-email.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';

export function ChangeEmailDialog() {
  const [open, setOpen] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const reset = () => {
    setNewEmail('');
    setPassword('');
    setErrors({});
    setSent(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setErrors({});
    try {
      setSent((await changeEmail({ newEmail, currentPassword })).message);
    } catch (err) {
      const e2 = err instanceof ApiRequestError ? err : undefined;
      setErrors(
        e2?.fieldErrors && Object.keys(e2.fieldErrors).length
          ? e2.fieldErrors
          : { _: e2?.serverMessage ?? String(err) },
      );
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {text.changeEmail}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          if (sending) return;
          if (!o) reset();
          setOpen(o);
        }}
      >
        <DialogContent title={text.changeEmail}>
          {sent ? (
            <NoticeAlert>{sent}</NoticeAlert>
          ) : (
            <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
              <TextField
                label={text.newEmail}
                type="email"
                autoComplete="email"
                value={newEmail}
                onChange={(e) => setNewEmail(e.target.value)}
                error={errors.newEmail ?? errors._}
              />
              <PasswordField
                label={text.currentPassword}
                autoComplete="current-password"
                value={currentPassword}
                onChange={(e) => setPassword(e.target.value)}
                error={errors.currentPassword}
              />
              <OnlineButton type="submit" disabled={sending || !newEmail || !currentPassword}>
                {sending ? text.sendingConfirmation : text.sendConfirmation}
              </OnlineButton>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
