// What the sweep tests (the services' own and the scheduler's) do and look at: coin purchases that round up,
// the sandbox card, the portfolio as the dashboard reads it, and the rows a sweep leaves behind.
import { expect } from 'vitest';
import { portfolioSchema, type Portfolio } from '#shared/schemas/portfolio.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import type { CardProvider } from '#api/providers/payments/payment-providers.ts';
import type { SandboxCards } from '#api/providers/payments/sandbox.ts';
import { jsonInit, type TestApp, withCookie } from '#api/testing/test-app.ts';

let seq = 0;

/** The helpers over the test file's current app, signed-in cookie and user (read at each call). */
export function sweepFixture(current: () => { t: TestApp; cookie: string; userId: number }) {
  const app = () => current().t;
  const cards = () => app().deps.providers.cards as SandboxCards;
  const money = () => app().deps;
  /** The app's dependencies with another card provider in place of the sandbox. */
  const withCards = (cards: CardProvider) => ({ ...money(), providers: { ...money().providers, cards } });
  const setCard = (pm: string | null) =>
    app().sqlite.prepare('UPDATE users SET stripe_payment_method_id = ? WHERE id = ?').run(pm, current().userId);
  const patchUser = async (body: Record<string, unknown>) => {
    const res = await app().request('/api/user', jsonInit('PATCH', body, withCookie(current().cookie)));
    expect(res.status).toBe(200);
  };
  /** `n` posted coin purchases of `amount` dollars, dated now. */
  const purchases = (n: number, amount: number) =>
    Array.from({ length: n }, () =>
      coinPurchase({ id: `sweep-test-${++seq}`, amount: -amount, date: new Date(app().clock.now()).toISOString() }),
    );
  /** Six $9.01 purchases: $5.94 of round-ups at 1x. */
  const sixRoundUps = () => purchases(6, 9.01);

  async function portfolio(): Promise<Portfolio> {
    const res = await app().get('/api/portfolio', current().cookie);
    expect(res.status).toBe(200);
    return portfolioSchema.parse(await res.json());
  }
  const count = (sql: string, ...args: unknown[]) =>
    (
      app()
        .sqlite.prepare(sql)
        .get(...args) as { n: number }
    ).n;
  const deposits = () =>
    count("SELECT COUNT(*) AS n FROM investment_transactions WHERE user_id = ? AND type = 'deposit'", current().userId);
  const sweeps = () =>
    app().sqlite.prepare('SELECT * FROM sweeps WHERE user_id = ? ORDER BY id').all(current().userId) as {
      id: number;
      status: string;
      amount_cents: number;
      charge_id: string | null;
      failure_reason: string | null;
      key_nonce: string | null;
    }[];
  const notificationTitles = () =>
    (
      app().sqlite.prepare('SELECT title FROM notifications WHERE user_id = ? ORDER BY id').all(current().userId) as {
        title: string;
      }[]
    ).map((n) => n.title);

  return {
    cards,
    money,
    withCards,
    setCard,
    patchUser,
    purchases,
    sixRoundUps,
    portfolio,
    count,
    deposits,
    sweeps,
    notificationTitles,
  };
}
