// The traffic of `npm run test:soak`: members made through the API as test:crash makes them (a linked sandbox
// bank, so a sync has data; a saved card; round-ups at 10x, so the scheduler sweeps while the soak runs), points
// granted through the ledger so redemptions have something to take, and the mix each client sends: what the
// PWA reads, settings toggles, syncs (Refresh) and small redemptions. Every answer is recorded by route and
// status with its latency (to the last byte of the body, from when the request fell due: see runClients).
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { openDatabase } from '#db/index.ts';
import { payouts } from '#shared/messages/money.ts';
import { apiPaths } from '#shared/routes.ts';
import { securityApiPaths } from '#shared/routes-security.ts';
import { auditLedger, LedgerWriter } from '#api/services/money/ledger.ts';
import { makeMember, type Member, PASSWORD } from './crash-clients.ts';
import { write } from '#db/unit-of-work.ts';

/** What a client can send, with its share of the mix (out of 100). */
export const MIX = [
  { kind: 'GET /api/user', share: 15, method: 'GET', path: apiPaths.user },
  { kind: 'GET /api/stats/fast', share: 15, method: 'GET', path: apiPaths.statsFast },
  { kind: 'GET /api/transactions', share: 12, method: 'GET', path: apiPaths.transactions },
  { kind: 'GET /api/portfolio', share: 13, method: 'GET', path: apiPaths.portfolio },
  { kind: 'GET /api/activity', share: 12, method: 'GET', path: apiPaths.activity },
  { kind: 'GET /api/notifications', share: 12, method: 'GET', path: apiPaths.notifications },
  { kind: 'PATCH /api/user', share: 10, method: 'PATCH', path: apiPaths.user },
  { kind: 'POST /api/refresh-account', share: 5, method: 'POST', path: apiPaths.refreshAccount },
  { kind: 'POST /api/points/redeem', share: 6, method: 'POST', path: apiPaths.redeem },
] as const;
export type Kind = (typeof MIX)[number]['kind'];

/** Points granted to each member per minute of soak (1 point = 100 in the ledger); a redemption takes 25. */
const GRANT_POINTS_PER_MINUTE = 40_000;
/** The last member's points, which run out early: the refusal that follows is part of the mix too. */
const SHORT_GRANT_POINTS = 500;
const REDEEM_POINTS = 25;
const REQUEST_TIMEOUT_MS = 10_000;
const TOGGLES = ['notifyTransactionAlerts', 'notifyCashOutReminders', 'notifyCreatorUpdates', 'autoRoundUpEnabled'];

/** 0 for a network error or a timeout (no answer at all). */
export type Answer = { kind: Kind; status: number; ms: number; at: number; expected: boolean; detail: string };

/**
 * Members made through the API; their points granted by ledger rows, as an achievement's reward is credited (the
 * last member gets only SHORT_GRANT_POINTS).
 */
export async function prepareMembers(base: string, file: string, count: number, minutes: number) {
  const members: Member[] = [];
  for (let n = 1; n <= count; n++) members.push(await makeMember(base, n, file));
  const grant = Math.round(GRANT_POINTS_PER_MINUTE * minutes) * 100;
  const grantOf = (m: Member) => (m === members.at(-1) ? SHORT_GRANT_POINTS * 100 : grant);
  const { sqlite } = openDatabase(file);
  try {
    write(sqlite, () => {
      const ledger = new LedgerWriter(sqlite, Date.now());
      for (const m of members) {
        const base = { userId: m.id, cause: 'soak_grant', key: `soak:${m.id}:grant` };
        ledger.post({ ...base, account: 'points', amount: grantOf(m) });
        ledger.post({ ...base, account: 'points_earned', amount: grantOf(m), key: `${base.key}:earned` });
      }
      ledger.flush();
    });
  } finally {
    sqlite.close();
  }
  return { members, grantPoints: grant / 100, shortGrantPoints: SHORT_GRANT_POINTS };
}

/**
 * Each member's maintained totals against the sum of their ledger rows, and one redemption row for each 201 the
 * server answered; the problems found, none when sound.
 */
export function auditMembers(file: string, members: Member[], redeemed: number): string[] {
  const { sqlite } = openDatabase(file);
  try {
    const problems = members.flatMap((m) => auditLedger(sqlite, m.id).map((x) => `user ${m.id}: ${JSON.stringify(x)}`));
    const ids = members.map((m) => m.id);
    const rows = sqlite
      .prepare(`SELECT COUNT(*) AS n FROM points_redemptions WHERE user_id IN (${ids.map(() => '?').join(',')})`)
      .get(...ids) as { n: number };
    if (rows.n !== redeemed) problems.push(`${rows.n} redemption rows for ${redeemed} redemptions answered 201`);
    return problems;
  } finally {
    sqlite.close();
  }
}

function pick() {
  let roll = Math.random() * 100;
  for (const entry of MIX) if ((roll -= entry.share) < 0) return entry;
  return MIX[0];
}

let keys = 0;

function requestOf(entry: (typeof MIX)[number]): { body?: unknown; key?: string } {
  const key = `soak-${process.pid}-${++keys}`;
  if (entry.kind === 'PATCH /api/user') {
    const toggle = TOGGLES[Math.floor(Math.random() * TOGGLES.length)]!;
    return { body: { [toggle]: Math.random() < 0.5 }, key };
  }
  if (entry.kind === 'POST /api/points/redeem') return { body: { amount: REDEEM_POINTS, method: 'standard' }, key };
  return {};
}

/**
 * Whether a refusal is one the product owes this request: a redemption after the member's points ran out. Any
 * other answer outside 2xx is unexpected (and 5xx an error).
 */
function expectedRefusal(kind: Kind, status: number, text: string) {
  // A member refreshes at most once a minute: the cooldown's 429 is the answer a user would get.
  if (kind === 'POST /api/refresh-account') return status === 429;
  if (kind !== 'POST /api/points/redeem' || status !== 400) return false;
  try {
    return (JSON.parse(text) as { message?: string }).message === payouts.notEnoughPoints;
  } catch {
    return false;
  }
}

/** One exchange on `agent` (a client's one keep-alive connection): status, body (decoded), whether it opened one. */
function exchange(agent: Agent, url: URL, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string; opened: boolean }>((resolve, reject) => {
    const req = request(url, { agent, method, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        // Only a refusal's body is read (for its message); a 2xx body is received in full but left compressed.
        let text = '';
        if (status >= 300) {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decode = encoding === 'gzip' ? gunzipSync : encoding === 'br' ? brotliDecompressSync : null;
          text = (decode ? decode(raw) : raw).toString('utf8');
        }
        resolve({ status, text, opened: !req.reusedSocket });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** One request of the mix, as the PWA sends it (session cookie, same-origin Origin, a key on the keyed writes). */
async function send(base: string, member: Member, agent: Agent, start: number, due: number) {
  const entry = pick();
  const { body, key } = requestOf(entry);
  const json = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { cookie: member.cookie, 'accept-encoding': 'gzip, deflate, br' };
  if (entry.method !== 'GET') headers.origin = base;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(json));
  }
  if (key) headers['idempotency-key'] = key;
  const t0 = due;
  const at = t0 - start;
  try {
    let { status, text, opened } = await exchange(agent, new URL(entry.path, base), entry.method, headers, json);
    // Money 15 minutes after signing in asks the member to confirm it is them; they do, and send again.
    if (status === 403 && text.includes('proof_needed')) {
      const proof = JSON.stringify({ password: PASSWORD });
      const proofHeaders = { ...headers, 'content-length': String(Buffer.byteLength(proof)) };
      await exchange(agent, new URL(securityApiPaths.reauth, base), 'POST', proofHeaders, proof);
      ({ status, text, opened } = await exchange(agent, new URL(entry.path, base), entry.method, headers, json));
    }
    const ms = performance.now() - t0;
    const ok = status >= 200 && status < 300;
    const expected = ok || expectedRefusal(entry.kind, status, text);
    return { kind: entry.kind, status, ms, at, expected, detail: text.slice(0, 200), opened };
  } catch (error) {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { kind: entry.kind, status: 0, ms: performance.now() - t0, at, expected: false, detail, opened: false };
  }
}

/**
 * `clients` clients, spread evenly over the members, each with its own keep-alive connection, sending until
 * `durationMs` has passed; every answer goes to `record`. At `rate` requests a second in all, each client's
 * requests fall due at a fixed pace (the clients offset from each other) and a request's latency counts from when
 * it fell due, not from when it could be sent: a server that falls behind shows in the latency, as a real user
 * would feel it (no coordinated omission). At `rate` 0 each client sends one request after another, flat out.
 * Answers the time taken and how many connections were opened (one a client, unless the server closed one).
 */
export async function runClients(
  base: string,
  members: Member[],
  { clients, durationMs, rate }: { clients: number; durationMs: number; rate: number },
  record: (a: Answer) => void,
) {
  const start = performance.now();
  const interval = rate > 0 ? (clients * 1000) / rate : 0;
  let connections = 0;
  const one = async (member: Member, phase: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let due = start + phase; due - start < durationMs; due += interval) {
        const now = performance.now();
        if (now - start >= durationMs) break;
        if (due > now) await sleep(due - now);
        const { opened, ...answer } = await send(base, member, agent, start, interval ? due : performance.now());
        if (opened) connections++;
        record(answer);
      }
    } finally {
      agent.destroy();
    }
  };
  const phases = Array.from({ length: clients }, (_, i) => (i * interval) / clients);
  await Promise.all(phases.map((phase, i) => one(members[i % members.length]!, phase)));
  return { ms: performance.now() - start, connections };
}
