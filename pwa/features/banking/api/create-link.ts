import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { CodeRequired, CreateLinkInput } from '#shared/schemas/banks.ts';
import { ApiRequestError, apiRequest } from '#pwa/lib/api-client.ts';

type CreateLinkResponse = { success: true; bankName: string };

/** The bank asked for a one-time code: the 428's body, read with its schema. */
class CodeAsked extends Error {
  constructor(readonly ask: CodeRequired) {
    super(ask.message);
  }
}

/**
 * A 428 becomes CodeAsked once its body passes the schema, loaded then: zod and the banking schemas are not in the
 * dashboard's first download for an answer most links never get.
 */
async function readingCodeAsk(call: Promise<CreateLinkResponse>) {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 428) throw error;
    const { codeRequiredSchema } = await import('#shared/schemas/banks.ts');
    const parsed = codeRequiredSchema.safeParse(error.body);
    throw parsed.success ? new CodeAsked(parsed.data) : error;
  }
}

/** POST /api/belvo/create-link: the credentials go to the aggregator once and are never kept. */
export const createLink = (input: CreateLinkInput) =>
  readingCodeAsk(apiRequest<CreateLinkResponse>('POST', apiPaths.belvoCreateLink, input));

/** POST /api/belvo/complete-link: the bank's one-time code; the server holds the bank's session. */
export const completeLink = (token: string) =>
  readingCodeAsk(apiRequest<CreateLinkResponse>('POST', apiPaths.belvoCompleteLink, { token }));

export const useCreateLink = () => useMutation({ mutationFn: createLink });
export const useCompleteLink = () => useMutation({ mutationFn: completeLink });

/** The bank asked for a one-time code (a 428 from either call): what to show on the code step. */
export const codeRequired = (error: unknown): CodeRequired | null => (error instanceof CodeAsked ? error.ask : null);

/** 410: the code request is over (expired, used, too many wrong codes): back to the sign-in form. */
export const codeRequestOver = (error: unknown) => error instanceof ApiRequestError && error.status === 410;
