import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { Referrals } from '#shared/schemas/referrals.ts';
import { getJson } from '#pwa/lib/api-client.ts';

export const referralsKeys = { all: ['referrals'] as const, summary: () => [...referralsKeys.all, 'summary'] as const };

/** GET /api/referrals: the user's code and link, who joined with it and what it earned. */
export const referralsQuery = () =>
  queryOptions({
    queryKey: referralsKeys.summary(),
    queryFn: () => getJson<Referrals>(apiPaths.referrals),
    staleTime: 0,
  });

export const useReferrals = () => useQuery(referralsQuery());
