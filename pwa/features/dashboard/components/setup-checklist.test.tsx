import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupChecklist as text } from '#shared/messages/screens.ts';
import { settingsPath } from '#shared/routes.ts';
import type { User } from '#shared/schemas/user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { SetupChecklist } from './setup-checklist.tsx';

const portfolio = (hasDefaultCard: boolean) => ({
  type: 'interest',
  totalInvested: 0,
  currentValue: 0,
  totalReturn: 0,
  pendingRoundUps: 0,
  sweepThreshold: 5,
  hasDefaultCard,
  holdings: { interest: { balance: 0, accruedInterest: 0, apy: 0.05 }, bitcoin: { btc: '0', price: 1, value: 0 } },
  history: [],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const region = () => screen.queryByRole('region', { name: text.title });
const step = (id: string) => region()!.querySelector(`[data-step=${id}]`)!;

function show(user: User, hasCard: boolean, alertsDone = false) {
  const fetchMock = mockApi({
    'GET /api/portfolio': () => json(200, portfolio(hasCard)),
    'PATCH /api/user': (init) => json(200, { ...user, ...JSON.parse(String(init.body)), investmentChosen: true }),
  });
  renderSignedIn(
    <SetupChecklist
      user={user}
      connectBank={<button type="button">Connect Bank</button>}
      alerts={{ done: alertsDone, action: <button type="button">{text.alertsAction}</button> }}
    />,
    user,
  );
  return fetchMock;
}

describe("the dashboard's set-up checklist", () => {
  it("shows a new member's four steps at once, each with its way to do it, none ticked", async () => {
    show(makeUser('USA'), false);
    await waitFor(() => expect(step('card').getAttribute('data-done')).toBe('false'));
    expect(region()!.textContent).toContain(text.progress(0, 4));
    // The investment before the card: saving a card charges what waits, into the investment chosen.
    expect([...region()!.querySelectorAll('[data-step]')].map((li) => li.getAttribute('data-step'))).toEqual([
      'bank',
      'invest',
      'card',
      'alerts',
    ]);
    expect(within(step('bank') as HTMLElement).getByRole('button', { name: 'Connect Bank' })).toBeTruthy();
    const addCard = within(step('card') as HTMLElement).getByRole('link', { name: text.cardAction });
    expect(addCard.getAttribute('href')).toBe(settingsPath('payment-methods'));
    expect(within(step('alerts') as HTMLElement).getByRole('button', { name: text.alertsAction })).toBeTruthy();
  });

  it('saves the investment chosen in place and ticks the step, saying Bitcoin moves', async () => {
    const fetchMock = show(makeUser('USA'), false);
    const invest = step('invest') as HTMLElement;
    expect(invest.textContent).toContain(text.investBitcoinNote);
    fireEvent.click(within(invest).getByRole('button', { name: text.investBitcoin }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/user')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', '/api/user')[0]![1].body))).toEqual({
      investmentChoice: 'bitcoin',
    });
  });

  it('ticks what is done and is gone once every step is', async () => {
    const done = makeUser('USA', { bankAccountConnected: true, investmentChosen: true });
    show(done, false);
    await waitFor(() => expect(region()!.textContent).toContain(text.progress(2, 4)));
    expect(step('bank').getAttribute('data-done')).toBe('true');
    expect(step('invest').getAttribute('data-done')).toBe('true');
    expect(within(step('bank') as HTMLElement).queryByRole('button')).toBeNull();
    cleanup();

    show(done, true, true);
    // Waits for the portfolio (the card step), then shows nothing at all.
    await waitFor(() => expect(callsTo(vi.mocked(fetch), 'GET', '/api/portfolio')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(region()).toBeNull();
  });
});
