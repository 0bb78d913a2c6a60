// The members bench:api loads the server with, made as real members are: each signs up through the API, links
// the Finicity sandbox's FinBank through its Connect page, and gets the 90-day history the link syncs. Then the
// writer that runs beside every measured read: settings changes, notification reads and bank syncs, each at a
// stated rate, every one from the next member.
import { randomUUID } from 'node:crypto';
import { apiPaths } from '#shared/routes.ts';
import { FINICITY_SANDBOX_CREDENTIALS } from '#api/providers/banks/sandbox/finicity-sandbox.ts';
import { signUpMember } from './sign-up.ts';

export type Member = { cookie: string; cursor: string | null; notifications: number[] };

/** Writes a second, by kind: what a few thousand members active at once would send besides their reads. */
export const WRITES_PER_S = { settings: 20, notificationReads: 10, bankSyncs: 0.5 } as const;

const PASSWORD = 'Orbit-Rocket9';

async function call(base: string, method: string, path: string, cookie?: string, body?: unknown) {
  const headers: Record<string, string> = { origin: new URL(base).origin };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method === 'PATCH' || method === 'PUT') headers['idempotency-key'] = randomUUID();
  return fetch(new URL(path, base), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function json<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`bench: ${what} answered ${res.status} ${text.slice(0, 200)}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** One member: signs up, links FinBank through the sandbox's Connect page, saves each account. */
async function newMember(base: string, mailbox: string, n: number): Promise<string> {
  const id = `${Date.now().toString(36)}${n}`;
  const member = {
    name: `Bench Member ${n}`,
    username: `bench_${id}`,
    email: `bench_${id}@example.com`,
    password: PASSWORD,
    country: 'USA',
    userType: 'gifter',
  };
  const { cookie } = await signUpMember(base, member, mailbox);
  const { connect_url } = await json<{ connect_url: string }>(
    await call(base, 'POST', apiPaths.finicityConnectUrl, cookie, {}),
    'create-connect-url',
  );
  const url = new URL(connect_url, base);
  const form = new URLSearchParams({
    customerId: url.searchParams.get('customerId') ?? '',
    state: url.searchParams.get('state') ?? '',
    ...FINICITY_SANDBOX_CREDENTIALS,
  });
  const connected = await fetch(new URL(url.pathname, base), {
    method: 'POST',
    headers: { origin: new URL(base).origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  await connected.body?.cancel();
  const { accounts } = await json<{ accounts: { id: string; name: string }[] }>(
    await call(base, 'POST', apiPaths.finicityConnectCallback, cookie, {}),
    'connect-callback',
  );
  for (const a of accounts)
    await json(
      await call(base, 'POST', apiPaths.bankAccounts, cookie, { finicityAccountId: a.id, accountName: a.name }),
      'save bank account',
    );
  return cookie;
}

type Page = { transactions: unknown[]; nextCursor?: string | null };

/** `count` members with their linked history synced; each with the cursor of its second page and its notices. */
export async function makeMembers(base: string, mailbox: string, count: number): Promise<Member[]> {
  const cookies: string[] = [];
  for (let n = 1; n <= count; n++) cookies.push(await newMember(base, mailbox, n));
  // Each link's first sync runs after its answer: wait until every member's list has its history.
  const members: Member[] = [];
  for (const cookie of cookies) {
    let page: Page = { transactions: [] };
    for (let tries = 0; tries < 300 && !page.nextCursor; tries++) {
      page = await json<Page>(await call(base, 'GET', apiPaths.transactions, cookie), 'transactions');
      if (!page.nextCursor) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!page.nextCursor) throw new Error('bench: a member has no second page of transactions after its link');
    const { notifications } = await json<{ notifications: { id: number }[] }>(
      await call(base, 'GET', apiPaths.notifications, cookie),
      'notifications',
    );
    members.push({ cookie, cursor: page.nextCursor, notifications: notifications.map((x) => x.id) });
  }
  return members;
}

/**
 * Sends the writes of WRITES_PER_S through the product server until stopped, each from the next member (a bank
 * sync at most once a minute per member, as Refresh allows). Counts what failed, a 429 included.
 */
export function startWriter(base: string, members: Member[]) {
  const counts = { settings: 0, notificationReads: 0, bankSyncs: 0, failed: 0 };
  let next = 0;
  const member = () => members[next++ % members.length]!;
  const send = async (kind: keyof typeof WRITES_PER_S, request: () => Promise<Response>) => {
    try {
      const res = await request();
      await res.body?.cancel();
      if (res.ok) counts[kind]++;
      else counts.failed++;
    } catch {
      counts.failed++;
    }
  };
  const every = (perS: number, fn: () => void) => setInterval(fn, 1000 / perS);
  const timers = [
    every(WRITES_PER_S.settings, () => {
      const m = member();
      void send('settings', () =>
        call(base, 'PATCH', apiPaths.user, m.cookie, { roundUpMultiplier: 1 + (counts.settings % 3) }),
      );
    }),
    every(WRITES_PER_S.notificationReads, () => {
      const m = member();
      const id = m.notifications[counts.notificationReads % Math.max(1, m.notifications.length)];
      if (id !== undefined)
        void send('notificationReads', () => call(base, 'PUT', apiPaths.notificationRead(id), m.cookie));
    }),
  ];
  let syncs = 0;
  timers.push(
    every(WRITES_PER_S.bankSyncs, () => {
      const m = members[syncs++ % members.length]!;
      void send('bankSyncs', () => call(base, 'POST', apiPaths.refreshAccount, m.cookie, {}));
    }),
  );
  return {
    counts,
    stop: () => timers.forEach((t) => clearInterval(t)),
  };
}
