import { QueryClient } from '@tanstack/react-query';

/** SPEC section 7: no retries, no refetch on focus, never stale unless a query says otherwise. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
