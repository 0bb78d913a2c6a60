// The aggregators' webhooks under attack, through the real app. Belvo proves a call by the Authorization
// header configured in its dashboard (no signature, no timestamp); Finicity by an HMAC-SHA256 of the raw body in
// X-Signature (no timestamp header either). A replay is caught by the event's own id (Belvo's webhook_id, Finicity's
// eventId); a Finicity event is also refused by its own time, and known by its body when it has no id
// (api/webhooks-replay.security.test.ts). A refused call changes no row of any table and starts no sync; a
// proven one acts for the users of the link or customer it names, never for anyone else.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signFinicityWebhook } from '#api/providers/banks/finicity/webhooks.ts';
import { syncIdle } from '#api/services/banking/sync.ts';
import { WEBHOOK_EVENT_MEMORY_MS } from '#api/services/banking/webhook-events.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';
import {
  aggregatorCalls,
  belvoHook,
  belvoMember,
  countRows,
  databasePicture,
  FINICITY_SECRET,
  finicityHook,
  finicityMember,
  userPicture,
  WEBHOOK_ENV,
} from '#api/testing/webhooks.ts';

// Several members get a full 90-day sync: on a loaded 2-core machine that can take more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const DAY_MS = 86_400_000;
let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ env: WEBHOOK_ENV, startAt: Date.UTC(2025, 5, 15, 12) });
});
afterEach(() => {
  vi.restoreAllMocks();
  t.cleanup();
});

const belvoEvent = (linkId: string, code: string, data: Record<string, unknown> = {}, webhookId = randomUUID()) => ({
  webhook_id: webhookId,
  webhook_type: code === 'invalid_credentials' ? 'LINK' : 'TRANSACTIONS',
  webhook_code: code,
  link_id: linkId,
  data,
});
const finicityEvent = (customerId: string, eventType: string, payload: Record<string, unknown> = {}) =>
  JSON.stringify({ customerId, eventType, eventId: `${t.clock.now()}-${randomUUID()}`, payload });
const LISTED_IDS = 'SELECT provider_transaction_id AS id FROM transactions WHERE user_id = ? AND removed_at IS NULL';
const transactionIds = (userId: number, n: number) =>
  (t.sqlite.prepare(`${LISTED_IDS} LIMIT ?`).all(userId, n) as { id: string }[]).map((r) => r.id);
const attention = (userId: number) =>
  countRows(t, 'SELECT COUNT(*) AS n FROM bank_accounts WHERE user_id = ? AND needs_attention = 1', userId);
const notices = (userId: number) => countRows(t, 'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?', userId);
const refresh = (cookie: string) => t.request('/api/refresh-account', jsonInit('POST', {}, withCookie(cookie)));

/** Sends every call, each answered `status`; then no row of any table has changed and no sync has run. */
async function changesNothing(users: number[], status: number, calls: Record<string, () => Promise<Response>>) {
  const before = databasePicture(t);
  const aggregators = aggregatorCalls(t);
  const syncs = () => aggregators.belvo.mock.calls.length + aggregators.finicity.mock.calls.length;
  const syncsBefore = syncs();
  for (const [name, call] of Object.entries(calls)) expect((await call()).status, name).toBe(status);
  for (const id of users) await syncIdle(t.deps, id);
  expect(databasePicture(t)).toEqual(before);
  expect(syncs()).toBe(syncsBefore);
}

describe('Belvo webhooks (Authorization header; no signature, no timestamp)', () => {
  it('refuses a call without our Authorization header, or with any other one, with 401', async () => {
    const a = await belvoMember(t);
    const events = [
      belvoEvent(a.linkId, 'new_transactions_available'),
      belvoEvent(a.linkId, 'invalid_credentials'),
      belvoEvent(a.linkId, 'transactions_deleted', { deleted_transactions: transactionIds(a.userId, 3) }),
    ];
    const headers: Record<string, Record<string, string>> = {
      none: {},
      'a guessed token': { authorization: 'Bearer guess' },
      'the token without its scheme': { authorization: 'belvo-hook-7f3a' },
      'another scheme': { authorization: `Basic ${Buffer.from('belvo-hook-7f3a').toString('base64')}` },
      'the scheme in lower case': { authorization: 'bearer belvo-hook-7f3a' },
      'a prefix of the token': { authorization: 'Bearer belvo-hook-7f3' },
      'the token and more': { authorization: 'Bearer belvo-hook-7f3ab' },
      'two values': { authorization: `${WEBHOOK_ENV.BELVO_WEBHOOK_AUTHORIZATION}, Bearer guess` },
      'the token in another header': { 'x-authorization': WEBHOOK_ENV.BELVO_WEBHOOK_AUTHORIZATION },
    };
    const calls = Object.entries(headers).flatMap(([name, h]) =>
      events.map((e) => [`${name}: ${e.webhook_code}`, () => belvoHook(t, e, h)] as const),
    );
    await changesNothing([a.userId], 401, Object.fromEntries(calls));
    await changesNothing([a.userId], 400, {
      'a body that is not JSON': () => belvoHook(t, '{"webhook_type": "TRANSACTIONS",'),
      'a body without webhook_code': () => belvoHook(t, { webhook_type: 'TRANSACTIONS', link_id: a.linkId }),
    });
  });

  it('acts on a redelivered event (same webhook_id) once: no second sync, no second broken-link notice', async () => {
    const a = await belvoMember(t);
    const calls = aggregatorCalls(t);
    const fresh = belvoEvent(a.linkId, 'new_transactions_available');
    expect((await belvoHook(t, fresh)).status).toBe(204);
    await syncIdle(t.deps, a.userId);
    expect(calls.belvo).toHaveBeenCalledTimes(1);
    t.clock.advance(60_000);
    await changesNothing([a.userId], 204, { 'the same delivery again': () => belvoHook(t, fresh) });

    // The link breaks, the member is told, the bank is fixed and a Refresh syncs it again.
    const broken = belvoEvent(a.linkId, 'invalid_credentials');
    expect((await belvoHook(t, broken)).status).toBe(204);
    expect(attention(a.userId)).toBeGreaterThan(0);
    const told = notices(a.userId);
    expect((await refresh(a.cookie)).status).toBe(200);
    expect(attention(a.userId)).toBe(0);
    // The old "invalid credentials" delivered again must not break the healthy link nor notify a second time.
    await changesNothing([a.userId], 204, { 'the broken-link event again': () => belvoHook(t, broken) });
    expect(attention(a.userId)).toBe(0);
    expect(notices(a.userId)).toBe(told);

    // Ids are kept far longer than a provider retries, then forgotten: the table does not grow without end.
    t.clock.advance(WEBHOOK_EVENT_MEMORY_MS + 1);
    expect((await belvoHook(t, belvoEvent(a.linkId, 'new_transactions_available'))).status).toBe(204);
    await syncIdle(t.deps, a.userId);
    expect(countRows(t, 'SELECT COUNT(*) AS n FROM webhook_events')).toBe(1);
  });

  it("acts for the members of the link it names only: member B's rows stay exactly as they were", async () => {
    const a = await belvoMember(t);
    const b = await belvoMember(t);
    // Two days on, both banks have new rows: a sync of the wrong member would show.
    t.clock.advance(2 * DAY_MS);
    const bBefore = userPicture(t, b.userId);
    const aRows = countRows(t, 'SELECT COUNT(*) AS n FROM transactions WHERE user_id = ?', a.userId);
    const calls = aggregatorCalls(t);

    expect((await belvoHook(t, belvoEvent(a.linkId, 'new_transactions_available'))).status).toBe(204);
    await syncIdle(t.deps, a.userId);
    await syncIdle(t.deps, b.userId);
    expect(countRows(t, 'SELECT COUNT(*) AS n FROM transactions WHERE user_id = ?', a.userId)).toBeGreaterThan(aRows);
    expect(calls.belvo.mock.calls.map(([link]) => link)).toEqual([a.linkId]);

    // A's link, B's transaction ids: nothing of B's is removed.
    const removed = () =>
      countRows(t, 'SELECT COUNT(*) AS n FROM transactions WHERE user_id = ? AND removed_at IS NOT NULL', a.userId);
    const aRemoved = removed();
    const deleted = belvoEvent(a.linkId, 'transactions_deleted', { deleted_transactions: transactionIds(b.userId, 3) });
    expect((await belvoHook(t, deleted)).status).toBe(204);
    // A keeps them as tombstones (ids it never had, so they can't come back); B's own rows are untouched.
    await expect.poll(removed).toBe(aRemoved + 3);

    expect((await belvoHook(t, belvoEvent(a.linkId, 'invalid_credentials'))).status).toBe(204);
    expect(attention(a.userId)).toBeGreaterThan(0);
    expect(userPicture(t, b.userId)).toEqual(bBefore);
  });

  it('changes nothing for an event naming a link nobody has', async () => {
    const a = await belvoMember(t);
    const unknown = randomUUID();
    await changesNothing([a.userId], 204, {
      new: () => belvoHook(t, belvoEvent(unknown, 'new_transactions_available')),
      broken: () => belvoHook(t, belvoEvent(unknown, 'invalid_credentials')),
      deleted: () =>
        belvoHook(
          t,
          belvoEvent(unknown, 'transactions_deleted', { deleted_transactions: transactionIds(a.userId, 3) }),
        ),
    });
  });
});

describe('Finicity webhooks (HMAC-SHA256 of the raw body in X-Signature; no timestamp header)', () => {
  it('refuses an unsigned or wrongly signed call with 401, and a signed non-JSON body with 400', async () => {
    const a = await finicityMember(t);
    const raw = finicityEvent(a.customerId, 'accountsDeleted', { accounts: a.accountIds });
    const right = signFinicityWebhook(raw, FINICITY_SECRET);
    const other = finicityEvent(a.customerId, 'done');
    await changesNothing([a.userId], 401, {
      'no signature': () => finicityHook(t, raw, null),
      'an empty signature': () => finicityHook(t, raw, ''),
      zeros: () => finicityHook(t, raw, '00'.repeat(32)),
      'another secret': () => finicityHook(t, raw, signFinicityWebhook(raw, 'finicity-hook-secret-92')),
      'the signature of another body': () => finicityHook(t, raw, signFinicityWebhook(other, FINICITY_SECRET)),
      'the body re-serialised': () => finicityHook(t, JSON.stringify(JSON.parse(raw), null, 1), right),
      'a cut signature': () => finicityHook(t, raw, right.slice(0, -2)),
      'a prefixed signature': () => finicityHook(t, raw, `sha256=${right}`),
      'base64, not hex': () => finicityHook(t, raw, Buffer.from(right, 'hex').toString('base64')),
      'in another header': () =>
        t.request('/api/webhooks/finicity', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-finicity-signature': right },
          body: raw,
        }),
    });
    await changesNothing([a.userId], 400, { 'not JSON': () => finicityHook(t, '{"eventType": "done",') });
  });

  it('acts on a redelivered event (same eventId) once: no second sync, a re-saved account stays on', async () => {
    const a = await finicityMember(t);
    const calls = aggregatorCalls(t);
    const done = finicityEvent(a.customerId, 'done');
    expect((await finicityHook(t, done)).status).toBe(204);
    await syncIdle(t.deps, a.userId);
    expect(calls.finicity).toHaveBeenCalledTimes(1);
    t.clock.advance(60_000);
    await changesNothing([a.userId], 204, { 'the same delivery again': () => finicityHook(t, done) });

    // Finicity removed an account; the member connected it again; the old removal delivered again changes nothing.
    const [account] = a.accountIds;
    const active = () =>
      countRows(t, 'SELECT COUNT(*) AS n FROM bank_accounts WHERE user_id = ? AND is_active = 1', a.userId);
    const removal = finicityEvent(a.customerId, 'accountsDeleted', { accounts: [account] });
    expect((await finicityHook(t, removal)).status).toBe(204);
    expect(active()).toBe(a.accountIds.length - 1);
    const resave = jsonInit('POST', { finicityAccountId: account, accountName: 'Checking' }, withCookie(a.cookie));
    expect((await t.request('/api/bank-accounts', resave)).status).toBe(201);
    await syncIdle(t.deps, a.userId);
    await changesNothing([a.userId], 204, { 'the old removal again': () => finicityHook(t, removal) });
    expect(active()).toBe(a.accountIds.length);
  });

  it("acts for the customer it names only: member B's rows stay exactly as they were", async () => {
    const a = await finicityMember(t);
    const b = await finicityMember(t);
    t.clock.advance(2 * DAY_MS);
    const bBefore = userPicture(t, b.userId);
    const aBefore = userPicture(t, a.userId);
    const calls = aggregatorCalls(t);

    expect((await finicityHook(t, finicityEvent(a.customerId, 'done'))).status).toBe(204);
    await syncIdle(t.deps, a.userId);
    await syncIdle(t.deps, b.userId);
    expect(calls.finicity.mock.calls.map(([customer]) => customer)).toEqual([a.customerId]);
    expect(userPicture(t, a.userId)).not.toEqual(aBefore);

    // A's customer, B's account ids: none of B's accounts stops.
    const removal = finicityEvent(a.customerId, 'accountsDeleted', { accounts: b.accountIds });
    expect((await finicityHook(t, removal)).status).toBe(204);
    expect(userPicture(t, b.userId)).toEqual(bBefore);
  });

  it('changes nothing for an event naming a customer nobody is', async () => {
    const a = await finicityMember(t);
    await changesNothing([a.userId], 204, {
      done: () => finicityHook(t, finicityEvent('1005999999', 'done')),
      added: () => finicityHook(t, finicityEvent('1005999999', 'added', { accounts: [{ id: a.accountIds[0] }] })),
      deleted: () => finicityHook(t, finicityEvent('1005999999', 'accountsDeleted', { accounts: a.accountIds })),
    });
  });
});
