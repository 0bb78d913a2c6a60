// What sign-up answers, for any email: the link in the mail signs this browser in; Resend sends it again. The way
// to sign in instead carries the email to the sign-in form.
import { useState } from 'react';
import { accountEmail } from '#shared/messages/account-email.ts';
import { routes } from '#shared/routes.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { resendSignup } from '#pwa/lib/account-email.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { AppLink } from '#pwa/lib/app-shell.tsx';
import { AuthCard } from './auth-card.tsx';
import { rememberSignInEmail } from './sign-in-email.ts';

type Resent = 'idle' | 'sending' | 'sent' | { failed: string };

/** Resend, and what it did, said in the card (a toast would be gone before a thumb is back from the mail app). */
function ResendLink({ email }: { email: string }) {
  const [state, setState] = useState<Resent>('idle');
  const resend = async () => {
    setState('sending');
    try {
      await resendSignup();
      setState('sent');
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.serverMessage : undefined;
      setState({ failed: message ?? accountEmail.resendFailed });
    }
  };
  return (
    <div className="grid gap-2">
      <Button variant="outline" onClick={resend} disabled={state === 'sending'}>
        {state === 'sending' ? accountEmail.resending : accountEmail.resend}
      </Button>
      <p role="status" className="min-h-5 text-center text-sm text-muted-foreground [overflow-wrap:anywhere]">
        {state === 'sent' ? accountEmail.resentBody(email) : typeof state === 'object' ? state.failed : ''}
      </p>
    </div>
  );
}

/**
 * Shown in place of the form, from the top with its heading focused (at 360 px the form's end was where the page
 * stayed); `onStartAgain` goes back to the form as it was filled, to correct a mistyped address.
 */
export function CheckEmail({ email, onStartAgain }: { email: string; onStartAgain: () => void }) {
  return (
    <AuthCard
      announce
      title={accountEmail.checkEmailTitle}
      subtitle={accountEmail.checkEmailBody(email)}
      children={<ResendLink email={email} />}
      footer={
        <>
          <AppLink
            to={routes.login}
            onClick={() => rememberSignInEmail(email)}
            className="font-semibold text-primary underline"
          >
            {accountEmail.checkEmailSignIn}
          </AppLink>
          <button type="button" onClick={onStartAgain} className="underline hover:text-foreground">
            {accountEmail.checkEmailWrong}
          </button>
        </>
      }
    />
  );
}
