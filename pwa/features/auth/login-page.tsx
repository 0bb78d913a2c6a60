import { Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { auth } from '#shared/messages/auth.ts';
import { authForms } from '#shared/messages/auth-forms.ts';
import { loginFailedJustJoined } from '#shared/messages/sign-in.ts';
import { FORGOT_PASSWORD, RETURN_PARAM, routes } from '#shared/routes.ts';
import type { signinSchema } from '#shared/schemas/auth.ts';
import type { User } from '#shared/schemas/user.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { PasswordField, TextField } from '#pwa/components/ui/field.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { AppLink, useAppShell } from '#pwa/lib/app-shell.tsx';
import { lazyComponent } from '#pwa/lib/lazy-component.tsx';
import { lazyZodResolver } from '#pwa/lib/lazy-zod-resolver.ts';
import { signIn } from './api/auth.ts';
import { AuthCard } from './auth-card.tsx';
import { safeReturnPath } from '#pwa/lib/return-path.ts';
import { carriedSignInEmail, forgetSignInEmail } from './sign-in-email.ts';

type FormIn = z.input<typeof signinSchema>;
type FormOut = z.output<typeof signinSchema>;

// The code after the password, with two-factor on; in its own chunk, loaded only then.
const SecondStep = lazyComponent(() => import('./second-step.tsx'), 'SecondStep');

const resolver = lazyZodResolver(() => import('#shared/schemas/auth.ts').then((m) => m.signinSchema));

export function LoginPage() {
  const { enterAsMember } = useAppShell();
  const [alert, setAlert] = useState<string | null>(null);
  // The email typed at sign-up, when it led here by 'Sign in instead'; where to go once signed in, if a page sent
  // the visitor here to come back (a creator they wanted to support).
  const [carried] = useState(carriedSignInEmail);
  const [next] = useState(() => safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM)));
  useEffect(forgetSignInEmail, []);
  const { register, handleSubmit, watch, formState } = useForm<FormIn, unknown, FormOut>({
    resolver,
    defaultValues: carried ? { email: carried } : undefined,
  });
  const [email, password] = watch(['email', 'password']);

  // The inline alert clears as soon as either field is edited.
  useEffect(() => setAlert(null), [email, password]);

  const [secondStep, setSecondStep] = useState(false);
  const enter = async (user: User) => {
    toast({ title: auth.loginSuccessTitle });
    await enterAsMember(user, next ?? undefined);
  };
  const onSubmit = handleSubmit(async (data) => {
    try {
      const answer = await signIn(data);
      if ('twoFactorRequired' in answer) setSecondStep(true);
      else await enter(answer);
    } catch (error) {
      setAlert((error instanceof ApiRequestError && error.serverMessage) || auth.loginFailed);
    }
  });
  // A passkey, from the button or from the email field's autofill (offered once the field is focused).
  const passkey = async (autofill: boolean) => {
    try {
      const user = await (await import('./passkey-sign-in.ts')).signInWithPasskey(autofill);
      if (user) await enter(user);
    } catch (error) {
      if (!autofill) setAlert((error instanceof ApiRequestError && error.serverMessage) || auth.passkeyFailed);
    }
  };
  const [offered, setOffered] = useState(false);
  const offerPasskeys = () => {
    if (offered) return;
    setOffered(true);
    void passkey(true);
  };

  if (secondStep)
    return (
      <Suspense fallback={<Spinner />}>
        <SecondStep onDone={(user) => void enter(user)} onExpired={() => setSecondStep(false)} />
      </Suspense>
    );

  return (
    <AuthCard
      title={authForms.loginTitle}
      subtitle={authForms.loginSubtitle}
      footer={
        <p>
          {authForms.newHere}{' '}
          <AppLink to={routes.signup} className="font-semibold text-primary underline">
            {authForms.createAccountLink}
          </AppLink>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {alert && <ErrorAlert>{alert}</ErrorAlert>}
        {alert === auth.loginFailed && <p className="text-sm text-muted-foreground">{loginFailedJustJoined}</p>}
        <TextField
          label={authForms.email}
          type="email"
          autoComplete="username webauthn"
          onFocus={offerPasskeys}
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={authForms.password}
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <AppLink to={FORGOT_PASSWORD} className="-mt-2 justify-self-end text-sm font-semibold text-primary underline">
          {auth.forgotPassword}
        </AppLink>
        <Button type="submit" size="lg" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? auth.signingIn : auth.signIn}
        </Button>
        <Button variant="outline" size="lg" onClick={() => void passkey(false)}>
          {auth.signInWithPasskey}
        </Button>
      </form>
    </AuthCard>
  );
}
