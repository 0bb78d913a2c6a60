import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import { type CodeRequired, codeRequiredSchema, type CreateLinkInput } from '#shared/schemas/banks.ts';
import { ApiRequestError, apiRequest } from '#pwa/lib/api-client.ts';

type CreateLinkResponse = { success: true; bankName: string };

/** POST /api/belvo/create-link: the credentials go to the aggregator once and are never kept. */
export const createLink = (input: CreateLinkInput) =>
  apiRequest<CreateLinkResponse>('POST', apiPaths.belvoCreateLink, input);

/** POST /api/belvo/complete-link: the bank's one-time code; the server holds the bank's session (issue 29). */
export const completeLink = (token: string) =>
  apiRequest<CreateLinkResponse>('POST', apiPaths.belvoCompleteLink, { token });

export const useCreateLink = () => useMutation({ mutationFn: createLink });
export const useCompleteLink = () => useMutation({ mutationFn: completeLink });

/** The bank asked for a one-time code (a 428 from either call): what to show on the code step. */
export function codeRequired(error: unknown): CodeRequired | null {
  if (!(error instanceof ApiRequestError) || error.status !== 428) return null;
  const parsed = codeRequiredSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** 410: the code request is over (expired, used, too many wrong codes): back to the sign-in form. */
export const codeRequestOver = (error: unknown) => error instanceof ApiRequestError && error.status === 410;
