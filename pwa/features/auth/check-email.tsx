// What sign-up answers, for any email: the link in the mail signs this browser in. The way to sign in
// instead carries the email to the sign-in form.
import { accountEmail } from '#shared/messages/account-email.ts';
import { routes } from '#shared/routes.ts';
import { AppLink } from '#pwa/lib/app-shell.tsx';
import { AuthCard } from './auth-card.tsx';
import { rememberSignInEmail } from './sign-in-email.ts';

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
