import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '#shared/routes.ts';
import type { ambassadorSchema, contactSchema } from '#shared/schemas/contact.ts';
import { ApiRequestError, apiRequest } from '#pwa/lib/api-client.ts';

/** What the form sends: the schema's parsed output (trimmed, email lowercased, no empty category). */
export type ContactData = z.output<typeof contactSchema>;
export type AmbassadorData = z.output<typeof ambassadorSchema>;
/** Both routes answer 201 `{ message }`. */
export type FormReply = { message: string };

export const submitContact = (data: ContactData) => apiRequest<FormReply>('POST', apiPaths.contact, data);

export const submitAmbassadorApplication = (data: AmbassadorData) =>
  apiRequest<FormReply>('POST', apiPaths.ambassadors, data);

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}

export function useSubmitAmbassadorApplication() {
  return useMutation({ mutationFn: submitAmbassadorApplication });
}

/** A 400's `{ errors: { field: message } }`, kept to the form's own fields, for react-hook-form's `setError`. */
export function serverFieldErrors<K extends string>(error: unknown, fields: readonly K[]): [K, string][] {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return [];
  return Object.entries(error.fieldErrors).filter((entry): entry is [K, string] =>
    (fields as readonly string[]).includes(entry[0]),
  );
}
