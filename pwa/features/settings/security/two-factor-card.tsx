// Two-factor with an authenticator app: on with a QR code (or the key typed) and a first code, then the
// recovery codes once; off, or new codes, with the password and a code.
import { type FormEvent, useEffect, useState } from 'react';
import { securityText as text } from '#shared/messages/security.ts';
import type { SecurityOverview, TwoFactorSetup } from '#shared/schemas/security.ts';
import { Button, buttonClass } from '#pwa/components/ui/button.tsx';
import { Dialog, DialogContent } from '#pwa/components/ui/dialog.tsx';
import { PasswordField, TextField } from '#pwa/components/ui/field.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { RecoveryCodesList } from './recovery-codes.tsx';
import {
  asFactor,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRenewRecoveryCodes,
  useStartTwoFactor,
} from './security-api.ts';

const messageOf = (error: unknown, field: string) =>
  error instanceof ApiRequestError ? (error.fieldErrors[field] ?? error.serverMessage) : String(error);

function TurnOn({ onClose }: { onClose: () => void }) {
  const start = useStartTwoFactor();
  const enable = useEnableTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const { mutate } = start;
  // A phone (a coarse pointer): the key goes to the authenticator on it, since it cannot scan its own screen.
  const [touch] = useState(() => window.matchMedia?.('(pointer: coarse)').matches ?? false);
  // A new key each time the dialog opens (the server keeps it pending until its first code).
  useEffect(() => mutate(undefined, { onSuccess: setSetup }), [mutate]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    enable.mutate(code.trim(), { onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes) });
  };
  if (codes)
    return (
      <RecoveryCodesList
        codes={codes}
        onDone={() => {
          toast({ title: text.twoFactorOnToast });
          onClose();
        }}
      />
    );
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {setup && touch ? (
        <KeyOnThisPhone setup={setup} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{text.setupScan}</p>
          {setup && (
            <>
              <QrCode setup={setup} />
              <p className="text-sm">
                {text.setupKey}: <code className="font-mono break-all select-all">{setup.secret}</code>
              </p>
            </>
          )}
        </>
      )}
      <TextField
        label={text.codeLabel}
        inputMode="numeric"
        autoComplete="one-time-code"
        hint={text.setupConfirm}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={enable.error ? messageOf(enable.error, 'code') : undefined}
      />
      <Button type="submit" disabled={!setup || !code || enable.isPending}>
        {enable.isPending ? text.turningOn : text.turnOn}
      </Button>
    </form>
  );
}

const QrCode = ({ setup }: { setup: TwoFactorSetup }) => (
  <img src={setup.qr} alt={text.setupScan} width={200} height={200} className="mx-auto rounded bg-white p-2" />
);

/** On a phone: 'Add to authenticator' (the otpauth:// link the apps open), the key to copy, the code below. */
function KeyOnThisPhone({ setup }: { setup: TwoFactorSetup }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{text.setupTouch}</p>
      <a href={setup.uri} className={buttonClass('primary', 'md')}>
        {text.addToAuthenticator}
      </a>
      <p className="text-sm">
        {text.setupKey}: <code className="font-mono break-all select-all">{setup.secret}</code>
      </p>
      <Button
        type="button"
        variant="outline"
        onClick={() => void navigator.clipboard?.writeText(setup.secret).then(() => setCopied(true))}
      >
        {copied ? text.copied : text.copyKey}
      </Button>
      <p className="text-sm text-muted-foreground">{text.setupScanOther}</p>
      <QrCode setup={setup} />
    </div>
  );
}

/** Turning off, or new codes: the password and a code. */
function WithProof({ renew, onClose }: { renew: boolean; onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const newCodes = useRenewRecoveryCodes();
  const change = renew ? newCodes : disable;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = { password, ...asFactor(code) };
    if (renew) newCodes.mutate(input, { onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes) });
    else
      disable.mutate(input, {
        onSuccess: () => {
          toast({ title: text.twoFactorOffToast });
          onClose();
        },
      });
  };
  if (codes) return <RecoveryCodesList codes={codes} onDone={onClose} />;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <PasswordField
        label={text.password}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={change.error instanceof ApiRequestError ? change.error.fieldErrors.password : undefined}
      />
      <TextField
        label={text.codeLabel}
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={
          change.error && !(change.error instanceof ApiRequestError && change.error.fieldErrors.password)
            ? messageOf(change.error, 'code')
            : undefined
        }
      />
      <Button
        type="submit"
        variant={renew ? 'primary' : 'destructive'}
        disabled={!password || !code || change.isPending}
      >
        {renew ? text.newRecoveryCodes : text.turnOff}
      </Button>
    </form>
  );
}

export function TwoFactorCard({ twoFactor }: { twoFactor: SecurityOverview['twoFactor'] }) {
  const [open, setOpen] = useState<'on' | 'off' | 'renew' | null>(null);
  const close = () => setOpen(null);
  const title = open === 'on' ? text.setupTitle : open === 'off' ? text.disableTitle : text.renewTitle;
  const description = open === 'off' ? text.disableIntro : open === 'renew' ? text.renewIntro : undefined;
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">{text.twoFactorTitle}</h3>
      <p className="text-sm text-muted-foreground">
        {twoFactor.enabled ? text.twoFactorOnBody(twoFactor.recoveryCodesLeft) : text.twoFactorOffBody}
      </p>
      <div className="flex flex-wrap gap-2">
        {twoFactor.enabled ? (
          <>
            <Button variant="outline" onClick={() => setOpen('renew')}>
              {text.newRecoveryCodes}
            </Button>
            <Button variant="outline" onClick={() => setOpen('off')}>
              {text.turnOff}
            </Button>
          </>
        ) : (
          <Button onClick={() => setOpen('on')}>{text.turnOn}</Button>
        )}
      </div>
      <Dialog open={open !== null} onOpenChange={(o) => !o && close()}>
        <DialogContent title={title} description={description}>
          {open === 'on' && <TurnOn onClose={close} />}
          {(open === 'off' || open === 'renew') && <WithProof renew={open === 'renew'} onClose={close} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}
