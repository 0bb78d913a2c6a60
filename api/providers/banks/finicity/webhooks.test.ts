import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebhookRejected } from '#api/providers/banks/webhook-auth.ts';
import { FINICITY_EVENT_MAX_AGE_MS, finicityEventTime, parseFinicityWebhook, signFinicityWebhook } from './webhooks.ts';

const SECRET = 'partner-secret-for-webhooks';
/** Mastercard's own example event id: made at 1744671850866 ms (2025-04-14T22:24:10.866Z). */
const EVENT_ID = '1744671850866-f9b8ef21c571b7d0e80c2c3d';
const MADE_AT = 1744671850866;
/** A minute after the event was made: a first delivery. */
const NOW = MADE_AT + 60_000;

/** A Connect event as Finicity sends it; `eventId` null leaves the field out. */
const event = (eventType: string, payload: object = {}, eventId: string | null = EVENT_ID) =>
  JSON.stringify({
    customerId: '1005061234',
    consumerId: 'ed81281fcec7ec557aa7d292a3188b75',
    eventType,
    ...(eventId === null ? {} : { eventId }),
    payload,
  });

function parse(raw: string, signature = signFinicityWebhook(raw, SECRET), now = NOW) {
  return parseFinicityWebhook(new Headers({ 'X-Signature': signature }), raw, SECRET, now);
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
      eventId: EVENT_ID,
      deliveryKey: EVENT_ID,
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
      parseFinicityWebhook(
        { 'x-signature': signFinicityWebhook(raw, SECRET) },
        new TextEncoder().encode(raw),
        SECRET,
        NOW,
      ),
    ).toMatchObject({ type: 'done' });
  });

  it.each([
    ['no signature', (raw: string) => parseFinicityWebhook({}, raw, SECRET, NOW)],
    ['a signature made with another secret', (raw: string) => parse(raw, signFinicityWebhook(raw, 'another-secret'))],
    [
      'a body changed after signing',
      (raw: string) => parse(raw.replace('1005061234', '1005069999'), signFinicityWebhook(raw, SECRET)),
    ],
    [
      'no secret configured',
      (raw: string) => parseFinicityWebhook({ 'x-signature': signFinicityWebhook(raw, '') }, raw, '', NOW),
    ],
  ])('refuses %s with 401', (_, run) => {
    expect(rejected(() => run(event('added', { accounts: [] }))).status).toBe(401);
  });

  it('answers 400 to a signed body that is not an event', () => {
    expect(rejected(() => parse('not json')).status).toBe(400);
    expect(rejected(() => parse('{"customerId":"1"}')).status).toBe(400);
  });
});

describe('replays (the signature covers the body only, so a captured call stays valid)', () => {
  it("reads the event's time from the milliseconds its eventId begins with, and nothing else", () => {
    expect(finicityEventTime(EVENT_ID)).toBe(MADE_AT);
    expect(finicityEventTime('e1')).toBeNull();
    expect(finicityEventTime('17446718508-short')).toBeNull();
    expect(finicityEventTime(null)).toBeNull();
  });

  it('refuses an event older than the delivery window (401); one just inside it, or ahead of our clock, passes', () => {
    const raw = event('done');
    expect(parse(raw, undefined, MADE_AT + FINICITY_EVENT_MAX_AGE_MS)).toMatchObject({ type: 'done' });
    expect(parse(raw, undefined, MADE_AT - 120_000)).toMatchObject({ type: 'done' });
    const stale = rejected(() => parse(raw, undefined, MADE_AT + FINICITY_EVENT_MAX_AGE_MS + 1));
    expect(stale.status).toBe(401);
    expect(stale.message).toMatch(/older than its delivery window/);
    // Any type of event: an ignored one is refused as well.
    expect(rejected(() => parse(event('started'), undefined, NOW + 30 * 86_400_000)).status).toBe(401);
  });

  it('the window is at least the 24 hours Mastercard retries over', () => {
    expect(FINICITY_EVENT_MAX_AGE_MS).toBeGreaterThanOrEqual(24 * 3_600_000);
  });

  it('keys a delivery by its eventId, else by the SHA-256 of the exact body', () => {
    expect(parse(event('done')).deliveryKey).toBe(EVENT_ID);
    const raw = event('done', {}, null);
    const key = `sha256:${createHash('sha256').update(raw).digest('hex')}`;
    expect(parse(raw)).toMatchObject({ eventId: null, deliveryKey: key });
    expect(parse(raw, undefined, NOW + 365 * 86_400_000).deliveryKey).toBe(key);
    const bytes = new TextEncoder().encode(raw);
    expect(parseFinicityWebhook({ 'x-signature': signFinicityWebhook(raw, SECRET) }, bytes, SECRET, NOW)).toMatchObject(
      { deliveryKey: key },
    );
    expect(parse(event('done', { institutionId: '1' }, null)).deliveryKey).not.toBe(key);
    expect(parse(event('done', {}, '')).deliveryKey).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
