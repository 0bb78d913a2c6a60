// The server allows one Refresh per member per REFRESH_COOLDOWN_SECONDS. After a refresh, or a 429
// saying how long to wait, the button is disabled and counts down to when it can be pressed again.
import { routes } from '#shared/routes.ts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_COOLDOWN_SECONDS } from '#shared/constants.ts';
import { banking } from '#shared/messages/banking.ts';
import { transactionsPage as text } from '#shared/messages/screens.ts';
import { shownToast } from '#pwa/components/ui/testing/toast-probe.tsx';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { makeTransaction, pageOf, syncStatus } from '#pwa/features/transactions/testing/transactions.ts';
import { TransactionsPage } from './transactions-page.tsx';

/** These tests are about every bank row: the list opens on the coin purchases. */
const EVERY_ROW = `${routes.transactions}?filter=all`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The page of a member with a bank, whose Refresh answers `answer`; the clock's seconds tick only when told. */
function show(answer: () => Response) {
  // Only the countdown's timer and the clock are fake: queries, fetches and waitFor keep real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: new Date(2025, 2, 5, 18, 0) });
  const body = { transactions: [makeTransaction()], status: syncStatus({ finicityCount: 1 }) };
  const fetchMock = mockApi({
    'GET /api/transactions': () => json(200, pageOf(body.transactions, body)),
    'POST /api/refresh-account': answer,
  });
  renderSignedIn(<TransactionsPage />, makeUser('USA'), EVERY_ROW);
  return fetchMock;
}

const button = (name: string) => screen.findByRole<HTMLButtonElement>('button', { name });
const tick = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

describe('TransactionsPage: Refresh waits out the cooldown', () => {
  it('after a 429 is disabled, says when it can be pressed again and counts down to it', async () => {
    const tooSoon = () =>
      new Response(JSON.stringify({ message: banking.refreshTooSoon(45), retryAfter: 45 }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '45' },
      });
    const fetchMock = show(tooSoon);
    fireEvent.click(await button(text.refresh));

    expect((await button(text.refreshAgainIn(45))).disabled).toBe(true);
    await waitFor(() => expect(shownToast()).toBe(`${text.refreshFailedTitle}|${banking.refreshTooSoon(45)}`));
    tick(1);
    expect((await button(text.refreshAgainIn(44))).disabled).toBe(true);
    tick(30);
    expect((await button(text.refreshAgainIn(14))).disabled).toBe(true);
    // A click on the disabled button sends nothing.
    fireEvent.click(await button(text.refreshAgainIn(14)));
    expect(callsTo(fetchMock, 'POST', '/api/refresh-account')).toHaveLength(1);
    tick(14);
    expect((await button(text.refresh)).disabled).toBe(false);
  });

  it('after a refresh is disabled for the whole cooldown, then can be pressed again', async () => {
    const fetchMock = show(() => json(200, { transactionCount: 3, newTransactions: 0 }));
    fireEvent.click(await button(text.refresh));

    await waitFor(() => expect(shownToast()).toBe(`${text.refreshedTitle}|${text.refreshedBody(0)}`));
    expect((await button(text.refreshAgainIn(REFRESH_COOLDOWN_SECONDS))).disabled).toBe(true);
    tick(REFRESH_COOLDOWN_SECONDS - 1);
    expect((await button(text.refreshAgainIn(1))).disabled).toBe(true);
    tick(1);
    fireEvent.click(await button(text.refresh));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/refresh-account')).toHaveLength(2));
  });

  it('after any other failure stays ready to be pressed again', async () => {
    show(() => json(502, { message: 'bank down' }));
    fireEvent.click(await button(text.refresh));
    await waitFor(() => expect(shownToast()).toBe(`${text.refreshFailedTitle}|${text.refreshFailedBody}`));
    expect((await button(text.refresh)).disabled).toBe(false);
  });
});
