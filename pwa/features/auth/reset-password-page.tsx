// The reset mail's link. The new password follows the sign-up rules (the live checklist); once set, every
// session has ended, this one too, and the member signs in with it.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountEmail } from '#shared/messages/account-email.ts';
import { routes } from '#shared/routes.ts';
import { accountScreens } from '#shared/routes-account.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Button, buttonClass } from '#pwa/components/ui/button.tsx';
import { PasswordField } from '#pwa/components/ui/field.tsx';
import { NoticeAlert } from '#pwa/components/ui/notice-alert.tsx';
import { linkTokenHere, resetPassword } from '#pwa/lib/account-email.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { AppLink } from '#pwa/lib/app-shell.tsx';
import { lazyZodResolver } from '#pwa/lib/lazy-zod-resolver.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordChecklist } from '#pwa/components/ui/password-checklist.tsx';

const resolver = lazyZodResolver(() => import('#shared/schemas/account-email.ts').then((m) => m.newPasswordSchema));

export function ResetPasswordPage() {
  // Read once: the address bar loses the token at once, so it is not left in the history or a screenshot.
  const [token] = useState(() => {
    const found = linkTokenHere();
    if (found) window.history.replaceState(window.history.state, '', window.location.pathname);
    return found;
  });
  const [done, setDone] = useState<string | null>(null);
  const [alert, setAlert] = useState<{ message: string; expired: boolean } | null>(
    token ? null : { message: accountEmail.linkExpired, expired: true },
  );
  const { register, handleSubmit, watch, setError, formState } = useForm<{ password: string }>({
    resolver,
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    setAlert(null);
    try {
      setDone((await resetPassword(token, password)).message);
    } catch (error) {
      const e = error instanceof ApiRequestError ? error : undefined;
      if (e?.fieldErrors.password) return setError('password', { message: e.fieldErrors.password });
      setAlert({ message: e?.serverMessage ?? String(error), expired: e?.status === 400 });
    }
  });
  return (
    <AuthCard
      title={accountEmail.resetTitle}
      subtitle=""
      footer={
        <AppLink to={routes.login} className="font-semibold text-primary underline">
          {accountEmail.backToSignIn}
        </AppLink>
      }
    >
      {done ? (
        <div className="grid gap-4">
          <NoticeAlert>{done}</NoticeAlert>
          <AppLink to={routes.login} className={buttonClass('primary', 'lg', 'w-full')}>
            {accountEmail.signInToContinue}
          </AppLink>
        </div>
      ) : alert?.expired ? (
        <div className="grid gap-4">
          <ErrorAlert>{alert.message}</ErrorAlert>
          <p className="text-sm text-muted-foreground">{accountEmail.resetLinkExpiredHint}</p>
          <AppLink to={accountScreens.forgotPassword} className={buttonClass('primary', 'lg', 'w-full')}>
            {accountEmail.requestNewLink}
          </AppLink>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {alert && <ErrorAlert>{alert.message}</ErrorAlert>}
          <div className="grid gap-2">
            <PasswordField
              label={accountEmail.newPassword}
              autoComplete="new-password"
              error={formState.errors.password?.message}
              {...register('password')}
            />
            <PasswordChecklist password={watch('password') ?? ''} />
          </div>
          <Button type="submit" size="lg" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? accountEmail.settingPassword : accountEmail.setPassword}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
