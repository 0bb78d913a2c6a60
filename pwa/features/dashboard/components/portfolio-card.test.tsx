import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portfolio as text } from '#shared/messages/money.ts';
import type { Portfolio } from '#shared/schemas/portfolio.ts';
import { json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { PortfolioCard } from './portfolio-card.tsx';

const makePortfolio = (over: Partial<Portfolio> = {}): Portfolio => ({
  type: 'interest',
  totalInvested: 10,
  currentValue: 10.42,
  totalReturn: 0.42,
  pendingRoundUps: 3.25,
  sweepThreshold: 5,
  hasDefaultCard: true,
  holdings: {
    interest: { balance: 10, accruedInterest: 0.42, apy: 0.05 },
    bitcoin: { btc: '0.00000000', price: 65000, value: 0 },
  },
  history: [
    { date: '2025-03-01', value: 5, invested: 5 },
    { date: '2025-03-02', value: 10.2, invested: 10 },
    { date: '2025-03-03', value: 10.42, invested: 10 },
  ],
  ...over,
});

const show = async (p: Portfolio) => {
  mockApi({ 'GET /api/portfolio': () => json(200, p) });
  renderWithClient(<PortfolioCard />);
  return screen.findByText(text.totalValue);
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PortfolioCard', () => {
  it('shows the value, the amount invested and a positive return in green with its sign', async () => {
    await show(makePortfolio());
    expect(screen.getByText('$10.42', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('$10.00', { selector: 'dd' })).toBeTruthy();
    const gain = screen.getByText('+$0.42');
    expect(gain.className).toContain('text-success');
    expect(screen.getByText(text.investingIn(text.interestName))).toBeTruthy();
  });

  it('shows a loss in red with a minus sign, and Bitcoin with the BTC held', async () => {
    await show(
      makePortfolio({
        type: 'bitcoin',
        totalReturn: -1.5,
        currentValue: 8.5,
        holdings: {
          interest: { balance: 0, accruedInterest: 0, apy: 0.05 },
          bitcoin: { btc: '0.00013077', price: 65000, value: 8.5 },
        },
      }),
    );
    expect(screen.getByText('-$1.50').className).toContain('text-destructive');
    expect(screen.getByText(text.investingIn(text.bitcoinName))).toBeTruthy();
    const holdings = screen.getByRole('list', { name: text.holdings });
    expect(within(holdings).getByText(text.btcHeld('0.00013077'))).toBeTruthy();
    expect(within(holdings).queryByText(text.interestName)).toBeNull();
  });

  // During a Bitcoin price outage the API answers with no Bitcoin value (null).
  it('shows the Bitcoin value and the total as unavailable while the Bitcoin price is, and says why', async () => {
    await show(
      makePortfolio({
        type: 'bitcoin',
        totalInvested: 20,
        currentValue: null,
        totalReturn: null,
        holdings: {
          interest: { balance: 10, accruedInterest: 0.42, apy: 0.05 },
          bitcoin: { btc: '0.00013077', price: null, value: null },
        },
      }),
    );
    expect(screen.getByText(text.bitcoinPriceUnavailable)).toBeTruthy();
    const summary = screen.getAllByText(text.valueUnavailable, { selector: 'dd' });
    expect(summary).toHaveLength(2); // the current value and the return
    expect(screen.getByText('$20.00', { selector: 'dd' })).toBeTruthy();
    const holdings = screen.getByRole('list', { name: text.holdings });
    const bitcoin = within(holdings).getByText(text.btcHeld('0.00013077')).closest('li')!;
    expect(within(bitcoin).getByText(text.valueUnavailable)).toBeTruthy();
    expect(within(bitcoin).queryByText('$0.00')).toBeNull();
    expect(within(holdings).getByText('$10.42')).toBeTruthy();
  });

  it('charts value and invested over time', async () => {
    await show(makePortfolio());
    expect(screen.getByRole('img', { name: text.chartLabel })).toBeTruthy();
    const table = screen.getByRole('table', { name: text.chartLabel });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Mar 1$5.00$5.00');
  });

  it('says the chart will come when there is no history yet', async () => {
    await show(makePortfolio({ history: [] }));
    expect(screen.getByText(text.chartEmpty)).toBeTruthy();
    expect(screen.queryByRole('img', { name: text.chartLabel })).toBeNull();
  });

  it('shows the round-ups waiting to be invested as progress toward $5.00', async () => {
    await show(makePortfolio());
    const bar = screen.getByRole('progressbar', { name: text.waiting });
    expect(bar.getAttribute('aria-valuenow')).toBe('3.25');
    expect(bar.getAttribute('aria-valuemax')).toBe('5');
    expect(bar.getAttribute('aria-valuetext')).toBe(text.waitingProgress('$3.25', '$5.00'));
    expect(screen.queryByText(text.noCard)).toBeNull();
  });

  it('without a default card, says how to start investing and links to Settings', async () => {
    await show(makePortfolio({ hasDefaultCard: false, pendingRoundUps: 6.1 }));
    expect(screen.getByText(text.noCard, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: text.goToSettings }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
  });

  it('says when the next investment happens: at the threshold, or now when it is passed', async () => {
    await show(makePortfolio());
    expect(screen.getByTestId('next-investment').textContent).toBe(text.nextWhen('$5.00', '$1.75'));
    cleanup();
    await show(makePortfolio({ pendingRoundUps: 21.29 }));
    expect(screen.getByTestId('next-investment').textContent).toBe(text.nextNow('$21.29'));
    cleanup();
    await show(makePortfolio({ hasDefaultCard: false }));
    expect(screen.queryByTestId('next-investment')).toBeNull();
  });

  it('shows a first investment as a point with words, not a line, until there are two days', async () => {
    await show(makePortfolio({ history: [{ date: '2025-03-01', value: 5.12, invested: 5.12 }] }));
    expect(screen.getByTestId('first-investment').textContent).toBe(text.chartFirst('$5.12', 'Mar 1'));
    expect(screen.queryByRole('img', { name: text.chartLabel })).toBeNull();
  });

  it('says so when the portfolio cannot be loaded', async () => {
    mockApi({ 'GET /api/portfolio': () => json(500, { message: 'boom' }) });
    renderWithClient(<PortfolioCard />);
    expect((await screen.findByRole('alert')).textContent).toBe(text.loadFailed);
  });
});
