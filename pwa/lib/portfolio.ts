import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { Portfolio } from '#shared/schemas/portfolio.ts';
import { getJson } from '#pwa/lib/api-client.ts';

export const portfolioKeys = { all: ['portfolio'] as const, summary: () => [...portfolioKeys.all, 'summary'] as const };

/** GET /api/portfolio: refetched on each visit, since sweeps and prices move it between visits. */
export const portfolioQuery = () =>
  queryOptions({
    queryKey: portfolioKeys.summary(),
    queryFn: () => getJson<Portfolio>(apiPaths.portfolio),
    staleTime: 0,
  });

export const usePortfolio = () => useQuery(portfolioQuery());
