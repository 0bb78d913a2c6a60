import { Landmark } from 'lucide-react';
import { Link } from 'react-router-dom';
import { banking, bankCode, bankDialog as text } from '#shared/messages/banking.ts';
import { routes } from '#shared/routes.ts';
import type { ButtonProps } from '#pwa/components/ui/button.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#pwa/components/ui/dialog.tsx';
import { type ConnectionCallbacks, useBankConnection } from '#pwa/features/banking/use-bank-connection.ts';
import { BankIntro } from './bank-intro.tsx';
import { CodeStep } from './code-step.tsx';
import { ConnectingStep, SuccessStep } from './connection-progress.tsx';
import { CredentialsForm } from './credentials-form.tsx';

type Props = Pick<ButtonProps, 'size' | 'variant' | 'className'> & ConnectionCallbacks;

/**
 * 'Connect Bank' and the bank connection dialog it opens: used on the dashboard, the
 * transactions page and Settings > Bank Account. The flow's state lives here, outside the dialog's content,
 * so a call under way still finishes if the content re-renders.
 */
export function ConnectBankButton({ onSuccess, onLinked, size, variant, className }: Props) {
  const flow = useBankConnection({ onSuccess, onLinked });
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
      <DialogTrigger asChild>
        <OnlineButton size={size} variant={variant} className={className}>
          <Landmark className="size-4" aria-hidden /> {text.connectBank}
        </OnlineButton>
      </DialogTrigger>
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
        {flow.step === 'success' && <SuccessStep />}
      </DialogContent>
    </Dialog>
  );
}
