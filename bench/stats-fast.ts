// GET /api/stats/fast through the real app, for a user with 100 rows and one with 100,000: the maintained
// totals should make both cost the same.
import { ingest } from '#api/services/money/ingest.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { makeTestApp } from '#api/testing/test-app.ts';
import { audit, expectInserted, fail } from './bench-db.ts';
import { NOW } from './ingest-data.ts';

const WARMUP = 500;
export const STATS_CALLS = 2_000;

/** Median-ready call times (ms) for the small and the big user, interleaved. */
export async function statsFast(smallRows: ProviderTransaction[], bigPages: ProviderTransaction[][]) {
  const t = makeTestApp({ startAt: NOW });
  try {
    const small = await t.signup();
    const big = await t.signup();
    if (!small.cookie || !big.cookie) throw new Error('bench: signup gave no session cookie');
    const smallId = (small.body as { id: number }).id;
    const bigId = (big.body as { id: number }).id;
    const bigCount = bigPages.reduce((n, rows) => n + rows.length, 0);
    expectInserted('stats: small user', [ingest(t.sqlite, smallId, smallRows, t.clock.now())], smallRows.length);
    expectInserted(
      'stats: big user',
      bigPages.map((rows) => ingest(t.sqlite, bigId, rows, t.clock.now())),
      bigCount,
    );
    audit('stats', t.sqlite, [smallId, bigId]);

    const call = async (cookie: string) => {
      const start = performance.now();
      const res = await t.get('/api/stats/fast', cookie);
      const body = await res.text();
      const ms = performance.now() - start;
      if (res.status !== 200) throw new Error(`bench: GET /api/stats/fast answered ${res.status} ${body}`);
      return ms;
    };
    const bigStats = JSON.parse(await (await t.get('/api/stats/fast', big.cookie)).text()) as {
      totalTikTokSpending: number;
    };
    const stored = t.sqlite.prepare('SELECT total_tik_tok_spend_cents AS c FROM users WHERE id = ?').get(bigId) as {
      c: number;
    };
    if (bigStats.totalTikTokSpending !== stored.c / 100 || stored.c === 0)
      fail(`stats: ${JSON.stringify(bigStats)} vs stored ${stored.c}`);

    for (let i = 0; i < WARMUP; i++) {
      await call(small.cookie);
      await call(big.cookie);
    }
    const times = { small: [] as number[], big: [] as number[] };
    // Interleaved, alternating which goes first, so the machine's noise falls on both alike.
    for (let i = 0; i < STATS_CALLS; i++) {
      if (i % 2) {
        times.small.push(await call(small.cookie));
        times.big.push(await call(big.cookie));
      } else {
        times.big.push(await call(big.cookie));
        times.small.push(await call(small.cookie));
      }
    }
    return times;
  } finally {
    t.cleanup();
  }
}
