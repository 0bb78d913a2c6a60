import { describe, expect, it } from 'vitest';
import { WebhookRejected } from '#api/providers/banks/webhook-auth.ts';
import { parseFinicityWebhook, signFinicityWebhook } from './webhooks.ts';

const SECRET = 'partner-secret-for-webhooks';

const event = (eventType: string, payload: object = {}) =>
  JSON.stringify({
    customerId: '1005061234',
    consumerId: 'ed81281fcec7ec557aa7d292a3188b75',
    eventType,
    eventId: '1744671850866-f9b8ef21c571b7d0e80c2c3d',
    payload,
  });

function parse(raw: string, signature = signFinicityWebhook(raw, SECRET)) {
  return parseFinicityWebhook(new Headers({ 'X-Signature': signature }), raw, SECRET);
}

function rejected(run: () => unknown): WebhookRejected {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookRejected);
    return error as WebhookRejected;
  }
  throw new Error('accepted');
}

describe('parseFinicityWebhook', () => {
  it('verifies the HMAC-SHA256 of the raw body (hex, either case) and maps the Connect events', () => {
    const added = event('added', {
      accounts: [{ id: '7077265539', name: 'Checking' }, { id: 7077265540 }],
      institutionId: '101732',
    });
    expect(parse(added)).toEqual({
      type: 'added',
      customerId: '1005061234',
      eventId: '1744671850866-f9b8ef21c571b7d0e80c2c3d',
      institutionId: '101732',
      accountIds: ['7077265539', '7077265540'],
    });
    expect(parse(added, signFinicityWebhook(added, SECRET).toUpperCase())).toMatchObject({ type: 'added' });
    expect(parse(event('done'))).toMatchObject({ type: 'done', customerId: '1005061234' });
    expect(parse(event('accountsDeleted', { accounts: ['7077265539'], institutionId: '101732' }))).toMatchObject({
      type: 'accountsDeleted',
      accountIds: ['7077265539'],
    });
    expect(parse(event('started'))).toMatchObject({ type: 'ignored', eventType: 'started' });
  });

  it('accepts the raw body as bytes, as a route reads it', () => {
    const raw = event('done');
    expect(
      parseFinicityWebhook({ 'x-signature': signFinicityWebhook(raw, SECRET) }, new TextEncoder().encode(raw), SECRET),
    ).toMatchObject({ type: 'done' });
  });

  it.each([
    ['no signature', (raw: string) => parseFinicityWebhook({}, raw, SECRET)],
    ['a signature made with another secret', (raw: string) => parse(raw, signFinicityWebhook(raw, 'another-secret'))],
    [
      'a body changed after signing',
      (raw: string) => parse(raw.replace('1005061234', '1005069999'), signFinicityWebhook(raw, SECRET)),
    ],
    [
      'no secret configured',
      (raw: string) => parseFinicityWebhook({ 'x-signature': signFinicityWebhook(raw, '') }, raw, ''),
    ],
  ])('refuses %s with 401', (_, run) => {
    expect(rejected(() => run(event('added', { accounts: [] }))).status).toBe(401);
  });

  it('answers 400 to a signed body that is not an event', () => {
    expect(rejected(() => parse('not json')).status).toBe(400);
    expect(rejected(() => parse('{"customerId":"1"}')).status).toBe(400);
  });
});
