// The payouts list says where every redemption and cash-out is: its status, what was taken, the fee and
// what arrives, when it arrives (or arrived), and why one failed, newest first.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payoutsList as text } from '#shared/messages/money.ts';
import { payoutAccountText } from '#shared/messages/payout-accounts.ts';
import type { CashOut, Redemption } from '#shared/schemas/payouts.ts';
import { json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { payoutAccount } from '#pwa/lib/testing/payout-account.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { PayoutsPage } from './payouts-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const redemption = (over: Partial<Redemption>): Redemption => ({
  id: 1,
  pointsRedeemed: '30.00',
  cashValue: '30.00',
  fee: '0.25',
  netAmount: '29.75',
  redemptionMethod: 'cash',
  payoutMethod: 'standard',
  status: 'processing',
  failureReason: null,
  estimatedArrival: '2026-11-30T12:00:00.000Z',
  createdAt: '2026-11-26T12:00:00.000Z',
  processedAt: null,
  destination: null,
  heldReason: null,
  arrived: null,
  ...over,
});
const cashOut: CashOut = {
  id: 7,
  amount: '40.00',
  fee: '0.60',
  netAmount: '39.40',
  source: 'interest',
  status: 'paid',
  payoutMethod: 'instant',
  failureReason: null,
  estimatedArrival: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  processedAt: '2026-11-20T09:05:00.000Z',
  destination: null,
  heldReason: null,
  arrived: null,
};

describe('Payouts', () => {
  it('lists redemptions and cash-outs newest first, each with where it is', async () => {
    mockApi({
      'GET /api/points/redemptions': () =>
        json(200, {
          redemptions: [
            redemption({}),
            redemption({
              id: 2,
              status: 'failed',
              failureReason: 'The bank account was closed.',
              createdAt: '2026-11-22T12:00:00.000Z',
            }),
          ],
        }),
      'GET /api/cash-outs': () => json(200, { cashOuts: [cashOut] }),
    });
    renderWithClient(<PayoutsPage />);
    const rows = within(await screen.findByRole('list', { name: text.title })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining(`${text.redemption}$29.75${text.status.processing}${text.arrivesBy('Nov 30')}`),
      expect.stringContaining(`${text.status.failed}${text.failed('The bank account was closed.')}`),
      expect.stringContaining(`${text.cashOut('interest')}$39.40${text.status.paid}${text.paidOn('Nov 20')}`),
    ]);
    expect(rows[0]!.textContent).toContain(text.amounts('$30.00', '$0.25', '$29.75'));
    expect(rows[2]!.textContent).toContain(text.method.instant);
  });

  it('says where each one went, in which currency, what arrived, and why one waits', async () => {
    mockApi({
      'GET /api/points/redemptions': () =>
        json(200, {
          redemptions: [
            redemption({
              status: 'paid',
              processedAt: '2026-11-27T12:00:00.000Z',
              destination: { bankName: 'BBVA México', last4: '7897', currency: 'MXN' },
              arrived: { amount: '550.38', currency: 'MXN' },
            }),
            redemption({ id: 3, status: 'pending', heldReason: payoutAccountText.held('your ID number') }),
          ],
        }),
      'GET /api/cash-outs': () => json(200, { cashOuts: [] }),
    });
    renderWithClient(<PayoutsPage />);
    const rows = within(await screen.findByRole('list', { name: text.title })).getAllByRole('listitem');
    expect(within(rows[0]!).getByTestId('payout-to').textContent).toBe(
      'BBVA México ••7897 · Paid in MXN · MX$550.38 arrived',
    );
    expect(rows[1]!.textContent).toContain(`${text.status.pending}${payoutAccountText.held('your ID number')}`);
    expect(within(rows[1]!).queryByTestId('payout-to')).toBeNull();
  });

  it('just after a change of bank account, says above the list when payouts there start', async () => {
    const from = new Date(Date.now() + 3 * 60 * 60 * 1000);
    const held = payoutAccountText.held(payoutAccountText.heldNewDestination);
    mockApi({
      'GET /api/points/redemptions': () =>
        json(200, { redemptions: [redemption({ status: 'pending', heldReason: held })] }),
      'GET /api/cash-outs': () => json(200, { cashOuts: [] }),
      'GET /api/payout-account': () => json(200, payoutAccount({ payoutsFrom: from.toISOString() })),
    });
    renderWithClient(<PayoutsPage />);
    const when = from.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    expect(await screen.findByText(payoutAccountText.startsOn(when))).toBeTruthy();
    const [row] = within(await screen.findByRole('list', { name: text.title })).getAllByRole('listitem');
    expect(row!.textContent).toContain(held);
  });

  it('never says what arrived, or is on its way, for a payout that failed or has not gone yet', async () => {
    const to = { bankName: 'BBVA México', last4: '7897', currency: 'MXN' };
    const arrived = { amount: '570.58', currency: 'MXN' };
    mockApi({
      'GET /api/points/redemptions': () =>
        json(200, {
          redemptions: [
            redemption({ status: 'failed', failureReason: 'The bank account was closed.', destination: to, arrived }),
            redemption({ id: 2, status: 'pending', destination: to, arrived }),
            redemption({ id: 3, destination: to, arrived, createdAt: '2026-11-25T12:00:00.000Z' }),
          ],
        }),
      'GET /api/cash-outs': () => json(200, { cashOuts: [] }),
    });
    renderWithClient(<PayoutsPage />);
    const rows = within(await screen.findByRole('list', { name: text.title })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByTestId('payout-to').textContent)).toEqual([
      'BBVA México ••7897 · Paid in MXN',
      'BBVA México ••7897 · Paid in MXN',
      // Processing: what the provider said arrives is still shown.
      'BBVA México ••7897 · Paid in MXN · MX$570.58 on its way',
    ]);
  });

  it('says when there are none yet, and when they cannot be loaded', async () => {
    mockApi({
      'GET /api/points/redemptions': () => json(200, { redemptions: [] }),
      'GET /api/cash-outs': () => json(200, { cashOuts: [] }),
    });
    renderWithClient(<PayoutsPage />);
    expect(await screen.findByText(text.empty)).toBeTruthy();
    cleanup();
    mockApi({
      'GET /api/points/redemptions': () => json(500, { message: 'boom' }),
      'GET /api/cash-outs': () => json(200, { cashOuts: [] }),
    });
    renderWithClient(<PayoutsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(text.loadFailed);
  });
});
