// Races between the three ways a member's bank is synced: the scheduler's pass, the aggregator's webhook
// and the member's Refresh, all at the same moment over the same sandbox link (so the bank answers each of them with
// the same transactions). No bank transaction may be stored twice, the ledger and the maintained totals must audit
// clean, and the points and round-ups must be what one sync at a time gives: the same link, in a second app, synced
// once per step.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runMoneyJobs } from '#api/jobs/money-jobs.ts';
import { saveMemberRef } from '#api/services/banking/provider-refs.ts';
import { syncIdle, syncUser } from '#api/services/banking/sync.ts';
import { write } from '#db/unit-of-work.ts';
import { unlockAchievement } from '#api/services/money/achievements.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';
import { belvoHook, WEBHOOK_ENV } from '#api/testing/webhooks.ts';

// Two apps each sync a 90-day history: on a loaded 2-core machine that can take more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const START = Date.UTC(2025, 5, 15, 12);
// Two weeks: the sandbox draws each link's history at random, and a few days may bring no coin purchase at all.
const DAYS_MS = 14 * 86_400_000;
const apps: TestApp[] = [];
afterEach(() => {
  for (const app of apps.splice(0)) app.cleanup();
});
const newApp = () => {
  const app = makeTestApp({ env: WEBHOOK_ENV, startAt: START });
  apps.push(app);
  return app;
};

/** What the member sees of their money, as the engine keeps it. */
function money(t: TestApp, userId: number) {
  const totals = t.sqlite
    .prepare(
      `SELECT total_points_earned AS points, total_round_up_cents AS roundUps, pending_round_up_cents AS pending,
         total_tik_tok_spend_cents AS coinSpend, listed_count AS listed FROM users WHERE id = ?`,
    )
    .get(userId) as Record<'points' | 'roundUps' | 'pending' | 'coinSpend' | 'listed', number>;
  const swept = t.sqlite
    .prepare("SELECT COALESCE(SUM(amount_cents), 0) AS n FROM sweeps WHERE user_id = ? AND status = 'invested'")
    .get(userId) as { n: number };
  const rows = t.sqlite
    .prepare(
      `SELECT provider_transaction_id AS id, points_earned AS points, round_up_cents AS roundUp, pending,
         removed_at IS NOT NULL AS removed, superseded_by_id IS NOT NULL AS superseded
       FROM transactions WHERE user_id = ? ORDER BY provider_transaction_id`,
    )
    .all(userId);
  return { ...totals, swept: swept.n, rows };
}

describe('sync races', () => {
  it('the scheduler, a webhook and Refresh syncing one member at once store each bank row once', async () => {
    const t = newApp();
    const s = await t.signup({ country: 'Brazil' });
    const userId = s.body.id as number;
    // A card on file: round-ups that reach $5 are swept (charged and invested) during the syncs.
    t.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(userId);
    const link = await t.request(
      '/api/belvo/create-link',
      jsonInit('POST', { institution: 'erebor_br_retail', username: 'bnk100', password: 'full' }, withCookie(s.cookie)),
    );
    expect(link.status).toBe(200);
    await syncIdle(t.deps, userId);
    const accounts = t.sqlite.prepare('SELECT * FROM bank_accounts WHERE user_id = ?').all(userId) as Record<
      string,
      unknown
    >[];
    const linkId = accounts[0]!.link_ref as string;

    // Two weeks on, the bank has new rows and the link is due for its scheduled sync.
    t.clock.advance(DAYS_MS);
    const linked = money(t, userId);
    // The member opens the app again (their session went idle meanwhile) and taps Refresh.
    const cookie = (await t.signin(s.input.email, s.input.password)).cookie;
    const webhook = {
      webhook_id: 'race-1',
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'new_transactions_available',
      link_id: linkId,
      data: {},
    };
    const [, hook, refresh] = await Promise.all([
      runMoneyJobs(t.deps),
      belvoHook(t, webhook),
      t.request('/api/refresh-account', jsonInit('POST', {}, withCookie(cookie))),
    ]);
    expect(hook.status).toBe(204);
    expect(refresh.status).toBe(200);
    await syncIdle(t.deps, userId);

    const twice = t.sqlite
      .prepare(
        `SELECT provider_transaction_id AS id, COUNT(*) AS n FROM transactions WHERE user_id = ?
         GROUP BY provider, provider_transaction_id HAVING n > 1`,
      )
      .all(userId);
    expect(twice).toEqual([]);
    expect(auditLedger(t.sqlite, userId)).toEqual([]);

    // The same link in a fresh app, synced once at the link and once two weeks later, one sync at a time.
    const ref = newApp();
    const r = await ref.signup({ country: 'Brazil' });
    const refId = r.body.id as number;
    ref.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(refId);
    saveMemberRef(ref.deps, refId, { provider: 'belvo', ref: linkId });
    for (const a of accounts) {
      const copy = { ...a, id: undefined, user_id: refId, last_synced_at: null, next_sync_at: null };
      const columns = Object.keys(copy).filter((k) => k !== 'id');
      ref.sqlite
        .prepare(`INSERT INTO bank_accounts (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`)
        .run(Object.fromEntries(columns.map((c) => [c, copy[c as keyof typeof copy]])));
    }
    // Linking unlocked the first bank's achievement for the raced member: the same for this one.
    write(ref.sqlite, () => unlockAchievement(ref.sqlite, refId, 'first_bank_linked', ref.clock.now()));
    await syncUser(ref.deps, refId);
    ref.clock.advance(DAYS_MS);
    await syncUser(ref.deps, refId);

    const raced = money(t, userId);
    const once = money(ref, refId);
    // The race had new rows to store, among them purchases that earn points. (The totals need not grow: the
    // sandbox's history is drawn per link, and two weeks may bring a refund larger than the new purchases.)
    const before = new Set(linked.rows.map((row) => (row as { id: string }).id));
    const added = raced.rows.filter((row) => !before.has((row as { id: string }).id)) as { points: number }[];
    expect(added.length).toBeGreaterThan(0);
    expect(added.some((row) => row.points > 0)).toBe(true);
    expect(raced).toEqual(once);
    expect(auditLedger(ref.sqlite, refId)).toEqual([]);
  });
});
