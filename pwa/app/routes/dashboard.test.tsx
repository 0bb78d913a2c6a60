import { creatorSearchText } from '#shared/messages/creator-discovery.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { achievementsText, activity, payouts, portfolio, referralsText } from '#shared/messages/money.ts';
import { bankAccountsText, bankDialog } from '#shared/messages/banking.ts';
import { supportedCreator } from '#shared/messages/creators.ts';
import { dashboard, transactionsPage } from '#shared/messages/screens.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { clearSessionHint, setSessionHint } from '#pwa/lib/session-hint.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { DashboardRoute } from './dashboard.tsx';

const user = { id: 1, name: 'Ada Lovelace', username: 'ada', email: 'ada@example.com', welcomed: true };

// A member's dashboard: the session hint says who is signed in, so the screen asks for the user.
beforeEach(() => setSessionHint(user.id));
afterEach(() => {
  cleanup();
  clearSessionHint();
  vi.unstubAllGlobals();
});

describe('DashboardPage', () => {
  it('keeps the greeting and the four stat cards from /api/stats/fast, with Redeem on the points balance', async () => {
    mockApi({
      'GET /api/user': () => json(200, user),
      'GET /api/stats/fast': () =>
        json(200, { pointsBalance: 31.5, totalTikTokSpending: 630, totalPointsEarned: 31.5, totalRedeemed: 0 }),
      'GET /api/portfolio': () => json(500, { message: 'not yet' }),
      'GET /api/activity?limit=10': () => json(200, { activity: [] }),
      'GET /api/achievements': () => json(200, { achievements: [], locked: [] }),
      'GET /api/referrals': () => json(500, { message: 'not yet' }),
      'GET /api/bank-accounts': () => json(200, { bankAccounts: [] }),
    });
    renderWithClient(<DashboardRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: dashboard.greeting(user.name) })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('$630.00')).toBeTruthy());
    const cards = screen.getAllByTestId('stat-card');
    expect(cards.map((c) => c.querySelector('h2')!.textContent)).toEqual([
      dashboard.pointsBalance,
      dashboard.tiktokSpending,
      dashboard.pointsEarned,
      dashboard.pointsRedeemed,
    ]);
    expect(cards[0]!.textContent).toContain('31.50 points'); // points as points, never '$31.50'
    // Its total has bonuses in it, unlike the Transactions page's purchases-only figure: its caption says so, and
    // the two figures never share a name (the same words with two numbers read as a mistake).
    expect(cards[2]!.textContent).toContain(dashboard.pointsEarnedHint);
    expect(dashboard.pointsEarnedHint).not.toBe(transactionsPage.pointsEarnedHint);
    expect(dashboard.pointsEarned).not.toBe(transactionsPage.pointsEarned);
    expect((screen.getByRole('button', { name: payouts.redeem }) as HTMLButtonElement).disabled).toBe(false);

    expect(await screen.findByText(activity.empty)).toBeTruthy();
    expect(await screen.findByText(portfolio.loadFailed)).toBeTruthy();
    const bank = screen.getByRole('region', { name: dashboard.bankAccounts });
    expect(within(bank).getByRole('button', { name: bankDialog.connectBank })).toBeTruthy();
    expect(await within(bank).findByText(bankAccountsText.empty)).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: activity.title })).toHaveLength(1);
  });

  it('shows a gifter the creator they support and the 1% sent so far; a way to find one when none', async () => {
    const api = (followedCreator: unknown) =>
      mockApi({
        'GET /api/user': () => json(200, { ...user, userType: 'gifter' }),
        'GET /api/stats/fast': () =>
          json(200, { pointsBalance: 0, totalTikTokSpending: 0, totalPointsEarned: 0, totalRedeemed: 0 }),
        'GET /api/portfolio': () => json(500, { message: 'not yet' }),
        'GET /api/activity?limit=10': () => json(200, { activity: [] }),
        'GET /api/achievements': () => json(200, { achievements: [], locked: [] }),
        'GET /api/referrals': () => json(500, { message: 'not yet' }),
        'GET /api/bank-accounts': () => json(200, { bankAccounts: [] }),
        'GET /api/creator-follow': () => json(200, { followedCreator }),
      });
    api({
      username: 'luna',
      name: 'Luna Ríos',
      profilePicture: null,
      followedAt: '2026-03-02T10:00:00.000Z',
      totalSent: '1.35',
    });
    renderWithClient(<DashboardRoute />);
    const card = await screen.findByTestId('supported-creator');
    expect(within(card).getByRole('heading', { name: supportedCreator.title })).toBeTruthy();
    expect(card.textContent).toContain('@luna');
    expect(within(card).getByText(supportedCreator.sent('1.35 points'))).toBeTruthy();
    expect(within(card).getByRole('link', { name: supportedCreator.viewProfile }).getAttribute('href')).toBe('/luna');
    cleanup();
    api(null);
    renderWithClient(<DashboardRoute />);
    await screen.findByRole('heading', { level: 1, name: dashboard.greeting(user.name) });
    const find = await screen.findByTestId('find-creator');
    expect(within(find).getByRole('link', { name: creatorSearchText.findCta }).getAttribute('href')).toBe('/creators');
    expect(screen.queryByTestId('supported-creator')).toBeNull();
  });
});

describe("a new member's first dashboard", () => {
  const api = (bankAccountConnected: boolean, spent: number) =>
    mockApi({
      'GET /api/user': () => json(200, { ...user, userType: 'gifter', bankAccountConnected }),
      'GET /api/stats/fast': () =>
        json(200, { pointsBalance: 0, totalTikTokSpending: spent, totalPointsEarned: 0, totalRedeemed: 0 }),
      'GET /api/portfolio': () => json(500, { message: 'not yet' }),
      'GET /api/activity?limit=10': () => json(200, { activity: [] }),
      'GET /api/achievements': () => json(200, { achievements: [], locked: [] }),
      'GET /api/referrals': () => json(500, { message: 'not yet' }),
      'GET /api/bank-accounts': () => json(200, { bankAccounts: [] }),
      'GET /api/creator-follow': () => json(200, { followedCreator: null }),
    });

  it('is the set-up steps, the four numbers without their hints, and Invite Friends: no empty cards', async () => {
    api(false, 0);
    renderWithClient(<DashboardRoute />);
    await waitFor(() => expect(screen.getAllByText(/^0\.00/).length).toBeGreaterThanOrEqual(3));
    expect(screen.getAllByTestId('stat-card')).toHaveLength(4);
    expect(screen.queryByText(dashboard.pointsEarnedHint)).toBeNull();
    expect(screen.queryByRole('button', { name: payouts.redeem })).toBeNull();
    expect(await screen.findByRole('heading', { name: referralsText.title })).toBeTruthy();
    for (const gone of [portfolio.title, activity.title, achievementsText.title, dashboard.bankAccounts])
      expect(screen.queryByRole('heading', { name: gone })).toBeNull();
  });

  it('welcomes by first name once, on whatever device: the account says so, and is told it was done', async () => {
    const fetchMock = mockApi({
      'GET /api/user': () => json(200, { ...user, userType: 'gifter', welcomed: false }),
      'GET /api/stats/fast': () =>
        json(200, { pointsBalance: 0, totalTikTokSpending: 0, totalPointsEarned: 0, totalRedeemed: 0 }),
      'GET /api/referrals': () => json(500, { message: 'not yet' }),
      'GET /api/creator-follow': () => json(200, { followedCreator: null }),
      'POST /api/user/welcomed': () => json(204),
    });
    const client = createQueryClient();
    renderWithClient(<DashboardRoute />, client);
    expect(await screen.findByRole('heading', { level: 1, name: dashboard.welcome(user.name) })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/user/welcomed')).toHaveLength(1));
    // Back on the dashboard in the same tab: welcome back.
    cleanup();
    renderWithClient(<DashboardRoute />, client);
    expect(await screen.findByRole('heading', { level: 1, name: dashboard.greeting(user.name) })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/user/welcomed')).toHaveLength(1);
  });

  it('becomes the whole dashboard with the first link, or with anything to count', async () => {
    for (const [linked, spent] of [
      [true, 0],
      [false, 12.5],
    ] as const) {
      api(linked, spent);
      renderWithClient(<DashboardRoute />);
      expect(await screen.findByRole('heading', { name: activity.title })).toBeTruthy();
      expect(screen.getByRole('heading', { name: achievementsText.title })).toBeTruthy();
      expect(screen.getByText(dashboard.pointsEarnedHint)).toBeTruthy();
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
