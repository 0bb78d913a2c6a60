// A member's time zone (docs/product-rules.md section 9): the browser's at sign-up, else the country's; stored on the
// account and changed with PATCH /api/user. Statements' months in it: api/routes/statements-time-zone.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { validation } from '#shared/messages/common.ts';
import { jsonInit, makeTestApp, withCookie } from '#api/testing/test-app.ts';

const t = makeTestApp();
afterAll(() => t.cleanup());

const userOf = async (cookie: string | undefined) => (await t.get('/api/user', cookie)).json();
const patch = (body: unknown, cookie: string | undefined) =>
  t.request('/api/user', jsonInit('PATCH', body, withCookie(cookie)));

describe("a member's time zone", () => {
  it("is the browser's at sign-up", async () => {
    const member = await t.signup({ country: 'Mexico', timeZone: 'America/Tijuana' });
    expect((await userOf(member.cookie)).timeZone).toBe('America/Tijuana');
  });

  it.each([
    ['Mexico', undefined, 'America/Mexico_City'],
    ['Brazil', 'Mars/Olympus_Mons', 'America/Sao_Paulo'],
    ['USA', '+05:00', 'America/New_York'],
    ['Perú', 42, 'America/Lima'],
  ] as const)("is the country's when the browser said none or an unknown one: %s, %s", async (country, zone, kept) => {
    // A sign-up never fails over the zone: it is a default, changed in Settings.
    const member = await t.signup({ country, timeZone: zone as string | undefined });
    expect(member.res.status).toBe(202);
    expect((await userOf(member.cookie)).timeZone).toBe(kept);
  });

  it('is changed in Settings, spelled as the platform spells it; anything else is refused', async () => {
    const member = await t.signup({ country: 'Brazil' });
    const changed = await patch({ timeZone: 'america/manaus' }, member.cookie);
    expect(changed.status).toBe(200);
    expect((await changed.json()).timeZone).toBe('America/Manaus');
    for (const timeZone of ['Nowhere/City', '', '+05:00', 'x'.repeat(200), 42, null]) {
      const res = await patch({ timeZone }, member.cookie);
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).errors)).toEqual(['timeZone']);
    }
    expect((await userOf(member.cookie)).timeZone).toBe('America/Manaus');
  });

  it('answers the refusal in words the member reads', async () => {
    const member = await t.signup({ country: 'USA' });
    const res = await patch({ timeZone: 'Nowhere/City' }, member.cookie);
    expect((await res.json()).errors.timeZone).toBe(validation.timeZone);
  });
});
