// The database bench:api serves: one user holding 100,000 transactions (entered through the real ingest path,
// in pages of 1,000 as a bank sync delivers them) and 50 notifications, written to the server's own file before
// the server starts. Then the API calls a browser would make first: signing in, walking the transactions list.
import { openDatabase } from '#db/index.ts';
import { applyMigrations } from '#db/migrate.ts';
import { apiPaths } from '#shared/routes.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { notify } from '#api/services/money/notify.ts';
import { hashPassword } from '#api/services/accounts/passwords.ts';
import { createUser } from '#api/services/accounts/users.ts';
import { history, NOW, pages } from './ingest-data.ts';
import { write } from '#db/unit-of-work.ts';

export const TRANSACTIONS = 100_000;
export const NOTIFICATIONS = 50;
const PAGE = 1_000;

export type BenchUser = { email: string; password: string };

/** Migrates `file` and fills it; throws when ingest did not take every row. */
export async function seedDatabase(file: string): Promise<BenchUser> {
  const user = { email: 'bench-api@example.com', password: 'Orbit-Rocket9' };
  const { db, sqlite } = openDatabase(file);
  try {
    applyMigrations(db);
    const data = { name: 'Bench Api', username: 'bench_api', userType: 'gifter', email: user.email, country: 'USA' };
    const { id } = createUser(db, data as Parameters<typeof createUser>[1], await hashPassword(user.password));
    let inserted = 0;
    for (const rows of pages(history(1, 'finicity', TRANSACTIONS, 40), PAGE))
      inserted += ingest(sqlite, id, rows, NOW).inserted;
    if (inserted !== TRANSACTIONS) throw new Error(`bench: ingest took ${inserted} of ${TRANSACTIONS} rows`);
    // Ingest notifies once per batch; the bench wants exactly NOTIFICATIONS of them, spread over the last days.
    write(sqlite, () => {
      sqlite.prepare('DELETE FROM notifications WHERE user_id = ?').run(id);
      for (let i = 0; i < NOTIFICATIONS; i++) {
        const n = {
          userId: id,
          type: 'round_up' as const,
          words: () => ({ title: `Round-up ${i + 1}`, message: 'Spare change set aside.' }),
        };
        notify(sqlite, n, NOW - i * 3_600_000);
      }
    });
    return user;
  } finally {
    sqlite.close();
  }
}

const sameOrigin = (base: string) => ({ origin: new URL(base).origin });

/** Signs in through the API as the sign-in form does; answers the session cookie (`name=value`). */
export async function signIn(base: string, user: BenchUser): Promise<string> {
  const res = await fetch(new URL(apiPaths.signin, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sameOrigin(base) },
    body: JSON.stringify(user),
  });
  await res.body?.cancel();
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`bench: sign-in through the API answered ${res.status}`);
  return cookie;
}

/** GET as JSON with the session; throws on anything but 200. */
export async function getJson<T>(base: string, path: string, cookie: string): Promise<T> {
  const res = await fetch(new URL(path, base), { headers: { cookie } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`bench: GET ${path} answered ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/**
 * A cursor `depth` rows into the list, found by following nextCursor as the list screen does (200 rows a page
 * to get there quicker; the cursor names a position, not a page size).
 */
export async function deepCursor(base: string, cookie: string, depth: number): Promise<string> {
  let cursor: string | null = null;
  for (let seen = 0; seen < depth;) {
    const query: string = `?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await getJson<{ transactions: unknown[]; nextCursor?: string | null }>(
      base,
      `${apiPaths.transactions}${query}`,
      cookie,
    );
    seen += page.transactions.length;
    if (!page.nextCursor) throw new Error(`bench: the transactions list ended after ${seen} rows`);
    cursor = page.nextCursor;
  }
  return cursor!;
}
