// Renders a screen as the app would hold it: a query client, a router, and the toasts in view.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { User } from '#shared/schemas/user.ts';
import { ToastProbe } from '#pwa/components/ui/testing/toast-probe.tsx';
import { userKeys } from '#pwa/lib/current-user.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { clearSessionHint, setSessionHint } from '#pwa/lib/session-hint.ts';

/** Renders inside a router (at `at`) and a query client (a fresh one unless given), with the toast probe. */
export function renderWithClient(ui: ReactNode, queryClient = createQueryClient(), at?: string) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={at === undefined ? undefined : [at]}>
        {ui}
        <ToastProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/**
 * Renders with `user` signed in, already in the cache as the guard leaves it (null: the user query answered no
 * user; undefined: not loaded at all). The session hint says the same (a member's screen asks for the user).
 */
export function renderSignedIn(ui: ReactNode, user: User | null | undefined, at?: string) {
  const queryClient = createQueryClient();
  if (user === null) clearSessionHint();
  else setSessionHint(user?.id ?? 1);
  if (user !== undefined) queryClient.setQueryData(userKeys.current(), user);
  return renderWithClient(ui, queryClient, at);
}
