import { zodResolver } from '@hookform/resolvers/zod';
import { Rocket } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ambassadorForm as text } from '#shared/messages/contact.ts';
import { ambassadors } from '#shared/messages/public-site.ts';
import { ambassadorSchema } from '#shared/schemas/contact.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { TextAreaField, TextField } from '#pwa/components/ui/field.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { type AmbassadorData, serverFieldErrors, useSubmitAmbassadorApplication } from './api/submit-forms.ts';

type AmbassadorValues = z.input<typeof ambassadorSchema>;

const FIELDS = ['fullName', 'email', 'tiktokUsername', 'audience', 'motivation', 'promotionPlan'] as const;
const defaultValues: AmbassadorValues = {
  fullName: '',
  email: '',
  tiktokUsername: '',
  audience: '',
  motivation: '',
  promotionPlan: '',
};

/** The Ambassadors page's application form; it submits for real. */
export function AmbassadorForm() {
  const submit = useSubmitAmbassadorApplication();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AmbassadorValues, unknown, AmbassadorData>({ resolver: zodResolver(ambassadorSchema), defaultValues });

  const onValid = (data: AmbassadorData) =>
    submit.mutate(data, {
      onSuccess: () => {
        toast({ title: ambassadors.successTitle, description: ambassadors.successBody });
        reset();
      },
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, FIELDS)) setError(field, { type: 'server', message });
        const description = (error instanceof ApiRequestError && error.serverMessage) || ambassadors.errorBody;
        toast({ title: ambassadors.errorTitle, description, variant: 'destructive' });
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4" aria-labelledby="ambassador-form-title">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={text.fullName}
          autoComplete="name"
          aria-required
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          label={text.email}
          type="email"
          autoComplete="email"
          aria-required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={text.tiktokUsername}
          placeholder={text.tiktokPlaceholder}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-required
          error={errors.tiktokUsername?.message}
          {...register('tiktokUsername')}
        />
        <TextField
          label={text.audience}
          placeholder={text.audiencePlaceholder}
          aria-required
          error={errors.audience?.message}
          {...register('audience')}
        />
      </div>
      <TextAreaField
        label={text.motivation}
        aria-required
        error={errors.motivation?.message}
        {...register('motivation')}
      />
      <TextAreaField
        label={text.promotionPlan}
        aria-required
        error={errors.promotionPlan?.message}
        {...register('promotionPlan')}
      />
      <Button type="submit" size="lg" disabled={submit.isPending} className="w-full">
        <Rocket className="size-4" aria-hidden />
        {submit.isPending ? ambassadors.submitting : ambassadors.submit}
      </Button>
    </form>
  );
}
