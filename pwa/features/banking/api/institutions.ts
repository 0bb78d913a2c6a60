import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { InstitutionsResponse } from '#shared/schemas/banks.ts';
import { getJson } from '#pwa/lib/api-client.ts';

export const institutionsKeys = {
  all: ['belvo-institutions'] as const,
  list: () => [...institutionsKeys.all, 'list'] as const,
};

/** GET /api/belvo/institutions: the banks of the credentials form, and the test credentials in sandbox mode. */
export const institutionsQuery = () =>
  queryOptions({
    queryKey: institutionsKeys.list(),
    queryFn: () => getJson<InstitutionsResponse>(apiPaths.belvoInstitutions),
  });

/** Only once the credentials form shows. */
export const useInstitutions = (enabled: boolean) => useQuery({ ...institutionsQuery(), enabled });
