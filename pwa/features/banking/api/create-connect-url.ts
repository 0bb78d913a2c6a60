import { useMutation } from '@tanstack/react-query';
import { validation } from '#shared/messages/common.ts';
import { apiPaths } from '#shared/routes.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';

/** POST /api/finicity/create-connect-url: the aggregator's Connect page for this user, to open in the popup. */
export async function createConnectUrl(): Promise<string> {
  const body = await apiRequest<{ connect_url?: string } | undefined>('POST', apiPaths.finicityConnectUrl);
  if (!body?.connect_url) throw new Error(validation.noConnectUrl);
  return body.connect_url;
}

export const useCreateConnectUrl = () => useMutation({ mutationFn: createConnectUrl });
