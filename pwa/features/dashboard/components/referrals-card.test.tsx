import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { referralsText as text } from '#shared/messages/money.ts';
import type { Referrals } from '#shared/schemas/referrals.ts';
import { json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { ReferralsCard } from './referrals-card.tsx';

const referrals: Referrals = {
  code: 'K7QX2M9P',
  link: 'https://giftorbit.app/signup?ref=K7QX2M9P',
  earnings: 5,
  rewardPerReferral: 5,
  referrals: [
    {
      id: 1,
      name: 'Ada',
      status: 'completed',
      rewardAmount: '5.00',
      createdAt: '2025-03-01T00:00:00Z',
      paidAt: '2025-03-02T00:00:00Z',
    },
    { id: 2, name: 'Grace', status: 'pending', rewardAmount: '5.00', createdAt: '2025-03-03T00:00:00Z', paidAt: null },
  ],
};

const show = async () => {
  mockApi({ 'GET /api/referrals': () => json(200, referrals) });
  renderWithClient(<ReferralsCard />);
  await screen.findByTestId('referral-code');
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReferralsCard', () => {
  it('shows the code, the link, the friends invited and the earnings', async () => {
    await show();
    expect(screen.getByTestId('referral-code').textContent).toBe('K7QX2M9P');
    expect(screen.getByText(referrals.link)).toBeTruthy();
    expect(screen.getByText(text.friends(2))).toBeTruthy();
    expect(screen.getByText('$5.00')).toBeTruthy();
  });

  it('opens the share sheet where there is one', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    await show();
    fireEvent.click(screen.getByRole('button', { name: text.share }));
    expect(share).toHaveBeenCalledWith({
      title: text.shareTitle,
      text: text.shareText('K7QX2M9P'),
      url: referrals.link,
    });
  });

  it('copies the link and says so where there is no share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await show();
    fireEvent.click(screen.getByRole('button', { name: text.share }));
    expect(await screen.findByText(text.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(referrals.link);
  });
});
