// Each step of the money jobs on its own loop: a bank that does not answer holds its own members' syncs and nothing
// else (a sweep due meanwhile is charged), and a step works on as many members at once as the environment says.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';
import { bareMember, linkBank, sweepDue } from './testing/job-members.ts';
import { runStep, startMoneyJobs } from './money-jobs.ts';
import { isMemberStep, MONEY_STEPS } from './money-steps.ts';

let t: TestApp;
afterEach(() => t.cleanup());

/** Bank reads that wait until `answer()`: which links were read, and how many are waiting now. */
function bankOnHold() {
  const waiting: (() => void)[] = [];
  const reads: string[] = [];
  let most = 0;
  t.deps.banks.byName.belvo.transactions = (ref: string) =>
    (async function* (): AsyncIterable<ProviderTransaction[]> {
      reads.push(ref);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        most = Math.max(most, waiting.length);
      });
      yield [];
    })();
  return {
    reads,
    waiting: () => waiting.length,
    most: () => most,
    answer: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

async function until(done: () => boolean) {
  const deadline = Date.now() + 3_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(done()).toBe(true);
}

describe('the money jobs on the clock', () => {
  it('charge a sweep that falls due while a bank sync hangs', async () => {
    t = makeTestApp();
    const bank = bankOnHold();
    const slow = linkBank(t, bareMember(t));
    // A thousand times faster: the first runs 5 ms after start, the sweeps every 300 ms.
    const jobs = startMoneyJobs(t.deps, { owner: 'test', timeScale: 1_000 });
    try {
      await until(() => bank.reads.includes(`link-${slow}`));
      // Now a member's round-ups reach a sweep ($5.94 on a card that pays), while the bank still has not answered.
      const id = sweepDue(t, bareMember(t));
      const swept = () => t.sqlite.prepare("SELECT 1 FROM sweeps WHERE user_id = ? AND status = 'invested'").get(id);
      await until(() => swept() !== undefined);
      expect(bank.waiting()).toBe(1);
    } finally {
      bank.answer();
      await jobs.stop();
    }
  });

  it('syncs BANK_SYNCS_AT_ONCE members at a time', async () => {
    t = makeTestApp({ env: { BANK_SYNCS_AT_ONCE: '3' } });
    const bank = bankOnHold();
    const members = Array.from({ length: 8 }, () => linkBank(t, bareMember(t)));
    const step = runStep(
      t.deps,
      MONEY_STEPS.find((s) => s.name === 'bank syncs')!,
    );
    await until(() => bank.waiting() === 3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bank.reads).toHaveLength(3);
    while (bank.reads.length < members.length || bank.waiting() > 0) {
      bank.answer();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await step;
    expect(bank.most()).toBe(3);
    expect(new Set(bank.reads)).toEqual(new Set(members.map((id) => `link-${id}`)));
  });
});

describe("one member's failure, in every member step", () => {
  const memberSteps = MONEY_STEPS.filter(isMemberStep);

  it.each(memberSteps.map((s) => [s.name, s] as const))(
    'in %s is logged once naming the step and the member, and the others are done',
    async (name, real) => {
      t = makeTestApp();
      const [a, b, c] = [bareMember(t), bareMember(t), bareMember(t)];
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const done: number[] = [];
      const step = {
        ...real,
        due: (_deps: unknown, userId?: number) => (userId === undefined ? [a, b, c] : [userId]),
        work: async (_deps: unknown, userId: number) => {
          if (userId === a) throw new Error('database or disk is full');
          done.push(userId);
        },
      };
      await runStep(t.deps, step);
      expect(done.sort()).toEqual([b, c]);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
        `[jobs] ${name}: user ${a} failed, retried on the next run:`,
      ]);
      // Its lease was given back: the next run tries it again.
      const leases = t.sqlite.prepare('SELECT COUNT(*) AS n FROM job_leases').get() as { n: number };
      expect(leases.n).toBe(0);
      errors.mockRestore();
    },
  );
});
