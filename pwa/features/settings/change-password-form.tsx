import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { settingsPage as page } from '#shared/messages/settings-page.ts';
import { type ChangePasswordInput, changePasswordSchema } from '#shared/schemas/auth.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { PasswordField } from '#pwa/components/ui/field.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { useChangePassword } from './api/settings.ts';

export function ChangePasswordForm() {
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (data) => {
    setFailure(null);
    try {
      await change.mutateAsync(data);
      toast({ title: page.passwordChangedTitle, description: page.passwordChangedBody });
      reset({ currentPassword: '', newPassword: '', confirmPassword: '' });
    } catch (error) {
      const e = error instanceof ApiRequestError ? error : undefined;
      for (const [field, message] of Object.entries(e?.fieldErrors ?? {}))
        setError(field as keyof ChangePasswordInput, { message });
      const message = e?.serverMessage ?? page.changePasswordFailed;
      setFailure(message);
      toast({ title: page.changePasswordErrorTitle, description: message, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <PasswordField
        label={page.currentPassword}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label={page.newPassword}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label={page.confirmNewPassword}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <OnlineButton type="submit" disabled={change.isPending} className="justify-self-start">
        {change.isPending ? page.changingPassword : page.changePassword}
      </OnlineButton>
    </form>
  );
}
