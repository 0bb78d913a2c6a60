import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creatorHomeText as homeText, supportSheetText as sheetText } from '#shared/messages/creator-discovery.ts';
import { creatorPage as text, profile as spec } from '#shared/messages/creators.ts';
import { routes, signInThen } from '#shared/routes.ts';
import type { CreatorProfile } from '#shared/schemas/creators.ts';
import type { User } from '#shared/schemas/user.ts';
import { shownToast } from '#pwa/components/ui/testing/toast-probe.tsx';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { followState, makeProfile } from '#pwa/features/creators/testing/profiles.ts';
import { CreatorProfilePage } from './creator-profile-page.tsx';

const PROFILE = '/api/creator-profile/zoe';
const gifter = makeUser('Mexico', { userType: 'gifter', username: 'gus' });

function show(profile: CreatorProfile | null, user: User | null, api: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    [`GET ${PROFILE}`]: () => (profile ? json(200, profile) : json(404, { message: spec.notFoundTitle })),
    ...api,
  });
  renderSignedIn(<CreatorProfilePage username="zoe" />, user);
  return fetchMock;
}
const stats = () =>
  screen
    .getAllByTestId('creator-stat')
    .map((c) => [c.querySelector('h2')!.textContent, c.querySelector('p')!.textContent]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('CreatorProfilePage: what it shows', () => {
  it('shows a skeleton while loading, then the creator, with its figures even when they are zero', async () => {
    let answer: ((r: Response) => void) | undefined;
    mockApi({ [`GET ${PROFILE}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderSignedIn(<CreatorProfilePage username="zoe" />, null);
    expect(screen.getByRole('status', { name: text.loading })).toBeTruthy();
    // The request starts in a task of its own (pwa/lib/api-client.ts).
    await vi.waitFor(() => expect(answer).toBeDefined());
    const profile = makeProfile({
      location: 'Guadalajara, México',
      tiktokUsername: 'zoe.makes',
      tiktokProfileUrl: 'https://www.tiktok.com/@zoe.makes',
    });
    answer!(json(200, profile));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zoe Rivera' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: text.loading })).toBeNull();
    expect(screen.getByText(text.creatorBadge)).toBeTruthy();
    expect(screen.getByText('@zoe')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Zoe Rivera' }).textContent).toBe('Z');
    // No emoji flag: on a computer without an emoji font it drew as two boxes.
    expect(screen.getByTestId('profile-location').textContent).toBe('Guadalajara, México');
    const tiktok = screen.getByRole('link', { name: text.tiktokLink('zoe.makes') }) as HTMLAnchorElement;
    expect(tiktok.href).toBe('https://www.tiktok.com/@zoe.makes');
    expect(tiktok.rel).toContain('noopener');
    expect(screen.getByText(text.memberSince('March 2025'))).toBeTruthy();
    expect(screen.getByText(text.howToSupport('Zoe Rivera'))).toBeTruthy();
    expect(stats()).toEqual([
      [text.totalGifts, '0.00 points'],
      [text.supporters, '0'],
    ]);
    expect(screen.getByText(text.recentActivityEmpty)).toBeTruthy();
    // Signed out, Support Creator leads to sign-in.
    expect(screen.getByRole('link', { name: text.supportCreator })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.editProfile })).toBeNull();
  });

  it('shows the real totals once there are any, the picture, and the recent gifts without gifters', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 10, 18, 0));
    show(
      makeProfile({
        profilePicture: '/api/upload/profile-pictures/abc.png',
        location: 'Somewhere by the sea',
        totalGifts: '1234.5',
        supporters: 1200,
        recentActivity: [
          { amount: '0.25', date: new Date(2025, 5, 10, 15, 4).toISOString() },
          { amount: '1.00', date: new Date(2025, 5, 2, 9, 30).toISOString() },
        ],
      }),
      null,
    );
    await screen.findByRole('heading', { level: 1, name: 'Zoe Rivera' });
    expect((screen.getByRole('img', { name: 'Zoe Rivera' }) as HTMLImageElement).src).toContain('abc.png');
    expect(screen.getByTestId('profile-location').textContent).toBe('Somewhere by the sea');
    expect(stats()).toEqual([
      [text.totalGifts, '1,234.50 points'],
      [text.supporters, '1,200'],
    ]);
    const rows = within(screen.getByRole('list', { name: text.recentActivity })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      `${text.giftReceived}Today, 3:04 PM+0.25 points`,
      `${text.giftReceived}Jun 2, 9:30 AM+1.00 points`,
    ]);
  });

  it('shows figures as soon as one of them is not zero', async () => {
    show(makeProfile({ supporters: 1 }), null);
    await screen.findByRole('heading', { level: 1, name: 'Zoe Rivera' });
    expect(stats()).toEqual([
      [text.totalGifts, '0.00 points'],
      [text.supporters, '1'],
    ]);
  });

  it("says 'Creator not found' for an unknown name or a gifter's", async () => {
    show(null, gifter);
    expect(await screen.findByRole('heading', { name: spec.notFoundTitle })).toBeTruthy();
    expect(screen.getByText(spec.notFoundBody)).toBeTruthy();
  });

  it("tells its owner why to share the page, not a visitor's 'How to support'", async () => {
    show(makeProfile(), makeUser('Brazil', { userType: 'creator', username: 'Zoe' }));
    expect(await screen.findByText(homeText.shareBody)).toBeTruthy();
    expect(screen.queryByText(text.howToSupport('Zoe Rivera'))).toBeNull();
    expect(screen.queryByRole('button', { name: text.supportCreator })).toBeNull();
  });

  it('shows a failure that is not a 404 as such', async () => {
    mockApi({ [`GET ${PROFILE}`]: () => json(500, { message: 'boom' }) });
    renderSignedIn(<CreatorProfilePage username="zoe" />, null);
    expect(await screen.findByText(text.loadFailed)).toBeTruthy();
  });
});

describe('CreatorProfilePage: Support Creator', () => {
  it('sends a signed-out visitor to sign in and back, and tells a creator only gifters can follow', async () => {
    const fetchMock = show(makeProfile(), null);
    const support = await screen.findByRole('link', { name: text.supportCreator });
    expect(support.getAttribute('href')).toBe(signInThen(routes.profile(makeProfile().username)));
    cleanup();
    show(makeProfile(), makeUser('USA', { userType: 'creator', username: 'other' }));
    fireEvent.click(await screen.findByRole('button', { name: text.supportCreator }));
    expect(shownToast()).toBe(`${spec.notAvailableTitle}|${spec.notAvailableBody}`);
    expect(callsTo(fetchMock, 'GET', '/api/creator-follow')).toHaveLength(0);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('supports for a gifter once they confirm what it does, then offers Stop Supporting, which ends it', async () => {
    const fetchMock = show(makeProfile(), gifter, {
      'GET /api/creator-follow': () => json(200, followState(null)),
      'POST /api/creator-profile/zoe/follow': () => json(200, followState('zoe')),
      'DELETE /api/creator-follow': () => json(204),
    });
    const support = await screen.findByRole('button', { name: text.supportCreator });
    await waitFor(() => expect((support as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(support);
    // The sheet says what supporting does; nothing is sent before Support.
    const sheet = screen.getByRole('dialog', { name: sheetText.title(makeProfile().name) });
    expect(within(sheet).getByText(sheetText.body)).toBeTruthy();
    expect(within(sheet).queryByTestId('support-replaces')).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/creator-profile/zoe/follow')).toHaveLength(0);
    fireEvent.click(within(sheet).getByRole('button', { name: sheetText.confirm }));
    await waitFor(() => expect(shownToast()).toBe(`${spec.followedTitle}|`));
    fireEvent.click(await screen.findByRole('button', { name: text.unfollowCreator }));
    expect(screen.getByText(text.supporting)).toBeTruthy();
    await waitFor(() => expect(shownToast()).toBe(`${spec.unfollowedTitle}|`));
    expect(await screen.findByRole('button', { name: text.supportCreator })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/creator-profile/zoe/follow')).toHaveLength(1);
    expect(callsTo(fetchMock, 'DELETE', '/api/creator-follow')).toHaveLength(1);
    // Supporters changed: the profile is read again after each.
    expect(callsTo(fetchMock, 'GET', PROFILE).length).toBeGreaterThanOrEqual(3);
  });

  it('asks before a gifter who supports another creator switches; Cancel keeps the follow', async () => {
    const fetchMock = show(makeProfile(), gifter, {
      'GET /api/creator-follow': () => json(200, followState('ana')),
      'POST /api/creator-profile/zoe/follow': () => json(200, followState('zoe')),
    });
    const support = await screen.findByRole('button', { name: text.supportCreator });
    await waitFor(() => expect((support as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(support);
    let dialog = screen.getByRole('dialog', { name: sheetText.title(makeProfile().name) });
    expect(within(dialog).getByText(sheetText.body)).toBeTruthy();
    expect(within(dialog).getByText(sheetText.replaces('ana'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: sheetText.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST', '/api/creator-profile/zoe/follow')).toHaveLength(0);
    fireEvent.click(support);
    dialog = screen.getByRole('dialog', { name: sheetText.title(makeProfile().name) });
    fireEvent.click(within(dialog).getByRole('button', { name: text.switchConfirm }));
    await waitFor(() => expect(shownToast()).toBe(`${spec.followedTitle}|`));
    expect(callsTo(fetchMock, 'POST', '/api/creator-profile/zoe/follow')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: text.unfollowCreator })).toBeTruthy();
  });

  it('says Follow Failed and Unfollow Failed when the server refuses', async () => {
    show(makeProfile(), gifter, {
      'GET /api/creator-follow': [() => json(200, followState(null)), () => json(200, followState('zoe'))],
      'POST /api/creator-profile/zoe/follow': () => json(500, { message: 'boom' }),
      'DELETE /api/creator-follow': () => json(500, { message: 'boom' }),
    });
    const support = await screen.findByRole('button', { name: text.supportCreator });
    await waitFor(() => expect((support as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(support);
    fireEvent.click(screen.getByRole('button', { name: sheetText.confirm }));
    await waitFor(() => expect(shownToast()).toBe(`${spec.followFailedTitle}|${spec.followFailedBody}`));
    // The follow state is read again after a failure: here the server says the gifter follows after all.
    fireEvent.click(await screen.findByRole('button', { name: text.unfollowCreator }));
    await waitFor(() => expect(shownToast()).toBe(`${spec.unfollowFailedTitle}|${spec.unfollowFailedBody}`));
  });
});
