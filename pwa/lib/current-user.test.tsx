// Who is signed in, on a public page: with the session hint GET /api/user answers; without it the page is a
// visitor's at once, and the quiet GET /api/user/session check lets a session the hint missed take over.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/routes.ts';
import type { User } from '#shared/schemas/user.ts';
import { useCurrentUser } from './current-user.ts';
import { sessionHint, setSessionHint } from './session-hint.ts';
import { callsTo, json, mockApi } from './testing/mock-api.ts';
import { renderWithClient } from './testing/render.tsx';

const member = { id: 42, name: 'Luna Park', username: 'luna_park' } as User;

function Who() {
  const { data, isPending } = useCurrentUser();
  return <p>{isPending ? 'checking' : (data?.name ?? 'visitor')}</p>;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useCurrentUser on a public page', () => {
  it('without a hint shows a visitor at once, then the member a session check finds, and keeps the hint', async () => {
    const fetchMock = mockApi({
      [`GET ${apiPaths.userSession}`]: () => json(200, { user: member }),
      [`GET ${apiPaths.user}`]: () => json(200, member),
    });
    renderWithClient(<Who />);
    expect(screen.getByText('visitor')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Luna Park')).toBeTruthy());
    expect(sessionHint()).toBe(42);
    expect(callsTo(fetchMock, 'GET', apiPaths.userSession)).toHaveLength(1);
    // With the hint set, the member's own GET /api/user follows: waited for here, or it answered in the next test.
    await waitFor(() => expect(callsTo(fetchMock, 'GET', apiPaths.user)).toHaveLength(1));
  });

  it('without a hint stays a visitor when the check finds nobody', async () => {
    const fetchMock = mockApi({ [`GET ${apiPaths.userSession}`]: () => json(200, { user: null }) });
    renderWithClient(<Who />);
    await waitFor(() => expect(callsTo(fetchMock, 'GET', apiPaths.userSession)).toHaveLength(1));
    expect(screen.getByText('visitor')).toBeTruthy();
    expect(sessionHint()).toBeNull();
    // GET /api/user, a 401 in a visitor's console, is never asked without the hint.
    expect(callsTo(fetchMock, 'GET', apiPaths.user)).toHaveLength(0);
  });

  it('with a hint asks GET /api/user, not the session check', async () => {
    setSessionHint(42);
    const fetchMock = mockApi({ [`GET ${apiPaths.user}`]: () => json(200, member) });
    renderWithClient(<Who />);
    await waitFor(() => expect(screen.getByText('Luna Park')).toBeTruthy());
    expect(callsTo(fetchMock, 'GET', apiPaths.userSession)).toHaveLength(0);
  });
});
