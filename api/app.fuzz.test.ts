// Fuzzing every API route with hostile requests. In `npm test`: a fixed seed and 20 cases per route;
// `npm run test:fuzz`: 1,000 per route (FUZZ_RUNS, FUZZ_SEED to replay one). Each case goes through the real
// app on a real SQLite file, signed in as a member, as another member or as a visitor, and must hold: no 5xx;
// every 4xx is JSON `{ message }` without internals; a refused request writes nothing. Afterwards the app
// still answers its health check and a member's GET /api/user.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, destroySession } from '#api/services/accounts/sessions.ts';
import { answerProblem, type Caller, databaseState, fuzzCase, toRequest } from '#api/testing/fuzz/fuzz-request.ts';
import { fuzzRoutes } from '#api/testing/fuzz/route-table.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let t: TestApp;
const members: number[] = [];
/** A fresh session for each caller before every case (a case may log out or change a password), ended after it. */
function sessions() {
  const tokens = members.map((id) => createSession(t.deps, id, { userAgent: 'fuzz' }).token);
  const cookies: Record<Caller, string | undefined> = {
    member: `sid=${tokens[0]}`,
    'other member': `sid=${tokens[1]}`,
    visitor: undefined,
  };
  return { cookies, end: () => tokens.forEach((token) => destroySession(t.deps, token)) };
}

beforeAll(async () => {
  t = makeTestApp();
  for (const username of ['fuzz_member', 'fuzz_other']) {
    const { body } = await t.signup({ username, email: `${username}@example.com` });
    members.push((body as { id: number }).id);
  }
});
afterAll(() => t.cleanup());

const routes = fuzzRoutes(makeTestApp().app);
const stats = { cases: 0, byStatus: new Map<number, number>() };

describe(`fuzzing the API (${RUNS} cases per route, seed ${SEED})`, () => {
  it('finds the routes to fuzz in the app itself', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain('PATCH /api/user');
  });

  for (const route of routes) {
    it(`${route.method} ${route.path}`, { timeout: 600_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(fuzzCase(route), async (c) => {
          const session = sessions();
          try {
            const { url, init } = toRequest(route, c, session.cookies);
            const before = databaseState(t.sqlite);
            const res = await t.app.request(url, init);
            const status = res.status;
            stats.cases++;
            stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
            const problem = await answerProblem(res);
            if (problem) throw new Error(`${route.method} ${url}: ${problem}`);
            if (status >= 400) expect(databaseState(t.sqlite), `${status} wrote to the database`).toEqual(before);
          } finally {
            session.end();
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  }

  it('leaves the app healthy: the health check and a member still answer', async () => {
    expect((await t.get('/api/health')).status).toBe(200);
    const session = sessions();
    expect((await t.get('/api/user', session.cookies.member)).status).toBe(200);
    session.end();
    const summary = [...stats.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(`fuzz: ${stats.cases} cases over ${routes.length} routes; answers ${summary.join(', ')}`);
  });
});
