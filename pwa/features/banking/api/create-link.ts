import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { CreateLinkInput } from '#shared/schemas/banks.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';

type CreateLinkResponse = { success: true; bankName: string };

/** POST /api/belvo/create-link: the credentials go to the aggregator once and are never kept. */
export const createLink = (input: CreateLinkInput) =>
  apiRequest<CreateLinkResponse>('POST', apiPaths.belvoCreateLink, input);

export const useCreateLink = () => useMutation({ mutationFn: createLink });
