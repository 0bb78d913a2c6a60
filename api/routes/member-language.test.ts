// A member's language (docs/product-rules.md section 9): from the country chosen at sign-up unless the form chose
// one, stored on the account, changed with PATCH /api/user.
import { afterAll, describe, expect, it } from 'vitest';
import { validation } from '#shared/messages/common.ts';
import { jsonInit, makeTestApp, newUser, withCookie } from '#api/testing/test-app.ts';

const t = makeTestApp();
afterAll(() => t.cleanup());

const userOf = async (cookie: string | undefined) => (await t.get('/api/user', cookie)).json();
const patch = (body: unknown, cookie: string | undefined) =>
  t.request('/api/user', jsonInit('PATCH', body, withCookie(cookie)));

describe("a member's language", () => {
  it.each([
    ['Brazil', 'pt-BR'],
    ['Mexico', 'es-419'],
    ['Perú', 'es-419'],
    ['USA', 'en-US'],
    ['Canada', 'en-US'],
  ] as const)('is chosen from the country at sign-up: %s, %s', async (country, locale) => {
    const member = await t.signup({ country });
    expect((await userOf(member.cookie)).locale).toBe(locale);
  });

  it('is the one the sign-up form chose, when it chose one', async () => {
    const member = await t.signup({ country: 'Mexico', locale: 'en-US' });
    expect((await userOf(member.cookie)).locale).toBe('en-US');
  });

  it('refuses a language the product does not speak at sign-up, with the field named', async () => {
    const body = { ...newUser({ country: 'Brazil' }), locale: 'fr-FR' };
    const res = await t.request('/api/auth/signup', jsonInit('POST', body));
    expect(res.status).toBe(400);
    expect((await res.json()).errors.locale).toBe(validation.locale);
  });

  it('is changed in Settings and kept; anything else is refused and changes nothing', async () => {
    const member = await t.signup({ country: 'Brazil' });
    const changed = await patch({ locale: 'es-419' }, member.cookie);
    expect(changed.status).toBe(200);
    expect((await changed.json()).locale).toBe('es-419');
    for (const locale of ['es', 'xx-YY', 42, null]) {
      const res = await patch({ locale }, member.cookie);
      expect(res.status).toBe(400);
      expect((await res.json()).errors.locale).toBe(validation.locale);
    }
    expect((await userOf(member.cookie)).locale).toBe('es-419');
  });
});
