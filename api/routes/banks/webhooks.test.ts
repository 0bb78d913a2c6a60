// Webhooks end to end over the sandboxes: authenticated or refused, then a sync, removals, or a broken link.
import { afterEach, describe, expect, it } from 'vitest';
import { signFinicityWebhook } from '#api/providers/banks/finicity/webhooks.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { saveMemberRef } from '#api/services/banking/provider-refs.ts';
import { syncIdle } from '#api/services/banking/sync.ts';

const BELVO_AUTH = 'Bearer belvo-hook-7f3a';
const FINICITY_SECRET = 'finicity-hook-secret-91';
let t: TestApp;
afterEach(() => t.cleanup());

const webhook = (path: string, body: unknown, headers: Record<string, string>) =>
  t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost', ...headers },
    body: JSON.stringify(body),
  });
const visible = (userId: number) =>
  (
    t.sqlite
      .prepare(
        'SELECT COUNT(*) AS n FROM transactions WHERE user_id = ? AND removed_at IS NULL AND superseded_by_id IS NULL',
      )
      .get(userId) as { n: number }
  ).n;

describe('Belvo webhooks', () => {
  async function linked() {
    t = makeTestApp({ env: { BELVO_WEBHOOK_AUTHORIZATION: BELVO_AUTH }, startAt: Date.UTC(2025, 5, 15, 12) });
    const s = await t.signup({ country: 'Brazil' });
    await t.request(
      '/api/belvo/create-link',
      jsonInit('POST', { institution: 'erebor_br_retail', username: 'bnk100', password: 'full' }, withCookie(s.cookie)),
    );
    await syncIdle(t.deps, s.body.id);
    const linkId = (
      t.sqlite.prepare('SELECT link_ref AS id FROM bank_accounts WHERE user_id = ?').get(s.body.id) as {
        id: string;
      }
    ).id;
    return { userId: s.body.id as number, linkId };
  }

  it('refuses a webhook without our Authorization header', async () => {
    const { linkId } = await linked();
    const body = {
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'new_transactions_available',
      link_id: linkId,
      data: {},
    };
    expect((await webhook('/api/webhooks/belvo', body, {})).status).toBe(401);
    expect((await webhook('/api/webhooks/belvo', body, { authorization: 'Bearer guess' })).status).toBe(401);
    expect((await webhook('/api/webhooks/belvo', body, { authorization: BELVO_AUTH })).status).toBe(204);
  });

  it('transactions_deleted removes the rows; invalid_credentials marks the link and notifies once', async () => {
    const { userId, linkId } = await linked();
    const before = visible(userId);
    const listed = 'SELECT provider_transaction_id AS id FROM transactions WHERE user_id = ? AND removed_at IS NULL';
    const ids = (t.sqlite.prepare(`${listed} LIMIT 3`).all(userId) as { id: string }[]).map((r) => r.id);
    const deleted = {
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'transactions_deleted',
      link_id: linkId,
      data: { deleted_transactions: ids },
    };
    expect((await webhook('/api/webhooks/belvo', deleted, { authorization: BELVO_AUTH })).status).toBe(204);
    await expect.poll(() => visible(userId)).toBe(before - 3);
    expect(auditLedger(t.sqlite, userId)).toEqual([]);

    const broken = { webhook_type: 'LINK', webhook_code: 'invalid_credentials', link_id: linkId, data: {} };
    for (let i = 0; i < 2; i++)
      expect((await webhook('/api/webhooks/belvo', broken, { authorization: BELVO_AUTH })).status).toBe(204);
    expect(
      t.sqlite.prepare('SELECT DISTINCT needs_attention AS n FROM bank_accounts WHERE user_id = ?').all(userId),
    ).toEqual([{ n: 1 }]);
    expect(
      t.sqlite
        .prepare("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND title = 'Your bank needs attention'")
        .get(userId),
    ).toEqual({ n: 1 });
  });
});

describe('Finicity webhooks', () => {
  it('checks the HMAC signature over the raw body, then syncs the customer', async () => {
    t = makeTestApp({ env: { FINICITY_WEBHOOK_SECRET: FINICITY_SECRET } });
    const s = await t.signup();
    saveMemberRef(t.deps, s.body.id, { provider: 'finicity', ref: '1005000001' });
    const raw = JSON.stringify({ eventType: 'done', customerId: '1005000001', eventId: 'e1' });
    const send = (signature: string) =>
      t.request('/api/webhooks/finicity', {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost', 'x-signature': signature },
        body: raw,
      });
    expect((await send('00'.repeat(32))).status).toBe(401);
    expect((await send(signFinicityWebhook(raw, FINICITY_SECRET))).status).toBe(204);
  });

  it('is not there at all while no secret is configured', async () => {
    t = makeTestApp();
    expect((await webhook('/api/webhooks/finicity', { eventType: 'done' }, {})).status).toBe(404);
    expect((await webhook('/api/webhooks/belvo', { webhook_type: 'LINK' }, {})).status).toBe(404);
  });
});
