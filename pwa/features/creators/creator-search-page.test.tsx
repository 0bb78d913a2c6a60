// Find creators: the most supported before anything is typed; what is typed is asked once typing pauses, the results
// lead to each creator's page; nothing found and a failed search each say so.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { creatorSearchText as text } from '#shared/messages/creator-discovery.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { CreatorSearchPage } from './creator-search-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const creator = (name: string, username: string, supporters: number) => ({
  name,
  username,
  profilePicture: null,
  supporters,
});

it('lists the most supported, then what a search finds, each leading to its page', async () => {
  const fetchMock = mockApi({
    'GET /api/creators?q=': () => json(200, { creators: [creator('Zoe Rivera', 'zoe', 12), creator('Ana', 'ana', 1)] }),
    'GET /api/creators?q=%40zo': () => json(200, { creators: [creator('Zoe Rivera', 'zoe', 12)] }),
    'GET /api/creators?q=nobody': () => json(200, { creators: [] }),
  });
  renderSignedIn(<CreatorSearchPage />, makeUser('Mexico'));
  expect(screen.getByRole('heading', { level: 2, name: text.mostSupported })).toBeTruthy();
  const list = await screen.findByTestId('creator-results');
  // Named by the creator and their supporters (the initial drawn for a missing picture is not read out).
  const zoe = within(list).getAllByRole('link')[0]!;
  expect(within(list).getByRole('link', { name: `Zoe Rivera @zoe ${text.supporters(12)}` })).toBe(zoe);
  expect(zoe.getAttribute('href')).toBe('/zoe');

  fireEvent.change(screen.getByLabelText(text.label), { target: { value: '@zo' } });
  await waitFor(() => expect(within(screen.getByTestId('creator-results')).getAllByRole('link')).toHaveLength(1));
  expect(screen.getByRole('heading', { level: 2, name: text.results })).toBeTruthy();
  fireEvent.change(screen.getByLabelText(text.label), { target: { value: 'nobody' } });
  expect(await screen.findByText(text.none('nobody'))).toBeTruthy();
  // Asked once per pause, never per key.
  expect(callsTo(fetchMock, 'GET', '/api/creators?q=%40zo')).toHaveLength(1);
});

it('says so when the search fails (offline, or the server refused)', async () => {
  mockApi({ 'GET /api/creators?q=': () => json(500, { message: 'boom' }) });
  renderSignedIn(<CreatorSearchPage />, makeUser('USA'));
  expect(await screen.findByText(text.failed, {}, { timeout: 5000 })).toBeTruthy();
});
