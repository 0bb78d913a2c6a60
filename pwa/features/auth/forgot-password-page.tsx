// 'Forgot password?' from the sign-in page. The same answer whether or not the email has an account.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountEmail } from '#shared/messages/account-email.ts';
import { authForms } from '#shared/messages/auth-forms.ts';
import { routes } from '#shared/routes.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { TextField } from '#pwa/components/ui/field.tsx';
import { NoticeAlert } from '#pwa/components/ui/notice-alert.tsx';
import { forgotPassword } from '#pwa/lib/account-email.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { AppLink } from '#pwa/lib/app-shell.tsx';
import { lazyZodResolver } from '#pwa/lib/lazy-zod-resolver.ts';
import { AuthCard } from './auth-card.tsx';

const resolver = lazyZodResolver(() => import('#shared/schemas/account-email.ts').then((m) => m.forgotPasswordSchema));

export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({ resolver });
  const onSubmit = handleSubmit(async ({ email }) => {
    setAlert(null);
    try {
      setSent((await forgotPassword(email)).message);
    } catch (error) {
      setAlert((error instanceof ApiRequestError && error.serverMessage) || String(error));
    }
  });
  return (
    <AuthCard
      title={accountEmail.forgotTitle}
      subtitle={accountEmail.forgotIntro}
      footer={
        <AppLink to={routes.login} className="font-semibold text-primary underline">
          {accountEmail.backToSignIn}
        </AppLink>
      }
    >
      {sent ? (
        <NoticeAlert>{sent}</NoticeAlert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {alert && <ErrorAlert>{alert}</ErrorAlert>}
          <TextField
            label={authForms.email}
            type="email"
            autoComplete="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="lg" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? accountEmail.sendingResetLink : accountEmail.sendResetLink}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
