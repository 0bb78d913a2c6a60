import { QueryClient } from '@tanstack/react-query';
import { PERSISTED_CACHE_MAX_AGE_MS } from '#shared/constants.ts';

/**
 * No retries, no refetch on focus, never stale unless a query says otherwise. Kept in memory as
 * long as the saved cache is restored (a query dropped from memory would drop from the saved copy too).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        gcTime: PERSISTED_CACHE_MAX_AGE_MS,
      },
      mutations: { retry: false },
    },
  });
}
