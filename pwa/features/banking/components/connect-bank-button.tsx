import { Landmark } from 'lucide-react';
import { Link } from 'react-router-dom';
import { banking, bankCode, bankDialog as text } from '#shared/messages/banking.ts';
import { routes } from '#shared/routes.ts';
import type { ButtonProps } from '#pwa/components/ui/button.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { Dialog, DialogContent } from '#pwa/components/ui/dialog.tsx';
import { type ConnectionCallbacks, useBankConnection } from '#pwa/features/banking/use-bank-connection.ts';
import { BankIntro } from './bank-intro.tsx';
import { CodeStep } from './code-step.tsx';
import { ConnectingStep } from './connection-progress.tsx';
import { ImportSummary } from './import-summary.tsx';
import { CredentialsForm } from './credentials-form.tsx';

type TriggerProps = Pick<ButtonProps, 'size' | 'variant' | 'className'>;
type Flow = ReturnType<typeof useBankConnection>;

/** 'Connect Bank': opens the dialog of `flow`, wherever that dialog is kept. */
export function ConnectBankTrigger({ flow, size, variant, className }: TriggerProps & { flow: Flow }) {
  return (
    <OnlineButton
      size={size}
      variant={variant}
      className={className}
      aria-haspopup="dialog"
      aria-expanded={flow.open}
      onClick={() => flow.onOpenChange(true)}
    >
      <Landmark className="size-4" aria-hidden /> {text.connectBank}
    </OnlineButton>
  );
}

/**
 * 'Connect Bank' and its dialog together, for a screen where the button stays once a bank is linked (Settings >
 * Bank Account, the dashboard's accounts card).
 */
export function ConnectBankButton({ onSuccess, onLinked, ...trigger }: TriggerProps & ConnectionCallbacks) {
  const flow = useBankConnection({ onSuccess, onLinked });
  return (
    <>
      <ConnectBankTrigger flow={flow} {...trigger} />
      <ConnectBankDialog flow={flow} />
    </>
  );
}

/**
 * The bank connection dialog of `flow`. A screen whose button goes away once a bank is linked (the 'No Bank Account
 * Connected' banner, the set-up step) keeps this dialog itself, beside the button: the sheet then stays while the
 * screen refreshes under it, to say what the first import found. The flow's state lives in `flow`, outside the
 * dialog's content, so a call under way still finishes if the content re-renders.
 */
export function ConnectBankDialog({ flow }: { flow: Flow }) {
  const title =
    flow.step === 'success'
      ? text.successTitle
      : flow.step === 'code'
        ? bankCode.title
        : flow.step === 'credentials' && flow.user
          ? text.credentialsTitle(flow.user.country)
          : text.introTitle;
  return (
    <Dialog open={flow.open} onOpenChange={flow.onOpenChange}>
      <DialogContent title={title}>
        {flow.step === 'intro' && flow.heldElsewhere && (
          <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
            {banking.linkedElsewhere}{' '}
            <Link to={routes.help} onClick={() => flow.onOpenChange(false)} className="font-semibold underline">
              {banking.contactSupport}
            </Link>
          </p>
        )}
        {flow.step === 'intro' && (
          <BankIntro
            usesCredentials={flow.usesCredentials}
            busy={flow.busy}
            problem={flow.problem}
            onConnect={flow.connect}
            onCancel={() => flow.onOpenChange(false)}
          />
        )}
        {flow.step === 'credentials' && flow.user && (
          <CredentialsForm
            country={flow.user.country}
            fields={flow.fields}
            problem={flow.problem}
            onChange={flow.setFields}
            busy={flow.busy}
            onBack={flow.back}
            onSubmit={flow.submitCredentials}
          />
        )}
        {flow.step === 'code' && flow.codeAsk && (
          <CodeStep
            ask={flow.codeAsk}
            institution={flow.fields.institution}
            busy={flow.busy}
            problem={flow.problem}
            onBack={flow.back}
            onSubmit={flow.submitCode}
          />
        )}
        {flow.step === 'connecting' && <ConnectingStep onShowPopup={flow.showPopupAgain} />}
        {flow.step === 'success' && (
          <ImportSummary noticesBefore={flow.noticesBefore} onClose={() => flow.onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
