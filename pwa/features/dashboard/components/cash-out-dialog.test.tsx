// Cash Out on the portfolio: which investment, how much (Max, the minimum), and one POST /api/cash-outs with its
// source, method and Idempotency-Key. The amount, fee and destination are the redemption's (redeem-dialog.test.tsx).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cashOutText as text } from '#shared/messages/cash-out.ts';
import { payouts, portfolio as portfolioText } from '#shared/messages/money.ts';
import type { CashOut } from '#shared/schemas/payouts.ts';
import type { Portfolio } from '#shared/schemas/portfolio.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { payoutAccount } from '#pwa/lib/testing/payout-account.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { portfolioKeys } from '#pwa/lib/portfolio.ts';
import { CashOutDialog } from './cash-out-dialog.tsx';

const holding = (interest: number, btc: string, bitcoinValue: number | null, accrued = 0): Portfolio => ({
  type: 'interest',
  totalInvested: interest + (bitcoinValue ?? 0),
  currentValue: bitcoinValue === null ? null : interest + bitcoinValue,
  totalReturn: 0,
  pendingRoundUps: 0,
  sweepThreshold: 5,
  hasDefaultCard: true,
  holdings: {
    interest: { balance: interest, accruedInterest: accrued, apy: 5 },
    bitcoin: { btc, price: bitcoinValue === null ? null : 9_000_000, value: bitcoinValue },
  },
  history: [],
});

const cashOut = (amount: string, fee: string, net: string): CashOut => ({
  id: 7,
  amount,
  fee,
  netAmount: net,
  source: 'bitcoin',
  status: 'pending',
  payoutMethod: 'standard',
  failureReason: null,
  estimatedArrival: null,
  createdAt: '2026-11-29T12:00:00.000Z',
  processedAt: null,
  destination: null,
  heldReason: null,
  arrived: null,
});

async function open(p: Portfolio) {
  const view = renderWithClient(<CashOutDialog portfolio={p} />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: text.open }));
    await import('./cash-out-form.tsx');
  });
  return { ...view, dialog: screen.getByRole('dialog', { name: text.title }) };
}

const amount = () => (screen.getByLabelText(payouts.amountLabel) as HTMLInputElement).value;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CashOutDialog', () => {
  it('says the minimum from the start and cannot open below it', () => {
    renderWithClient(<CashOutDialog portfolio={holding(24.99, '0.00000000', 0)} />);
    const button = screen.getByRole('button', { name: text.open }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(text.unavailable('$25.00')).id).toBe(button.getAttribute('aria-describedby'));
  });

  it('offers each investment with what it can give, the larger first; Max takes all of the chosen one', async () => {
    mockApi({ 'GET /api/payout-account': () => json(200, payoutAccount()) });
    const { dialog } = await open(holding(30.12, '0.00050000', 45.5));
    const choice = within(dialog).getByRole('group', { name: text.sourceLabel });
    const bitcoin = within(choice).getByLabelText(new RegExp(portfolioText.bitcoinName)) as HTMLInputElement;
    const interest = within(choice).getByLabelText(new RegExp('Interest')) as HTMLInputElement;
    expect(bitcoin.checked).toBe(true);
    expect(choice.textContent).toContain(text.available('$45.50'));
    expect(choice.textContent).toContain(text.available('$30.12'));
    expect(dialog.textContent).toContain(text.bitcoinPrice);
    fireEvent.click(screen.getByRole('button', { name: text.maxLabel }));
    expect(amount()).toBe('45.50');

    fireEvent.click(interest);
    expect(interest.checked).toBe(true);
    // Another investment is another request: the amount starts again.
    expect(amount()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: text.maxLabel }));
    expect(amount()).toBe('30.12');
  });

  it('keeps an investment below the minimum, or Bitcoin without a price, out of reach and says why', async () => {
    mockApi({ 'GET /api/payout-account': () => json(200, payoutAccount()) });
    const { dialog } = await open(holding(40, '0.00010000', null, 0.12));
    const bitcoin = within(dialog).getByLabelText(new RegExp(portfolioText.bitcoinName)) as HTMLInputElement;
    expect(bitcoin.disabled).toBe(true);
    expect(dialog.textContent).toContain(payouts.bitcoinPriceUnavailable);
    // Interest earned this month is paid on the 1st: not in what can be taken today.
    expect(dialog.textContent).toContain(text.accruedLater('$0.12'));
    fireEvent.click(screen.getByRole('button', { name: text.maxLabel }));
    expect(amount()).toBe('40.00');
  });

  it('sends the amount, the speed, the investment and an Idempotency-Key, then refreshes the portfolio', async () => {
    const fetchMock = mockApi({
      'GET /api/payout-account': () => json(200, payoutAccount()),
      'POST /api/cash-outs': () => json(201, cashOut('30.00', '0.25', '29.75')),
    });
    const { queryClient } = await open(holding(0, '0.00050000', 45.5));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    // One investment: nothing to choose.
    expect(screen.queryByRole('group', { name: text.sourceLabel })).toBeNull();
    fireEvent.change(screen.getByLabelText(payouts.amountLabel), { target: { value: '30' } });
    fireEvent.click(screen.getByLabelText(new RegExp(payouts.standardLabel)));
    await waitFor(() => expect(screen.getByTestId('payout-destination').textContent).toContain('7897'));
    fireEvent.click(screen.getByRole('button', { name: text.confirm }));
    const done = (await screen.findByText(text.doneTitle)).closest('li')!;
    expect(done.textContent).toContain(text.doneBody('$29.75'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = callsTo(fetchMock, 'POST', '/api/cash-outs').map(([, init]) => init);
    expect(JSON.parse(call!.body as string)).toEqual({ amount: '30.00', payoutMethod: 'standard', source: 'bitcoin' });
    expect((call!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: portfolioKeys.all });
  });

  it('refuses more than the investment holds before asking the server', async () => {
    const fetchMock = mockApi({ 'GET /api/payout-account': () => json(200, payoutAccount()) });
    await open(holding(26, '0.00000000', 0));
    fireEvent.change(screen.getByLabelText(payouts.amountLabel), { target: { value: '26.01' } });
    fireEvent.click(screen.getByRole('button', { name: text.confirm }));
    expect(await screen.findByText(payouts.notEnoughFunds, { selector: 'p' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/cash-outs')).toHaveLength(0);
  });
});
