import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiPaths } from '#shared/routes.ts';
import type { User } from '#shared/schemas/user.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { userKeys } from '#pwa/lib/current-user.ts';

/**
 * Whether this dashboard is the member's first: the account says so (`welcomed`), so it holds on any device and in
 * the screen the server draws alike. Decided once, while this dashboard shows ('Welcome, Ana!' does not turn into
 * welcome back under the member's eyes); the server is told at once, so the next one says welcome back. A failed
 * call (offline) only means the next dashboard welcomes them again.
 */
export function useFirstVisit(user: User | null | undefined): boolean {
  const decided = useRef<boolean | null>(null);
  if (decided.current === null && user) decided.current = !user.welcomed;
  const first = decided.current ?? false;
  const client = useQueryClient();
  useEffect(() => {
    if (!first) return;
    apiRequest('POST', apiPaths.userWelcomed)
      // The next dashboard in this tab (back from another screen) says welcome back too.
      .then(() => client.setQueryData<User | null>(userKeys.current(), (u) => u && { ...u, welcomed: true }))
      .catch(() => undefined);
  }, [first, client]);
  return first;
}
