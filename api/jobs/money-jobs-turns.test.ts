// A pass of the jobs over many members never holds the server: between members (and between batches of interest
// holders) the event loop takes its turn, so requests are answered while the pass goes on.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '#api/services/accounts/users.ts';
import { giveMoney } from '#api/testing/closing.ts';
import { makeTestApp, newUser, type TestApp } from '#api/testing/test-app.ts';
import { INTEREST_BATCH, runMoneyJobs } from './money-jobs.ts';

const DAY = 86_400_000;
let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

/** Members with money in the interest account, made straight in the database (no password is ever used). */
function holders(count: number) {
  for (let i = 0; i < count; i += 1) {
    const { id } = createUser(t.db, { referralCode: undefined, ...newUser() }, 'never-used-hash');
    giveMoney(t, id, { interestCents: 10_000 });
  }
}

const accruedToday = () =>
  (
    t.sqlite
      .prepare("SELECT count(*) AS n FROM investments WHERE portfolio_type = 'interest' AND last_accrual_day = ?")
      .get(Math.floor(t.clock.now() / DAY)) as { n: number }
  ).n;

describe('a pass of the money jobs', () => {
  it('lets the event loop take turns while it brings interest holders up to date', async () => {
    const count = INTEREST_BATCH * 2 + 1;
    holders(count);
    t.clock.advance(DAY);
    // What a request arriving mid-pass would see: sampled at every turn the event loop gets.
    const seen: number[] = [];
    let done = false;
    const sample = () => {
      if (done) return;
      seen.push(accruedToday());
      setImmediate(sample);
    };
    setImmediate(sample);
    await runMoneyJobs(t.deps);
    done = true;
    expect(accruedToday()).toBe(count);
    expect(seen.some((n) => n > 0 && n < count)).toBe(true);
  });
});
