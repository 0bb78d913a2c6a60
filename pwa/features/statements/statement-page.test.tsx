// A month's statement shows its balances, totals and lines as the API gives them, in the member's dollar
// display; Print opens the browser's print; a month with no statement says why; the tax summary shows the sale.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statementsText as text } from '#shared/messages/statements.ts';
import { STATEMENTS_ROUTE, statementScreens } from '#shared/routes-statements.ts';
import type { Statement, TaxSummary } from '#shared/schemas/statements.ts';
import { userKeys } from '#pwa/lib/current-user.ts';
import { setDollarSignSource } from '#pwa/lib/format.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { setSessionHint } from '#pwa/lib/session-hint.ts';
import { json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { StatementsPages } from './statements-pages.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setDollarSignSource(() => '$');
});

const balances = (over: Partial<Statement['opening']> = {}): Statement['opening'] => ({
  points: '0.00',
  pendingRoundUps: '0.00',
  sweepsInFlight: '0.00',
  interestBalance: '0.00',
  bitcoin: '0.00000000',
  bitcoinCostBasis: '0.00',
  totalInvested: '0.00',
  ...over,
});
const entry = (over: Partial<Statement['entries'][number]>): Statement['entries'][number] => ({
  date: '2025-03-12T08:00:00.000Z',
  purchaseDate: null,
  kind: 'other',
  investment: null,
  description: null,
  amount: '0.00',
  points: null,
  spend: null,
  btc: null,
  price: null,
  fee: null,
  net: null,
  costBasis: null,
  ...over,
});
const march: Statement = {
  month: '2025-03',
  // The member's month: Mexico City's (UTC-6 all year since 2022).
  timeZone: 'America/Mexico_City',
  from: '2025-03-01T06:00:00.000Z',
  to: '2025-04-01T06:00:00.000Z',
  complete: true,
  opening: balances({ points: '35.75', interestBalance: '100.36', bitcoin: '0.00074364', totalInvested: '152.97' }),
  closing: balances({ points: '35.75', interestBalance: '75.74', bitcoin: '0.00042292', totalInvested: '105.30' }),
  totals: {
    roundUps: '0.00',
    invested: '0.00',
    interest: '0.38',
    bitcoinBought: '0.00',
    bitcoinSold: '25.00',
    pointsEarned: '0.00',
    pointsRedeemed: '0.00',
    cashedOut: '50.00',
    redeemedForCash: '0.00',
    fees: '0.63',
  },
  entries: [
    entry({ date: '2025-03-01T06:00:00.000Z', kind: 'interest_credit', investment: 'interest', amount: '0.38' }),
    // Made on March 3, posted by the bank on March 10.
    entry({
      date: '2025-03-10T09:00:00.000Z',
      purchaseDate: '2025-03-03T00:00:00.000Z',
      kind: 'coin_purchase',
      description: 'TIKTOK COINS 8005551234 CA',
      amount: '0.51',
      points: '0.47',
      spend: '9.49',
    }),
    // March 31 at 23:30 in Mexico City, April 1 in UTC.
    entry({
      date: '2025-04-01T05:30:00.000Z',
      kind: 'cash_out',
      investment: 'bitcoin',
      amount: '-25.00',
      btc: '-0.00032072',
      price: '77949.61',
      fee: '0.25',
      net: '24.75',
      costBasis: '22.85',
    }),
  ],
};

function renderAt(path: string) {
  const client = createQueryClient();
  setSessionHint(1);
  client.setQueryData(userKeys.current(), makeUser('Mexico'));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={STATEMENTS_ROUTE} element={<StatementsPages />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Statement page', () => {
  it("shows the month's balances, totals and lines in US$ for a member outside the US, and prints", async () => {
    setDollarSignSource(() => 'US$');
    mockApi({ 'GET /api/statements/2025-03': () => json(200, march) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAt(statementScreens.month('2025-03'));
    expect(screen.getByRole('heading', { level: 1, name: text.monthTitle('March 2025') })).toBeTruthy();
    expect((await screen.findByTestId('opening-points')).textContent).toBe('35.75 points');
    // The member's month, named in their time zone.
    expect(screen.getByText(text.period('Mar 1, 2025', 'Mar 31, 2025', 'Central Standard Time'))).toBeTruthy();
    expect(screen.getByTestId('opening-interestBalance').textContent).toBe('US$100.36');
    expect(screen.getByTestId('closing-interestBalance').textContent).toBe('US$75.74');
    expect(screen.getByTestId('closing-bitcoin').textContent).toBe('0.00042292 BTC');
    expect(screen.getByTestId('closing-points').textContent).toBe('35.75 points');
    expect(screen.getByTestId('total-fees').textContent).toBe('US$0.63');
    const lines = screen.getAllByTestId('statement-entry');
    expect(lines.map((l) => l.dataset.kind)).toEqual(['interest_credit', 'coin_purchase', 'cash_out']);
    // A purchase by its own day, as Transactions dates it, and when the bank posted it.
    const purchase = within(lines[1]!);
    expect(purchase.getByText('Mar 3')).toBeTruthy();
    expect(purchase.getByText(text.postedOn('Mar 10'))).toBeTruthy();
    expect(purchase.getByText('TIKTOK COINS 8005551234 CA')).toBeTruthy();
    // Other lines carry only the day they count.
    expect(within(lines[0]!).queryByText(/Posted/)).toBeNull();
    const sale = within(lines[2]!);
    expect(sale.getByText('Mar 31')).toBeTruthy(); // the member's day, not UTC's April 1
    expect(sale.getByText(text.bitcoinAt('0.00032072', 'US$77,949.61'))).toBeTruthy();
    expect(sale.getByText(text.fee('US$0.25', 'US$24.75'))).toBeTruthy();
    expect(sale.getByText(text.costBasis('US$22.85'))).toBeTruthy();
    expect(sale.getByTestId('entry-amount').textContent).toBe('-US$25.00');
    // A4 by default outside the United States and Canada; Letter on choice.
    const paper = screen.getByLabelText(text.paper) as HTMLSelectElement;
    expect(paper.value).toBe('a4');
    fireEvent.change(paper, { target: { value: 'letter' } });
    expect(paper.value).toBe('letter');
    fireEvent.click(screen.getByRole('button', { name: text.print }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("says why a month has no statement, or is no month (the API's message)", async () => {
    mockApi({ 'GET /api/statements/2019-01': () => json(404, { message: text.noStatement }) });
    renderAt(statementScreens.month('2019-01'));
    expect(await screen.findByText(text.noStatement)).toBeTruthy();
    expect(screen.queryByTestId('statement-entry')).toBeNull();
    cleanup();
    mockApi({
      'GET /api/statements/2025-13': () => json(400, { message: text.badMonth, errors: { month: text.badMonth } }),
    });
    renderAt(statementScreens.month('2025-13'));
    expect(await screen.findByText(text.badMonth)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: text.monthTitle('2025-13') })).toBeTruthy();
  });

  it('the tax summary shows the interest earned and each sale with its cost basis and gain', async () => {
    const summary: TaxSummary = {
      year: 2025,
      timeZone: 'UTC',
      complete: true,
      interestEarned: '1.47',
      bitcoinBuys: [{ date: '2025-02-10T15:00:00.000Z', btc: '0.00074364', price: '71230.05', cost: '52.97' }],
      bitcoinSales: [
        {
          date: '2025-03-12T08:00:00.000Z',
          btc: '0.00032072',
          price: '77949.61',
          proceeds: '25.00',
          costBasis: '22.85',
          gain: '2.15',
          returned: false,
        },
      ],
      bought: { btc: '0.00074364', cost: '52.97' },
      sold: { btc: '0.00032072', proceeds: '25.00', costBasis: '22.85', gain: '2.15' },
      pointsRedeemed: '25.00',
      fees: '0.88',
    };
    mockApi({ 'GET /api/statements/tax/2025': () => json(200, summary) });
    renderAt(statementScreens.tax(2025));
    expect(screen.getByRole('heading', { level: 1, name: text.taxTitle(2025) })).toBeTruthy();
    expect((await screen.findByTestId('tax-interestEarned')).textContent).toBe('$1.47');
    const [sale] = screen.getAllByTestId('bitcoin-sales-row');
    expect([...sale!.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Mar 12, 2025',
      '0.00032072',
      '$77,949.61',
      '$25.00',
      '$22.85',
      '$2.15',
    ]);
    expect(screen.getByTestId('tax-fees').textContent).toBe('$0.88');
  });
});
