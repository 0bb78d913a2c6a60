// The push's text: the newest notice with a count of the others, a path on our own site, a tag per kind of news,
// and under 3 KB of JSON whatever the notices hold.
import { describe, expect, it } from 'vitest';
import { pushMessageText } from '#shared/messages/push.ts';
import { routes } from '#shared/routes.ts';
import { pushMessageText as pushMessageTextPt } from '#shared/messages/pt-br/push.ts';
import { MAX_PAYLOAD_BYTES, type Notice, pushMessageOf, pushPayloadOf } from './payload.ts';

const notice = (over: Partial<Notice> = {}): Notice => ({
  type: 'round_up',
  title: 'Round-ups added',
  message: '$1.00 of spare change',
  data: null,
  ...over,
});

describe('pushPayloadOf', () => {
  it('is the one notice as it reads in the app, opening its screen', () => {
    expect(pushPayloadOf([notice()], 'en-US')).toEqual({
      title: 'Round-ups added',
      body: '$1.00 of spare change',
      url: routes.transactions,
      tag: 'transactions',
    });
  });

  it('is the newest of several, with how many others came along', () => {
    const p = pushPayloadOf(
      [notice({ type: 'achievement', title: 'Old' }), notice({ type: 'payout', title: 'New' })],
      'en-US',
    );
    expect(p).toMatchObject({ title: 'New', url: routes.dashboard, tag: 'payouts' });
    expect(p.body).toBe(`$1.00 of spare change ${pushMessageText.more(1)}`);
  });

  it("says how many others came along in the member's language", () => {
    const p = pushPayloadOf([notice({ title: 'Antiga' }), notice({ title: 'Nova', message: 'Troco' })], 'pt-BR');
    expect(p.body).toBe(`Troco ${pushMessageTextPt.more(1)}`);
    expect(pushMessageTextPt.more(1)).not.toBe(pushMessageText.more(1));
  });

  it('opens only paths on our own site', () => {
    expect(pushPayloadOf([notice({ data: { url: routes.settings } })], 'en-US').url).toBe(routes.settings);
    expect(pushPayloadOf([notice({ data: { url: 'https://evil.example/' } })], 'en-US').url).toBe(routes.dashboard);
    expect(pushPayloadOf([notice({ data: { url: '//evil.example/' } })], 'en-US').url).toBe(routes.dashboard);
  });

  it.each([
    ['long text', 'x'.repeat(10_000)],
    ['text JSON escapes six bytes a character', '\u0001'.repeat(10_000)],
    ['emoji', '🚀'.repeat(5_000)],
  ])('stays under 3 KB with %s', (_name, text) => {
    const p = pushPayloadOf([notice({ title: text, message: text }), notice({ title: text, message: text })], 'en-US');
    expect(Buffer.byteLength(JSON.stringify(p))).toBeLessThan(MAX_PAYLOAD_BYTES);
    expect(p.body.length).toBeGreaterThan(0);
  });
});

describe('pushMessageOf', () => {
  it('keeps a push a day, wakes the phone for payouts and a bank that needs attention only', () => {
    expect(pushMessageOf([notice()], 'en-US')).toMatchObject({
      ttlSeconds: 86_400,
      urgency: 'normal',
      topic: 'transactions',
    });
    expect(pushMessageOf([notice(), notice({ type: 'payout' })], 'en-US').urgency).toBe('high');
    expect(pushMessageOf([notice({ type: 'other' })], 'en-US').urgency).toBe('high');
  });
});
