import { describe, expect, it } from 'vitest';
import { WebhookRejected } from '#api/providers/banks/webhook-auth.ts';
import { parseBelvoWebhook } from './webhooks.ts';

const AUTH = 'Bearer whk_5f0e1c2d3b4a';
const LINK = '16f68516-bcbc-4cf7-b815-c500d4204e28';

const body = (webhookType: string, webhookCode: string, data: object = {}) =>
  JSON.stringify({
    webhook_id: 'aadf41a1fc8e4f79a49f7f04027ac999',
    webhook_type: webhookType,
    webhook_code: webhookCode,
    link_id: LINK,
    request_id: 'r1',
    external_id: null,
    data,
  });

function rejected(run: () => unknown): WebhookRejected {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookRejected);
    return error as WebhookRejected;
  }
  throw new Error('accepted');
}

describe('parseBelvoWebhook', () => {
  it('accepts the configured Authorization header, from a Headers object or a plain record', () => {
    const raw = body('TRANSACTIONS', 'historical_update', { total_transactions: 19 });
    const expected = { type: 'historical_update', linkId: LINK, webhookId: 'aadf41a1fc8e4f79a49f7f04027ac999' };
    expect(parseBelvoWebhook(new Headers({ Authorization: AUTH }), raw, AUTH)).toEqual(expected);
    expect(parseBelvoWebhook({ authorization: AUTH }, Buffer.from(raw), AUTH)).toEqual(expected);
    expect(parseBelvoWebhook({ Authorization: [AUTH] }, JSON.parse(raw) as object, AUTH)).toEqual(expected);
  });

  it.each([
    ['no header', {}],
    ['a wrong token', { authorization: 'Bearer whk_5f0e1c2d3b4b' }],
    ['a longer token', { authorization: `${AUTH}0` }],
    ['another scheme', { authorization: 'Basic d2hrOjVmMGUxYzJkM2I0YQ==' }],
  ])('refuses %s with 401', (_, headers) => {
    expect(rejected(() => parseBelvoWebhook(headers, body('TRANSACTIONS', 'historical_update'), AUTH)).status).toBe(
      401,
    );
  });

  it('refuses every call when no authorization is configured', () => {
    expect(
      rejected(() => parseBelvoWebhook({ authorization: '' }, body('TRANSACTIONS', 'historical_update'), '')).status,
    ).toBe(401);
  });

  it('answers 400 to a body that is not a Belvo webhook', () => {
    expect(rejected(() => parseBelvoWebhook({ authorization: AUTH }, '{not json', AUTH)).status).toBe(400);
    expect(rejected(() => parseBelvoWebhook({ authorization: AUTH }, '{"link_id":"x"}', AUTH)).status).toBe(400);
  });

  it('maps the transaction and link events', () => {
    const parse = (raw: string) => parseBelvoWebhook({ authorization: AUTH }, raw, AUTH);
    expect(parse(body('TRANSACTIONS', 'new_transactions_available', { new_transactions: 3 }))).toMatchObject({
      type: 'new_transactions_available',
      linkId: LINK,
      count: 3,
    });
    expect(
      parse(body('TRANSACTIONS', 'transactions_updated', { count: 2, updated_transactions: ['t1', 't2'] })),
    ).toMatchObject({
      type: 'transactions_updated',
      transactionIds: ['t1', 't2'],
    });
    expect(
      parse(body('TRANSACTIONS', 'transactions_deleted', { count: 1, deleted_transactions: ['t3'] })),
    ).toMatchObject({
      type: 'transactions_deleted',
      transactionIds: ['t3'],
    });
    expect(parse(body('LINK', 'invalid_credentials', { error_code: 'invalid_credentials' }))).toMatchObject({
      type: 'link_invalid_credentials',
      linkId: LINK,
    });
    expect(parse(body('ACCOUNTS', 'historical_update'))).toMatchObject({
      type: 'ignored',
      webhookType: 'ACCOUNTS',
      webhookCode: 'historical_update',
    });
    expect(parse(body('LINK', 'token_required'))).toMatchObject({ type: 'ignored', linkId: LINK });
  });
});
