// What sign-up answers, for any email: the link in the mail signs this browser in. The way to sign in
// instead carries the email to the sign-in form.
import { accountEmail } from '#shared/messages/account-email.ts';
import { routes } from '#shared/routes.ts';
import { AppLink } from '#pwa/lib/app-shell.tsx';
import { AuthCard } from './auth-card.tsx';
import { rememberSignInEmail } from './sign-in-email.ts';

export function CheckEmail({ email }: { email: string }) {
  return (
    <AuthCard
      title={accountEmail.checkEmailTitle}
      subtitle={accountEmail.checkEmailBody(email)}
      footer={
        <AppLink
          to={routes.login}
          onClick={() => rememberSignInEmail(email)}
          className="font-semibold text-primary underline"
        >
          {accountEmail.checkEmailSignIn}
        </AppLink>
      }
    />
  );
}
