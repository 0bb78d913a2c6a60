// Finding a creator (GET /api/creators?q=) and a creator's home (GET /api/creator-home) through the real app: only
// open creator accounts are found, by the start of a name, of a word of it or of the username, any case; a creator's
// home counts this month's shares (the creator's month) and every share still held.
import { describe, expect, it } from 'vitest';
import { validation } from '#shared/messages/common.ts';
import { creatorErrors } from '#shared/messages/creators.ts';
import { apiPaths } from '#shared/routes.ts';
import { creatorHomeSchema, creatorSearchSchema } from '#shared/schemas/creators.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { errorSchema, getOk, memberApp } from '#api/testing/member-app.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';

const m = memberApp({ userType: 'gifter' }, { startAt: Date.parse('2026-02-20T12:00:00Z') });
const DAY = 24 * 3_600_000;

async function creator(name: string, username: string, timeZone = 'UTC') {
  const s = await m.t.signup({ userType: 'creator', name, username, timeZone });
  m.users.push(s.body.id);
  return { cookie: s.cookie!, id: s.body.id as number, username, input: s.input };
}
const search = async (q: string, cookie = m.cookie) =>
  (await getOk(m.t, `${apiPaths.creatorSearch}?q=${encodeURIComponent(q)}`, creatorSearchSchema, cookie)).creators;
const names = async (q: string) => (await search(q)).map((c) => c.username);
const follow = (username: string, cookie: string) =>
  m.t.request(apiPaths.creatorFollowOf(username), jsonInit('POST', undefined, withCookie(cookie)));

describe('GET /api/creators', () => {
  it('answers 401 signed out', async () => {
    expect((await m.t.get(`${apiPaths.creatorSearch}?q=ana`)).status).toBe(401);
  });

  it('finds creators by the start of the username, the name or a word of it, in any case', async () => {
    await creator('Ana Lucía Gómez', 'analu');
    await creator('Bruno Díaz', 'brunod');
    await creator('Mariana Ortiz', 'mari_o');
    expect(await names('ANA')).toEqual(['analu']); // not Mariana: a word must start with it
    expect(await names('@brun')).toEqual(['brunod']);
    expect(await names('gómez')).toEqual(['analu']);
    expect(await names('ortiz')).toEqual(['mari_o']);
    expect(await names('zzz')).toEqual([]);
    expect((await search('analu'))[0]).toEqual({
      name: 'Ana Lucía Gómez',
      username: 'analu',
      profilePicture: null,
      supporters: 0,
    });
  });

  it('never finds a gifter or a closed account, and takes % and _ as themselves', async () => {
    await creator('Open Creator', 'open_one');
    await m.t.signup({ userType: 'gifter', name: 'Open Gifter', username: 'open_gifter' });
    const closed = await creator('Open Closed', 'openclosed');
    m.t.sqlite.prepare('UPDATE users SET closed_at = ? WHERE id = ?').run(Date.now(), closed.id);
    expect(await names('open')).toEqual(['open_one']);
    expect(await names('open_')).toEqual(['open_one']);
    expect(await names('op%')).toEqual([]);
    expect(await names('_')).toEqual([]);
  });

  it('with nothing typed, lists the creators with the most supporters first', async () => {
    const few = await creator('Few', 'few_fans');
    const many = await creator('Many', 'many_fans');
    await creator('None', 'no_fans');
    for (let i = 0; i < 2; i++) {
      const g = await m.t.signup({ userType: 'gifter' });
      expect((await follow(many.username, g.cookie!)).status).toBe(200);
    }
    expect((await follow(few.username, m.cookie)).status).toBe(200);
    expect((await search('')).map((c) => [c.username, c.supporters])).toEqual([
      ['many_fans', 2],
      ['few_fans', 1],
    ]);
  });

  it('refuses a search longer than any name with the field named, not a 500', async () => {
    const res = await m.t.get(`${apiPaths.creatorSearch}?q=${'a'.repeat(101)}`, m.cookie);
    expect(res.status).toBe(400);
    expect(errorSchema.parse(await res.json()).errors).toEqual({ q: validation.fieldTooLong });
    // Twice in the address is not one search: said in words, not the validator's.
    const twice = await m.t.get(`${apiPaths.creatorSearch}?q=ana&q=bruno`, m.cookie);
    expect(twice.status).toBe(400);
    expect(errorSchema.parse(await twice.json()).errors).toEqual({ q: creatorErrors.searchInvalid });
  });
});

describe('GET /api/creator-home', () => {
  it('answers 401 signed out and 403 to a gifter', async () => {
    expect((await m.t.get(apiPaths.creatorHome)).status).toBe(401);
    const res = await m.t.get(apiPaths.creatorHome, m.cookie);
    expect(res.status).toBe(403);
    expect(errorSchema.parse(await res.json()).message).toBe(creatorErrors.creatorsOnlyHome);
  });

  it("counts supporters, this month's points (the creator's month) and every share still held", async () => {
    const ana = await creator('Ana', 'ana_home', 'America/Mexico_City');
    expect((await follow(ana.username, m.cookie)).status).toBe(200);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const buy = (id: string, amount: number) =>
      ingest(m.t.sqlite, m.userId, [coinPurchase({ id, amount, date: day(m.t.clock.now()) })], m.t.clock.now());
    m.t.clock.advance(5 * DAY); // February 25
    buy('last-month', -20);
    m.t.clock.advance(18 * DAY); // March 15
    buy('this-month', -50);
    // Three weeks on, the creator signs in again.
    const cookie = (await m.t.signin(ana.input.email, ana.input.password)).cookie!;
    expect(await getOk(m.t, apiPaths.creatorHome, creatorHomeSchema, cookie)).toEqual({
      username: 'ana_home',
      supporters: 1,
      month: '2026-03',
      monthPoints: '0.50', // 1% of US$50.00
      totalPoints: '0.70',
    });
  });
});
