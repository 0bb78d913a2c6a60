import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from '#shared/constants.ts';
import { SUPPORT_CATEGORY_LABELS, SUPPORT_PRIORITY_LABELS, supportTicket as text } from '#shared/messages/help.ts';
import {
  type SupportTicketData,
  type SupportTicketInput,
  supportTicketRequestSchema,
} from '#shared/schemas/support-tickets.ts';
import type { User } from '#shared/schemas/user.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { SelectField, TextAreaField, TextField } from '#pwa/components/ui/field.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import type { useSubmitSupportTicket } from './api/support-tickets.ts';

const DEFAULT_PRIORITY = 'medium';
const FIELDS = ['name', 'email', 'category', 'subject', 'message', 'priority'] as const;

/**
 * A support ticket: name and email, category, subject, message, priority (medium unless chosen). Each missing
 * field says so under itself. The name and email are the account's, shown read-only: the server files every
 * ticket under the account's contact, whatever is sent, so no one files one in another person's name.
 */
export function SupportTicketForm({
  user,
  submit,
  onDone,
  onCancel,
}: {
  user: Pick<User, 'name' | 'email'>;
  submit: ReturnType<typeof useSubmitSupportTicket>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SupportTicketInput, unknown, SupportTicketData>({
    resolver: zodResolver(supportTicketRequestSchema),
    defaultValues: { name: user.name, email: user.email, subject: '', message: '', priority: DEFAULT_PRIORITY },
  });

  const onValid = (data: SupportTicketData) =>
    submit.mutate(data, {
      onSuccess: (ticket) => {
        toast({ title: text.submittedTitle, description: text.submittedBody(ticket.id) });
        onDone();
      },
      onError: (error) => {
        const api = error instanceof ApiRequestError ? error : null;
        if (api?.status === 400)
          for (const field of FIELDS) {
            const message = api.fieldErrors[field];
            if (message) setError(field, { type: 'server', message });
          }
        // A 429 says why in the server's words; anything else gets ours.
        const description = api?.status === 429 && api.serverMessage ? api.serverMessage : text.failedBody;
        toast({ title: text.failedTitle, description, variant: 'destructive' });
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4" aria-label={text.submit}>
      <TextField
        label={text.nameLabel}
        autoComplete="name"
        readOnly
        className="read-only:bg-muted"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={text.emailLabel}
        type="email"
        autoComplete="email"
        readOnly
        className="read-only:bg-muted"
        hint={text.contactFromAccount}
        error={errors.email?.message}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={text.categoryLabel}
          aria-required
          error={errors.category?.message}
          {...register('category', { setValueAs: (v: string) => v || undefined })}
        >
          <option value="">{text.categoryPlaceholder}</option>
          {SUPPORT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {SUPPORT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={text.priorityLabel}
          // Also on the element, so the select shows medium from its first render, whatever the form library does.
          defaultValue={DEFAULT_PRIORITY}
          error={errors.priority?.message}
          {...register('priority')}
        >
          {SUPPORT_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {SUPPORT_PRIORITY_LABELS[priority]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField label={text.subjectLabel} aria-required error={errors.subject?.message} {...register('subject')} />
      <TextAreaField
        label={text.messageLabel}
        rows={5}
        aria-required
        error={errors.message?.message}
        {...register('message')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={submit.isPending}>
          {text.cancel}
        </Button>
        <OnlineButton type="submit" disabled={submit.isPending}>
          <Send className="size-4" aria-hidden />
          {submit.isPending ? text.submitting : text.submit}
        </OnlineButton>
      </div>
    </form>
  );
}
