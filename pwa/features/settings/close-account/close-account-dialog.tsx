// Closing the account. What happens to money first; then, only when nothing is on its way, the member
// ticks that they give up what is listed (when something is), types CLOSE and gives their password.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { closingText as text } from '#shared/messages/closing.ts';
import { CLOSED_LANDING } from '#shared/routes-closing.ts';
import type { ClosingPreview } from '#shared/schemas/closing.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { Dialog, DialogContent } from '#pwa/components/ui/dialog.tsx';
import { PasswordField, TextField } from '#pwa/components/ui/field.tsx';
import { NoticeAlert } from '#pwa/components/ui/notice-alert.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { closeAccount, closingKeys, forgetThisBrowser, useClosingPreview } from './closing-api.ts';
import { ClosingCashOut } from './closing-cash-out.tsx';
import { ForfeitSummary } from './forfeit-summary.tsx';

// Only points can be given up: investments are cashed out first (closing-cash-out.tsx).
const forfeits = (p: ClosingPreview) => p.forfeit.points > 0;

function CloseForm({ preview, onBusy }: { preview: ClosingPreview; onBusy: (busy: boolean) => void }) {
  const queryClient = useQueryClient();
  const [accepted, setAccepted] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const mustAccept = forfeits(preview);
  const ready = (!mustAccept || accepted) && confirm.trim().toUpperCase() === text.confirmWord && password !== '';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (mustAccept && !accepted) return setErrors({ _: text.forfeitNotAccepted });
    setSending(true);
    onBusy(true);
    setErrors({});
    try {
      await closeAccount({ password, confirm, forfeit: preview.forfeit });
      await forgetThisBrowser();
      // A full navigation, as logout: the app starts again signed out, on the home page and its message.
      window.location.assign(CLOSED_LANDING);
      return;
    } catch (err) {
      const failed = err instanceof ApiRequestError ? err : undefined;
      const changed = (failed?.body as { closing?: ClosingPreview } | null)?.closing;
      if (changed) {
        setAccepted(false);
        queryClient.setQueryData(closingKeys.preview, changed);
      }
      const fields = failed?.fieldErrors ?? {};
      setErrors(Object.keys(fields).length ? fields : { _: failed?.serverMessage ?? String(err) });
    }
    setSending(false);
    onBusy(false);
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      {mustAccept && (
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
          />
          <span>{text.acceptForfeit}</span>
        </label>
      )}
      <TextField
        label={text.confirmLabel}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <PasswordField
        label={text.passwordLabel}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      {errors._ && <ErrorAlert>{errors._}</ErrorAlert>}
      <OnlineButton type="submit" variant="destructive" disabled={sending || !ready}>
        {sending ? text.submitting : text.submit}
      </OnlineButton>
    </form>
  );
}

export function CloseAccountDialog() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const preview = useClosingPreview(open);
  return (
    <>
      <Button variant="outline" size="sm" className="text-destructive" onClick={() => setOpen(true)}>
        {text.openDialog}
      </Button>
      <Dialog open={open} onOpenChange={(o) => !busy && setOpen(o)}>
        <DialogContent title={text.dialogTitle}>
          {preview.isPending ? (
            <p role="status" className="py-4 text-center text-sm text-muted-foreground">
              {text.loading}
            </p>
          ) : !preview.data ? (
            <ErrorAlert>{text.loadFailed}</ErrorAlert>
          ) : (
            <div className="grid gap-4">
              <ForfeitSummary preview={preview.data} />
              {preview.data.blockers.some((b) => b.code === 'invested') && <ClosingCashOut preview={preview.data} />}
              {preview.data.blockers.length > 0 ? (
                <NoticeAlert>
                  <p className="font-semibold">{text.blockedTitle}</p>
                  {preview.data.blockers.map((b) => (
                    <p key={b.code}>{b.message}</p>
                  ))}
                </NoticeAlert>
              ) : (
                <CloseForm preview={preview.data} onBusy={setBusy} />
              )}
              <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
                {text.cancel}
              </Button>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
