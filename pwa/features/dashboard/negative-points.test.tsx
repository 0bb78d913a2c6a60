// A refund after its points were redeemed leaves the balance below zero (docs/product-rules.md section 6).
// The dashboard shows it as points, says why, and says why Redeem is not available, not a generic error.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payouts } from '#shared/messages/money.ts';
import { dashboard } from '#shared/messages/screens.ts';
import type { Stats } from '#shared/schemas/stats.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function showDashboard(stats: Stats) {
  mockApi({
    'GET /api/stats/fast': () => json(200, stats),
    'GET /api/portfolio': () => json(500, { message: 'not yet' }),
    'GET /api/activity?limit=10': () => json(200, { activity: [] }),
    'GET /api/achievements': () => json(200, { achievements: [], locked: [] }),
    'GET /api/referrals': () => json(500, { message: 'not yet' }),
  });
  renderSignedIn(<DashboardPage />, makeUser('USA'));
}
const card = (title: string) =>
  screen.getAllByTestId('stat-card').find((c) => within(c).queryByRole('heading', { name: title }))!;

describe('the points balance below zero', () => {
  it("shows '-25.00 points' with the reason, and Redeem disabled with why", async () => {
    showDashboard({ pointsBalance: -25, totalTikTokSpending: 0, totalPointsEarned: 0, totalRedeemed: 25 });
    await waitFor(() => expect(card(dashboard.pointsBalance).textContent).toContain('-25.00 points'));
    const balance = card(dashboard.pointsBalance);
    expect(balance.querySelector('p')!.textContent).toBe('-25.00 points');
    expect(within(balance).getByText(dashboard.pointsNegativeHint)).toBeTruthy();
    expect(balance.textContent).not.toContain('$');

    const redeem = within(balance).getByRole('button', { name: payouts.redeem }) as HTMLButtonElement;
    expect(redeem.disabled).toBe(true);
    const why = within(balance).getByText(payouts.redeemNegative);
    expect(redeem.getAttribute('aria-describedby')).toBe(why.id);
    expect(within(balance).queryByText(payouts.redeemUnavailable)).toBeNull();
  });

  it('shows points as points on every points card, and no reason when the balance is not negative', async () => {
    showDashboard({ pointsBalance: 31.5, totalTikTokSpending: 630, totalPointsEarned: 56.5, totalRedeemed: 25 });
    await waitFor(() => expect(card(dashboard.pointsBalance).textContent).toContain('31.50 points'));
    // Points as points, their cash value beside them.
    expect(card(dashboard.pointsBalance).textContent).toContain(payouts.cashValue('$31.50'));
    expect(card(dashboard.pointsEarned).querySelector('p')!.textContent).toBe('56.50 points');
    expect(card(dashboard.pointsRedeemed).querySelector('p')!.textContent).toBe('25.00 points');
    expect(card(dashboard.tiktokSpending).querySelector('p')!.textContent).toBe('$630.00');
    expect(screen.queryByText(dashboard.pointsNegativeHint)).toBeNull();
    expect(screen.queryByText(payouts.redeemNegative)).toBeNull();
  });
});
