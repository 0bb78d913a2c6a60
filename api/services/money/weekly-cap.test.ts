// Found by the money model (api/money.model.test.ts): a refund frees its purchase's round-up from the
// weekly cap for the purchases after it in the same bank page, as it does for those of a later page. The week's
// usage was read once per page and a reversal in the page did not lower it, so the same statement rounded up less
// when the bank sent it in one page than in several.
import { describe, expect, it } from 'vitest';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';
import { ingest } from './ingest.ts';

const m = memberApp();

const run = (rows: ProviderTransaction[]) => ingest(m.t.sqlite, m.userId, rows, m.t.clock.now());
const patch = async (body: unknown) =>
  expect((await m.t.request('/api/user', jsonInit('PATCH', body, withCookie(m.cookie)))).status).toBe(200);
const roundUps = () =>
  m.t.sqlite.prepare('SELECT total_round_up_cents AS total FROM users WHERE id = ?').get(m.userId) as { total: number };
const roundUpOf = (id: string) =>
  (
    m.t.sqlite.prepare('SELECT round_up_cents AS c FROM transactions WHERE provider_transaction_id = ?').get(id) as {
      c: number;
    }
  ).c;

// Monday 6 January 2025: every row is in one cap week.
const at = (hour: number) => new Date(Date.UTC(2025, 0, 6, hour)).toISOString();

describe('the weekly cap and a refund in the same bank page', () => {
  it('the refund frees its round-up for the purchases after it: $5.00 of round-ups, not $4.01', async () => {
    // The shrunk sequence: a $5 cap; $30.01 bought (0.99); a pending $5.01 seen at x1; then, after a switch to
    // x10, one sync page with the $5.01 posting, the $30.01 refunded, and another $30.01 bought.
    await patch({ weeklyCap: 5 });
    run([coinPurchase({ id: 'b1', amount: -30.01, date: at(10) })]);
    const pending = coinPurchase({ id: 'p3', amount: -5.01, date: at(10), pending: true });
    run([pending]);
    await patch({ roundUpMultiplier: 10 });
    run([
      coinPurchase({ id: 'b1', amount: -30.01, date: at(10) }),
      { ...pending, pending: false },
      coinPurchase({ id: 'r2', amount: 30.01, date: at(10) }),
      coinPurchase({ id: 'b4', amount: -30.01, date: at(14) }),
    ]);
    // p3 rounds up by its first sighting (x1): 0.99. The refund takes b1's 0.99 back, so b4 (x10: 9.90) gets what
    // is left of the $5.00: 4.01, exactly as if the refund had come in a page of its own.
    expect(roundUpOf('p3')).toBe(99);
    expect(roundUpOf('b4')).toBe(401);
    expect(roundUps().total).toBe(500);
  });
});
