// A member's language (docs/product-rules.md section 9): from the country chosen at sign-up unless the form chose
// one, stored on the account, changed with PATCH /api/user.
import { afterAll, describe, expect, it } from 'vitest';
import { validation } from '#shared/messages/common.ts';
import * as es from '#shared/messages/es-419/common.ts';
import * as pt from '#shared/messages/pt-br/common.ts';
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
    const member = await t.signup({ country, locale: undefined });
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
      expect((await res.json()).errors.locale).toBe(es.validation.locale); // in the member's language, now Spanish
    }
    expect((await userOf(member.cookie)).locale).toBe('es-419');
  });
});

describe("an API error in the requester's language", () => {
  it("answers a member in the member's language, whatever the browser says", async () => {
    const brazilian = await t.signup({ country: 'Brazil', locale: undefined });
    const headers = withCookie(brazilian.cookie, { 'accept-language': 'es-MX,es;q=0.9' });
    const res = await t.request('/api/user', jsonInit('PATCH', {}, headers));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(pt.api.invalidRequest);
    const american = await t.signup({ country: 'USA' });
    const english = await patch({ locale: 'fr' }, american.cookie);
    expect((await english.json()).errors.locale).toBe(validation.locale);
  });

  it("answers a visitor in the browser's first language the product speaks, else English", async () => {
    const signup = (language: string) =>
      t.request(
        '/api/auth/signup',
        jsonInit('POST', { ...newUser(), email: 'not-an-email' }, { 'accept-language': language }),
      );
    expect((await (await signup('fr-FR,es-MX;q=0.8')).json()).errors.email).toBe(es.validation.emailInvalid);
    expect((await (await signup('pt-BR')).json()).errors.email).toBe(pt.validation.emailInvalid);
    expect((await (await signup('de-DE')).json()).errors.email).toBe(validation.emailInvalid);
    const missing = await t.request('/api/no-such-thing', { headers: { 'accept-language': 'pt-BR' } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: pt.api.notFound });
  });

  it('reads a malformed or hostile Accept-Language as English, and still answers the error', async () => {
    for (const language of ['*;q=abc,,;;', 'es;q=0', 'x'.repeat(4_000), 'es-MX;q=NaN, pt;q=-1', '\u00e9s']) {
      const res = await t.request(
        '/api/auth/signup',
        jsonInit('POST', { ...newUser(), email: 'nope' }, { 'accept-language': language }),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).errors.email).toBe(validation.emailInvalid);
    }
  });
});
