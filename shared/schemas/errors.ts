import type { z } from 'zod';
import { api } from '../messages.ts';

/** The one error shape of the API: `{ message }`, plus `errors` on a validation 400. */
export type ApiError = { message: string; errors?: Record<string, string> };

/** First message per field, in field order; the first of all becomes `message`. */
export function toApiError(error: z.ZodError): ApiError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    if (!(field in errors)) errors[field] = issue.message;
  }
  const first = Object.values(errors)[0];
  return { message: first ?? api.invalidRequest, errors };
}
