import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payouts, payoutsList } from '#shared/messages/money.ts';
import { payoutAccountText } from '#shared/messages/payout-accounts.ts';
import type { Redemption } from '#shared/schemas/payouts.ts';
import { statsKeys } from '#pwa/features/dashboard/api/stats.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { noPayoutAccount, payoutAccount } from '#pwa/lib/testing/payout-account.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { RedeemDialog } from './redeem-dialog.tsx';

const redemption = (amount: string, fee: string, net: string): Redemption => ({
  id: 1,
  pointsRedeemed: amount,
  cashValue: amount,
  fee,
  netAmount: net,
  redemptionMethod: 'bank_transfer',
  payoutMethod: 'instant',
  status: 'pending',
  failureReason: null,
  estimatedArrival: null,
  createdAt: '2025-03-05T12:00:00.000Z',
  processedAt: null,
  destination: null,
  heldReason: null,
  arrived: null,
});

/** The dialog opened, once its form has loaded (it comes in its own chunk). */
async function open(balance = 120) {
  const view = renderWithClient(<RedeemDialog pointsBalance={balance} />);
  // Inside act until the form's module is here, so React draws the form once it is.
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: payouts.redeem }));
    await import('./redeem-form.tsx');
  });
  const dialog = screen.getByRole('dialog', { name: payouts.redeemTitle });
  within(dialog).getByRole('button', { name: payouts.maxLabel });
  return { ...view, dialog };
}

const typeAmount = (value: string) =>
  fireEvent.change(screen.getByLabelText(payouts.amountLabel), { target: { value } });
const confirm = () => fireEvent.click(screen.getByRole('button', { name: payouts.confirm }));
const quote = () => {
  const dl = screen.getByTestId('payout-quote');
  const [fee, net] = within(dl)
    .getAllByRole('definition')
    .map((d) => d.textContent);
  return { fee, net };
};
const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RedeemDialog', () => {
  it('fills in the whole balance with Max, and links to the payouts list', async () => {
    await open(43.28);
    fireEvent.click(screen.getByRole('button', { name: payouts.maxLabel }));
    expect((screen.getByLabelText(payouts.amountLabel) as HTMLInputElement).value).toBe('43.28');
    await waitFor(() => expect(quote()).toEqual({ fee: '$0.65', net: '$42.63' }));
    cleanup();
    renderWithClient(<RedeemDialog pointsBalance={10} />);
    expect(screen.getByRole('link', { name: payoutsList.link }).getAttribute('href')).toBe('/payouts');
  });

  it('is disabled with a hint below $25.00 of points', () => {
    renderWithClient(<RedeemDialog pointsBalance={24.99} />);
    const button = screen.getByRole('button', { name: payouts.redeem }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(payouts.redeemUnavailable).id).toBe(button.getAttribute('aria-describedby'));
  });

  // A refund after the points were redeemed leaves the balance below zero.
  it('is disabled below zero and says why, not only the minimum', () => {
    renderWithClient(<RedeemDialog pointsBalance={-25} />);
    const button = screen.getByRole('button', { name: payouts.redeem }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(payouts.redeemNegative).id).toBe(button.getAttribute('aria-describedby'));
    expect(screen.queryByText(payouts.redeemUnavailable)).toBeNull();
  });

  it("shows the balance available as points, never with '$'", async () => {
    mockApi({});
    await open(120);
    expect(screen.getByText(payouts.available('120.00 points'))).toBeTruthy();
  });

  it('shows the fee and what arrives before confirming: 1.5% instant, $0.25 standard', async () => {
    mockApi({});
    await open();
    expect(quote()).toEqual({ fee: '-', net: '-' });
    typeAmount('40');
    expect(quote()).toEqual({ fee: '$0.60', net: '$39.40' });
    fireEvent.click(screen.getByLabelText(new RegExp(payouts.standardLabel)));
    expect(quote()).toEqual({ fee: '$0.25', net: '$39.75' });
    typeAmount('100.01');
    expect(quote()).toEqual({ fee: '$0.25', net: '$99.76' });
    fireEvent.click(screen.getByLabelText(new RegExp(payouts.instantLabel)));
    // 1.5% of $100.01 is 150.015 cents: half-to-even gives $1.50.
    expect(quote()).toEqual({ fee: '$1.50', net: '$98.51' });
  });

  it('refuses $24.99 with the minimum message and sends nothing', async () => {
    const fetchMock = mockApi({});
    await open();
    typeAmount('24.99');
    confirm();
    expect(await screen.findByText(payouts.belowMinimum)).toBeTruthy();
    expect(screen.getByLabelText(payouts.amountLabel).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'POST', '/api/points/redeem')).toHaveLength(0);
  });

  it('refuses more than the points balance', async () => {
    const fetchMock = mockApi({});
    await open(30);
    typeAmount('30.01');
    confirm();
    expect(await screen.findByText(payouts.notEnoughPoints)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/points/redeem')).toHaveLength(0);
  });

  it('sends the amount, the method and an Idempotency-Key; a retry after a failure sends the same key', async () => {
    const fetchMock = mockApi({
      'POST /api/points/redeem': [
        () => json(500, { message: 'Something went wrong on our side. Please try again.' }),
        () => json(201, redemption('40.00', '0.60', '39.40')),
      ],
    });
    const { queryClient } = await open();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    typeAmount('40');
    confirm();
    const failed = (await screen.findByText(payouts.redeemFailedTitle)).closest('li')!;
    expect(failed.dataset.variant).toBe('destructive');
    expect(screen.getByRole('dialog')).toBeTruthy();

    confirm();
    const done = (await screen.findByText(payouts.redeemedTitle)).closest('li')!;
    expect(done.textContent).toContain(payouts.redeemedBody('$39.40'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const calls = callsTo(fetchMock, 'POST', '/api/points/redeem');
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map(([, init]) => init);
    expect(JSON.parse(first!.body as string)).toEqual({ amount: '40.00', method: 'instant' });
    const key = headersOf(first!)['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(headersOf(first!)['Content-Type']).toBe('application/json');
    expect(headersOf(second!)['Idempotency-Key']).toBe(key);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: statsKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['activity'] });
  });

  it("puts a 400's field error under the amount and uses a new key for the corrected request", async () => {
    const fetchMock = mockApi({
      'POST /api/points/redeem': [
        () => json(400, { message: payouts.notEnoughPoints, errors: { amount: payouts.notEnoughPoints } }),
        () => json(201, redemption('25.00', '0.25', '24.75')),
      ],
    });
    await open();
    typeAmount('50');
    confirm();
    expect(await screen.findByText(payouts.notEnoughPoints, { selector: 'p' })).toBeTruthy();
    typeAmount('25');
    fireEvent.click(screen.getByLabelText(new RegExp(payouts.standardLabel)));
    confirm();
    await screen.findByText(payouts.redeemedTitle);
    const [first, second] = callsTo(fetchMock, 'POST', '/api/points/redeem').map(([, init]) => init);
    expect(JSON.parse(second!.body as string)).toEqual({ amount: '25.00', method: 'standard' });
    expect(headersOf(second!)['Idempotency-Key']).not.toBe(headersOf(first!)['Idempotency-Key']);
  });

  it('makes a new key each time the dialog opens', async () => {
    const fetchMock = mockApi({ 'POST /api/points/redeem': () => json(201, redemption('30.00', '0.45', '29.55')) });
    await open();
    typeAmount('30');
    confirm();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: payouts.redeem }));
    typeAmount('30');
    confirm();
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/points/redeem')).toHaveLength(2));
    const [a, b] = callsTo(fetchMock, 'POST', '/api/points/redeem').map(
      ([, init]) => headersOf(init)['Idempotency-Key'],
    );
    expect(a).not.toBe(b);
  });
});

describe('RedeemDialog: where the money goes', () => {
  const mexican = noPayoutAccount;
  const ready = payoutAccount();

  it('shows the account, the currency, an estimate in pesos and the arrival before confirming', async () => {
    mockApi({
      'GET /api/payout-account': () => json(200, ready),
      'GET /api/user': () => json(200, makeUser('Mexico')),
    });
    await open();
    typeAmount('30');
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(payouts.standardLabel) }));
    const box = await screen.findByTestId('payout-destination');
    await waitFor(() => expect(box.textContent).toContain('BBVA México ••7897'));
    // $29.75 at 18.5 pesos to the dollar.
    expect(box.textContent).toContain(payoutAccountText.estimate('MX$550.38'));
    expect(box.textContent).toContain(payoutAccountText.conversion('MXN'));
    expect(box.textContent).toMatch(/ArrivesBy \w{3}, \w{3} \d+/);
    expect((screen.getByRole('button', { name: payouts.confirm }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('without a payout account, says so, offers to connect one, and cannot be confirmed', async () => {
    const fetchMock = mockApi({
      'GET /api/payout-account': () => json(200, mexican),
      'GET /api/user': () => json(200, makeUser('Mexico')),
      'POST /api/payout-account/onboarding': () => json(200, { url: '/sandbox/payouts/onboarding?link=abc' }),
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await open();
    expect(await screen.findByText(payoutAccountText.noAccountInDialog)).toBeTruthy();
    expect((screen.getByRole('button', { name: payouts.confirm }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: payoutAccountText.connect }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/payouts/onboarding?link=abc'));
    expect(callsTo(fetchMock, 'POST', '/api/points/redeem')).toHaveLength(0);
  });

  it('just after a change of bank account, says when payouts there start', async () => {
    const from = new Date(Date.now() + 6 * 60 * 60 * 1000);
    mockApi({
      'GET /api/payout-account': () => json(200, payoutAccount({ payoutsFrom: from.toISOString() })),
      'GET /api/user': () => json(200, makeUser('Mexico')),
    });
    await open();
    const when = from.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
    const box = await screen.findByTestId('payout-destination');
    await waitFor(() => expect(box.textContent).toContain(payoutAccountText.startsOn(when)));
  });

  it('in a country Stripe cannot pay, says so plainly', async () => {
    mockApi({
      'GET /api/payout-account': () => json(200, { ...mexican, supported: false, country: 'Perú', currency: 'PEN' }),
      'GET /api/user': () => json(200, makeUser('Perú')),
    });
    await open();
    expect(await screen.findByText(payoutAccountText.unsupportedShort('Perú'))).toBeTruthy();
    expect((screen.getByRole('button', { name: payouts.confirm }) as HTMLButtonElement).disabled).toBe(true);
  });
});
