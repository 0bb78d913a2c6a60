import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activity as text } from '#shared/messages/money.ts';
import type { ActivityItem } from '#shared/schemas/activity.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { formatActivityAmount, RecentActivityCard } from './recent-activity-card.tsx';

const item = (over: Partial<ActivityItem>): ActivityItem => ({
  id: 1,
  kind: 'round_up',
  title: 'Round-up',
  amount: '0.51',
  unit: 'usd',
  date: new Date().toISOString(),
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('formatActivityAmount', () => {
  it('signs dollars and points', () => {
    expect(formatActivityAmount({ amount: '0.51', unit: 'usd' })).toBe('+$0.51');
    expect(formatActivityAmount({ amount: '-25.00', unit: 'usd' })).toBe('-$25.00');
    expect(formatActivityAmount({ amount: '1.25', unit: 'points' })).toBe('+1.25 points');
    expect(formatActivityAmount({ amount: '-0.5', unit: 'points' })).toBe('-0.50 points');
  });
});

describe('RecentActivityCard', () => {
  it('asks for the latest 10 and lists them with title, signed amount and date', async () => {
    const fetchMock = mockApi({
      'GET /api/activity?limit=10': () =>
        json(200, {
          activity: [
            item({ id: 2, kind: 'points', title: 'Points from TIKTOK COINS', amount: '0.50', unit: 'points' }),
            item({
              id: 1,
              kind: 'payout',
              title: 'Points redeemed',
              amount: '-25.00',
              unit: 'usd',
              date: '2025-03-05T15:04:00',
            }),
          ],
        }),
    });
    renderWithClient(<RecentActivityCard />);
    const first = (await screen.findByText('Points from TIKTOK COINS')).closest('li')!;
    expect(within(first).getByText('+0.50 points')).toBeTruthy();
    expect(within(first).getByText(/^Today, /)).toBeTruthy();
    const second = screen.getByText('Points redeemed').closest('li')!;
    expect(within(second).getByText('-$25.00')).toBeTruthy();
    expect(
      within(second)
        .getByText(/^Mar 5, 3:04\sPM$/)
        .getAttribute('datetime'),
    ).toBe('2025-03-05T15:04:00');
    expect(callsTo(fetchMock, 'GET', '/api/activity?limit=10')).toHaveLength(1);
  });

  it('says what will appear when there is nothing yet', async () => {
    mockApi({ 'GET /api/activity?limit=10': () => json(200, { activity: [] }) });
    renderWithClient(<RecentActivityCard />);
    expect(await screen.findByText(text.empty)).toBeTruthy();
  });

  it('says a purchase once, round-up and points; a refunded one says so, its refund takes it back', async () => {
    mockApi({
      'GET /api/activity?limit=10': () =>
        json(200, {
          activity: [
            item({ id: 3, kind: 'refund', title: 'Refund: COINS', amount: '-0.51', points: '-0.47' }),
            item({ id: 1, title: 'Round-up: COINS', amount: '0.51', points: '0.47', refunded: true }),
            item({ id: 5, title: 'Round-up: MORE COINS', amount: '0.01', points: '0.50', refunded: false }),
          ],
        }),
    });
    renderWithClient(<RecentActivityCard />);
    const more = (await screen.findByText('Round-up: MORE COINS')).closest('li')!;
    expect(within(more).getByText('+$0.01')).toBeTruthy();
    expect(within(more).getByText('+0.50 points')).toBeTruthy();
    expect(within(more).queryByTestId('activity-refunded')).toBeNull();
    const bought = screen.getByText('Round-up: COINS').closest('li')!;
    expect(within(bought).getByTestId('activity-refunded').textContent).toContain(text.refunded);
    expect(within(bought).getByText('+$0.51').closest('.line-through')).not.toBeNull();
    const refund = screen.getByText('Refund: COINS').closest('li')!;
    expect(within(refund).getByText('-$0.51')).toBeTruthy();
    expect(within(refund).getByText('-0.47 points')).toBeTruthy();
  });
});
