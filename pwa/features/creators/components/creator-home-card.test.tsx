// A creator's home on the dashboard (supporters, this month's points, the page to share), and a gifter who supports
// no one offered to find a creator.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { creatorHomeText as home, creatorSearchText as find } from '#shared/messages/creator-discovery.ts';
import { creatorPage } from '#shared/messages/creators.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn, renderWithClient } from '#pwa/lib/testing/render.tsx';
import { userKeys } from '#pwa/lib/current-user.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { creatorKeys } from '#pwa/features/creators/api/creator-profile.ts';
import { CreatorHomeCard } from './creator-home-card.tsx';
import { SupportedCreatorCard } from './supported-creator-card.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const creator = makeUser('Brazil', { userType: 'creator', username: 'bia', name: 'Bia' });

it("shows a creator their supporters, this month's points and their page to share", async () => {
  mockApi({
    'GET /api/creator-home': () =>
      json(200, { username: 'bia', supporters: 3, month: '2026-11', monthPoints: '1.25', totalPoints: '4.50' }),
  });
  renderSignedIn(<CreatorHomeCard />, creator);
  expect((await screen.findByTestId('creator-home-supporters')).textContent).toBe('3');
  expect(screen.getByTestId('creator-home-month').textContent).toBe('1.25 points');
  expect(screen.getByText(`${home.thisMonthHint('November 2026')} · ${home.allTime('4.50 points')}`)).toBeTruthy();
  expect(screen.getByRole('button', { name: creatorPage.share })).toBeTruthy();
  expect(screen.getByRole('link', { name: home.viewPage }).getAttribute('href')).toBe('/bia');
});

it('says how to find the first supporter while there is none', async () => {
  mockApi({
    'GET /api/creator-home': () =>
      json(200, { username: 'bia', supporters: 0, month: '2026-11', monthPoints: '0.00', totalPoints: '0.00' }),
  });
  renderSignedIn(<CreatorHomeCard />, creator);
  expect(await screen.findByText(home.noSupporters)).toBeTruthy();
});

it('shows a gifter nothing of it, and never asks for it', () => {
  const fetchMock = mockApi({ 'GET /api/creator-follow': () => json(200, { followedCreator: null }) });
  const { container } = renderSignedIn(<CreatorHomeCard />, makeUser('Mexico'));
  expect(container.textContent).toBe('');
  expect(callsTo(fetchMock, 'GET', '/api/creator-home')).toHaveLength(0);
});

it('offers a gifter who supports no one to find a creator', async () => {
  mockApi({ 'GET /api/creator-follow': () => json(200, { followedCreator: null }) });
  renderSignedIn(<SupportedCreatorCard />, makeUser('Mexico'));
  expect((await screen.findByRole('link', { name: find.findCta })).getAttribute('href')).toBe('/creators');
  expect(screen.getByText(find.noneSupportedBody)).toBeTruthy();
});

it('never offers a creator to support someone, even with a follow answer in the cache (a drawn page)', () => {
  mockApi({});
  const client = createQueryClient();
  client.setQueryData(userKeys.current(), creator);
  client.setQueryData(creatorKeys.follow(), { followedCreator: null });
  const { container } = renderWithClient(<SupportedCreatorCard />, client);
  expect(container.textContent).toBe('');
});
