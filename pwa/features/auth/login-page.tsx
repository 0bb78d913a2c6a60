import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { auth } from '#shared/messages/auth.ts';
import { FORGOT_PASSWORD, RETURN_PARAM, routes } from '#shared/routes.ts';
import type { signinSchema } from '#shared/schemas/auth.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { PasswordField, TextField } from '#pwa/components/ui/field.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { AppLink, useAppShell } from '#pwa/lib/app-shell.tsx';
import { lazyZodResolver } from '#pwa/lib/lazy-zod-resolver.ts';
import { signIn } from './api/auth.ts';
import { AuthCard } from './auth-card.tsx';
import { safeReturnPath } from '#pwa/lib/return-path.ts';
import { carriedSignInEmail, forgetSignInEmail } from './sign-in-email.ts';

type FormIn = z.input<typeof signinSchema>;
type FormOut = z.output<typeof signinSchema>;

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

  const onSubmit = handleSubmit(async (data) => {
    try {
      const user = await signIn(data);
      toast({ title: auth.loginSuccessTitle });
      await enterAsMember(user, next ?? undefined);
    } catch (error) {
      setAlert((error instanceof ApiRequestError && error.serverMessage) || auth.loginFailed);
    }
  });

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to see your round-ups and points."
      footer={
        <p>
          New to GiftOrbit?{' '}
          <AppLink to={routes.signup} className="font-semibold text-primary underline">
            Create an account
          </AppLink>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {alert && <ErrorAlert>{alert}</ErrorAlert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
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
      </form>
    </AuthCard>
  );
}
