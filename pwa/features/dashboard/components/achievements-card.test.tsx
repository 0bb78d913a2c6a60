import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { achievementsText as text } from '#shared/messages/money.ts';
import type { Achievement, AchievementsResponse } from '#shared/schemas/achievements.ts';
import { activityKeys } from '#pwa/features/dashboard/api/activity.ts';
import { statsKeys } from '#pwa/features/dashboard/api/stats.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { AchievementsCard } from './achievements-card.tsx';

const liftoff: Achievement = {
  id: 7,
  achievementType: 'first_round_up',
  title: 'Liftoff',
  description: 'Your first round-up from a coin purchase.',
  rewardAmount: '1.00',
  unlockedAt: '2025-03-05T12:00:00.000Z',
  claimed: false,
  claimedAt: null,
};
const missionControl: Achievement = {
  ...liftoff,
  id: 3,
  achievementType: 'first_bank_linked',
  title: 'Mission Control',
  claimed: true,
  claimedAt: '2025-03-04T12:00:00.000Z',
};
const response: AchievementsResponse = {
  achievements: [liftoff, missionControl],
  locked: [
    {
      achievementType: 'round_ups_10',
      title: 'Steady Orbit',
      description: 'Ten round-ups collected.',
      rewardAmount: '2.00',
    },
  ],
};

const itemOf = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li')!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AchievementsCard', () => {
  it('lists unlocked achievements with Claim or Claimed, and the locked ones', async () => {
    mockApi({ 'GET /api/achievements': () => json(200, response) });
    renderWithClient(<AchievementsCard />);
    await screen.findByText('Liftoff');
    expect(within(itemOf('Liftoff')).getByRole('button', { name: text.claim })).toBeTruthy();
    expect(within(itemOf('Mission Control')).queryByRole('button', { name: text.claim })).toBeNull();
    expect(within(itemOf('Mission Control')).getByText(text.claimed)).toBeTruthy();
    expect(screen.getByRole('heading', { name: text.lockedHeading })).toBeTruthy();
    expect(screen.getByText('Steady Orbit').closest('li')!.textContent).toContain(text.reward('2.00'));
  });

  it('says a reward paid to the earlier account of a member who joined again, with nothing to claim', async () => {
    const again = { ...liftoff, rewardAmount: '0.00', claimed: true, claimedAt: liftoff.unlockedAt };
    mockApi({ 'GET /api/achievements': () => json(200, { ...response, achievements: [again] }) });
    renderWithClient(<AchievementsCard />);
    await screen.findByText('Liftoff');
    const item = itemOf('Liftoff');
    expect(within(item).getByText(text.paidBefore)).toBeTruthy();
    expect(within(item).queryByRole('button', { name: text.claim })).toBeNull();
    expect(item.textContent).not.toContain(text.reward('0.00'));
  });

  it(
    'claims through POST /api/achievements/{id}/claim, ' + 'then shows Claimed and refreshes points and activity',
    async () => {
      const fetchMock = mockApi({
        'GET /api/achievements': () => json(200, response),
        'POST /api/achievements/7/claim': () =>
          json(200, { ...liftoff, claimed: true, claimedAt: '2025-03-05T12:01:00.000Z' }),
      });
      const { queryClient } = renderWithClient(<AchievementsCard />);
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      await screen.findByText('Liftoff');
      fireEvent.click(within(itemOf('Liftoff')).getByRole('button', { name: text.claim }));

      const toast = (await screen.findByText(text.claimedTitle)).closest('li')!;
      expect(toast.textContent).toContain(text.claimedBody('1.00'));
      await waitFor(() => expect(within(itemOf('Liftoff')).getByText(text.claimed)).toBeTruthy());
      const [url, init] = callsTo(fetchMock, 'POST', '/api/achievements/7/claim')[0]!;
      expect(url).toBe('/api/achievements/7/claim');
      expect(init.body).toBe('{}');
      expect(invalidate).toHaveBeenCalledWith({ queryKey: statsKeys.all });
      expect(invalidate).toHaveBeenCalledWith({ queryKey: activityKeys.all });
    },
  );

  it('shows the server message in a destructive toast when the claim fails', async () => {
    mockApi({
      'GET /api/achievements': () => json(200, response),
      'POST /api/achievements/7/claim': () => json(409, { message: text.alreadyClaimed }),
    });
    renderWithClient(<AchievementsCard />);
    await screen.findByText('Liftoff');
    fireEvent.click(within(itemOf('Liftoff')).getByRole('button', { name: text.claim }));
    const toast = (await screen.findByText(text.claimFailedTitle)).closest('li')!;
    expect(toast.dataset.variant).toBe('destructive');
    expect(toast.textContent).toContain(text.alreadyClaimed);
  });

  it('dismisses through POST /api/achievements/{id}/dismiss and hides it', async () => {
    const fetchMock = mockApi({
      'GET /api/achievements': () => json(200, response),
      'POST /api/achievements/3/dismiss': () => json(204),
    });
    renderWithClient(<AchievementsCard />);
    await screen.findByText('Mission Control');
    fireEvent.click(within(itemOf('Mission Control')).getByRole('button', { name: text.dismiss }));
    await waitFor(() => expect(screen.queryByText('Mission Control')).toBeNull());
    expect(callsTo(fetchMock, 'POST', '/api/achievements/3/dismiss')).toHaveLength(1);
    expect(screen.getByText('Liftoff')).toBeTruthy();
  });

  it('says what to aim for when nothing is unlocked yet', async () => {
    mockApi({ 'GET /api/achievements': () => json(200, { ...response, achievements: [] }) });
    renderWithClient(<AchievementsCard />);
    expect(await screen.findByText(text.empty)).toBeTruthy();
  });
});
