// Two schedulers over one database (two connections, as two processes would have): every member's step is done once,
// whichever scheduler gets to it; and a member whose scheduler stopped midway (a crash) is taken again by the other
// once its lease has run out, not before.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#db/index.ts';
import type { Deps } from '#api/deps.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';
import { bareMember, linkBank, sweepDue } from './testing/job-members.ts';
import { LEASE_MS } from './leases.ts';
import { runMoneyJobs, runStep } from './money-jobs.ts';
import { MONEY_STEPS } from './money-steps.ts';

const MEMBERS = 12;
let t: TestApp;
let other: ReturnType<typeof openDatabase>;
/** The bank's answers: which link was read, in order. */
let reads: string[];
/** A link whose read never ends: the scheduler reading it has stopped. */
let stuck: string | null;
/** The card payments asked for, by their idempotency keys. */
let charges: string[];
let ids: number[];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bank's answer to a read of a link: no new rows, after `ms`. */
const bankAnswering = (ms: number) => (ref: string) =>
  (async function* (): AsyncIterable<ProviderTransaction[]> {
    reads.push(ref);
    if (ref === stuck) await new Promise(() => {});
    await sleep(ms);
    yield [];
  })();

beforeEach(() => {
  // Two members at a time each: the schedulers overtake each other, and each comes to members the other has done.
  t = makeTestApp({ env: { BANK_SYNCS_AT_ONCE: '2', PAYMENTS_AT_ONCE: '2' } });
  other = openDatabase(t.deps.env.databaseFile, t.deps.env.dataKeys);
  reads = [];
  charges = [];
  stuck = null;
  // The bank answers after a moment, so both schedulers are at work at once.
  t.deps.banks.byName.belvo.transactions = bankAnswering(3);
  const cards = t.deps.providers.cards;
  const charge = cards.chargeOffSession.bind(cards);
  cards.chargeOffSession = async (input) => {
    await sleep(3);
    charges.push(input.idempotencyKey);
    return charge(input);
  };
  ids = Array.from({ length: MEMBERS }, () => sweepDue(t, linkBank(t, bareMember(t))));
});
afterEach(() => {
  other.sqlite.close();
  t.cleanup();
});

/**
 * The second scheduler's dependencies: its own connection, the same providers and clock, but its bank answers three
 * times slower: the first overtakes it, and it comes to members the first has done since it read who was due.
 */
function second(): Deps {
  const belvo = Object.create(t.deps.banks.byName.belvo) as Deps['banks']['byName']['belvo'];
  belvo.transactions = bankAnswering(10);
  const banks = { ...t.deps.banks, byName: { ...t.deps.banks.byName, belvo } };
  return { ...t.deps, db: other.db, sqlite: other.sqlite, banks };
}
const bankSyncs = MONEY_STEPS.find((s) => s.name === 'bank syncs')!;
const times = (list: readonly (string | number)[], item: string | number) => list.filter((x) => x === item).length;
const sweepsOf = (id: number) =>
  (t.sqlite.prepare('SELECT COUNT(*) AS n FROM sweeps WHERE user_id = ?').get(id) as { n: number }).n;

describe('two schedulers on one database', () => {
  it("do every member's bank sync and sweep once between them", async () => {
    await Promise.all([
      runMoneyJobs(t.deps, { owner: 'first', timeScale: 1 }),
      runMoneyJobs(second(), { owner: 'second', timeScale: 1 }),
    ]);
    for (const id of ids) {
      expect(times(reads, `link-${id}`)).toBe(1);
      expect(sweepsOf(id)).toBe(1);
      expect(auditLedger(t.sqlite, id)).toEqual([]);
    }
    expect(new Set(charges).size).toBe(charges.length);
    expect(charges).toHaveLength(MEMBERS);
    // Every lease was given back.
    const leftover = t.sqlite.prepare('SELECT COUNT(*) AS n FROM job_leases').get() as { n: number };
    expect(leftover.n).toBe(0);
  });

  it('take a stopped scheduler’s member again once its lease has run out, not before', async () => {
    const [held] = ids;
    stuck = `link-${held}`;
    // The first scheduler takes the member, and stops in the middle of reading their bank.
    void runStep(t.deps, bankSyncs, { owner: 'crashed', timeScale: 1 });
    while (!reads.includes(stuck)) await sleep(1);
    stuck = null;

    await runStep(second(), bankSyncs, { owner: 'second', timeScale: 1 });
    expect(times(reads, `link-${held}`)).toBe(1);
    t.clock.advance(LEASE_MS - 1);
    await runStep(second(), bankSyncs, { owner: 'second', timeScale: 1 });
    expect(times(reads, `link-${held}`)).toBe(1);

    t.clock.advance(1);
    await runStep(second(), bankSyncs, { owner: 'second', timeScale: 1 });
    expect(times(reads, `link-${held}`)).toBe(2);
    const synced = t.sqlite.prepare('SELECT last_synced_at AS at FROM bank_accounts WHERE user_id = ?').get(held!);
    expect(synced).toEqual({ at: t.clock.now() });
  });
});
