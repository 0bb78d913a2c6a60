import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CONTACT_CATEGORIES } from '#shared/constants.ts';
import { CONTACT_CATEGORY_LABELS, contactForm as text } from '#shared/messages/contact.ts';
import { contact } from '#shared/messages/public-site.ts';
import { validation } from '#shared/messages/common.ts';
import { contactSchema } from '#shared/schemas/contact.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '#pwa/components/ui/field.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { type ContactData, serverFieldErrors, useSubmitContact } from './api/submit-forms.ts';

type ContactValues = z.input<typeof contactSchema>;

const FIELDS = ['name', 'email', 'subject', 'category', 'message'] as const;
const REQUIRED = ['name', 'email', 'subject', 'message'] as const;
const defaultValues: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The Contact page's form: name, email, subject, optional category, message. */
export function ContactForm() {
  const submit = useSubmitContact();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors },
  } = useForm<ContactValues, unknown, ContactData>({ resolver: zodResolver(contactSchema), defaultValues });

  const onValid = (data: ContactData) =>
    submit.mutate(data, {
      onSuccess: () => {
        toast({ title: contact.successTitle, description: contact.successBody });
        reset();
      },
      onError: (error) => {
        for (const [field, message] of serverFieldErrors(error, FIELDS)) setError(field, { type: 'server', message });
        toast({ title: contact.errorTitle, description: contact.errorBody(), variant: 'destructive' });
      },
    });

  // A required field left blank earns the spec's toast; the per-field messages show under the fields either way.
  const onInvalid = () => {
    const values = getValues();
    if (REQUIRED.some((field) => !String(values[field] ?? '').trim())) {
      toast({
        title: validation.contactMissingTitle,
        description: validation.contactMissingBody,
        variant: 'destructive',
      });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="grid gap-4" aria-label={text.label}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={text.name}
          autoComplete="name"
          aria-required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={text.email}
          type="email"
          autoComplete="email"
          aria-required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={text.subject} aria-required error={errors.subject?.message} {...register('subject')} />
        <SelectField
          label={text.category}
          error={errors.category?.message}
          {...register('category', { setValueAs: (v: string) => v || undefined })}
        >
          <option value="">{text.noCategory}</option>
          {CONTACT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CONTACT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={text.message}
        rows={6}
        aria-required
        error={errors.message?.message}
        {...register('message')}
      />
      <Button type="submit" size="lg" disabled={submit.isPending} className="w-full sm:w-auto sm:justify-self-start">
        <Send className="size-4" aria-hidden />
        {submit.isPending ? text.sending : text.send}
      </Button>
    </form>
  );
}
