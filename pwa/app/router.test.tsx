// The sign-in page with a user saved from before: it asks the server before it sends a member on, so someone whose
// session ended stays on the form (and keeps where the link led) instead of going home and then to the landing.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';
import { auth } from '#shared/messages/auth.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { userKeys } from '#pwa/lib/current-user.ts';
import { clearSessionHint, sessionHint, setSessionHint } from '#pwa/lib/session-hint.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { AppRoutes } from './router.tsx';

const user = { id: 7, name: 'Ada Lovelace', username: 'ada', email: 'ada@example.com' };

function At() {
  return <output data-testid="at">{useLocation().pathname}</output>;
}

/** /login?next=/about in a browser that saved `user` a minute ago and still has the session hint. */
function openLogin() {
  setSessionHint(user.id);
  const queryClient = createQueryClient();
  queryClient.setQueryData(userKeys.current(), user, { updatedAt: Date.now() - 60_000 });
  renderWithClient(
    <>
      <AppRoutes />
      <At />
    </>,
    queryClient,
    '/login?next=/about',
  );
}

afterEach(() => {
  cleanup();
  clearSessionHint();
  vi.unstubAllGlobals();
});

describe('the sign-in page with a saved user', () => {
  it('shows the form when the server says the session ended, and stays on /login', async () => {
    const api = mockApi({ 'GET /api/user': () => json(401, { message: auth.notAuthenticated }) });
    openLogin();
    expect(await screen.findByRole('button', { name: auth.signIn })).toBeTruthy();
    expect(screen.getByTestId('at').textContent).toBe('/login');
    expect(callsTo(api, 'GET', '/api/user')).toHaveLength(1);
    expect(sessionHint()).toBeNull();
  });

  it('sends a member the server confirms where the link led', async () => {
    mockApi({ 'GET /api/user': () => json(200, user) });
    openLogin();
    await waitFor(() => expect(screen.getByTestId('at').textContent).toBe('/about'));
    expect(screen.queryByRole('button', { name: auth.signIn })).toBeNull();
  });
});
