import { api } from '#shared/messages/common.ts';

/** The one error shape of the API: `{ message }`, plus `errors` on a validation 400. */
export type ApiError = { message: string; errors?: Record<string, string> };

/** First message per field, in field order; the first of all becomes `message`. */
export function toApiError(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): ApiError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    // A body that is not an object at all gets one plain message, not zod's wording.
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(field in errors)) errors[field] = field === '_' ? api.invalidRequest : issue.message;
  }
  const first = Object.values(errors)[0];
  return { message: first ?? api.invalidRequest, errors };
}
