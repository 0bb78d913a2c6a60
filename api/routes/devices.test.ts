// The devices a member is signed in on (Settings > Security): in words, this one marked; one signed out,
// or all but this one; and a sign-in from a browser the account has not been used on is mailed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailText } from '#shared/messages/mail.ts';
import { mailText as mailTextPt } from '#shared/messages/pt-br/mail.ts';
import { securityText as securityTextPt } from '#shared/messages/pt-br/security.ts';
import { securityApiPaths as paths } from '#shared/routes-security.ts';
import { apiPaths } from '#shared/routes.ts';
import type { SecurityOverview } from '#shared/schemas/security.ts';
import { mailFor } from '#api/testing/mailbox.ts';
import { jsonInit, makeTestApp, sessionCookie, type TestApp, withCookie } from '#api/testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterEach(() => t.cleanup());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

const devicesOf = async (cookie: string) =>
  ((await (await t.get(paths.overview, cookie)).json()) as SecurityOverview).devices;

describe('your devices', () => {
  it('lists each session in words, with where and when, this one marked; signs out one, then all others', async () => {
    const m = await t.signup();
    const phone = await t.signin(m.input.email, m.input.password, {
      'user-agent': ANDROID_CHROME,
      'x-forwarded-for': '198.51.100.7',
    });
    const mac = await t.signin(m.input.email, m.input.password, { 'user-agent': MAC_SAFARI });
    const listed = await devicesOf(phone.cookie!);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ device: 'Chrome on Android', ip: '198.51.100.7', current: true });
    expect(listed.filter((d) => d.current)).toHaveLength(1);
    expect(listed.map((d) => d.device)).toContain('Safari on macOS');

    const macId = (await devicesOf(mac.cookie!)).find((d) => d.current)!.id;
    const out = await t.request(paths.session(macId), jsonInit('DELETE', undefined, withCookie(phone.cookie)));
    expect(out.status).toBe(204);
    expect((await t.get(apiPaths.user, mac.cookie)).status).toBe(401);
    expect(
      (await t.request(paths.session(macId), jsonInit('DELETE', undefined, withCookie(phone.cookie)))).status,
    ).toBe(404);

    const others = await t.request(paths.otherSessions, jsonInit('POST', {}, withCookie(phone.cookie)));
    expect((await others.json()).count).toBe(1);
    expect((await t.get(apiPaths.user, m.cookie)).status).toBe(401);
    expect((await t.get(apiPaths.user, phone.cookie)).status).toBe(200);
    expect(await devicesOf(phone.cookie!)).toHaveLength(1);
  });

  it("cannot sign out another member's session, which keeps working", async () => {
    const a = await t.signup();
    const b = await t.signup();
    const bId = (await devicesOf(b.cookie!))[0]!.id;
    const res = await t.request(paths.session(bId), jsonInit('DELETE', undefined, withCookie(a.cookie)));
    expect(res.status).toBe(404);
    expect((await t.get(apiPaths.user, b.cookie)).status).toBe(200);
  });

  it('mails a sign-in from a new browser, not one from a browser already used', async () => {
    const m = await t.signup();
    const count = async () =>
      (await mailFor(t.deps, m.input.email)).filter((x) => x.subject === mailText.newDeviceSubject).length;
    expect(await count()).toBe(0);
    const first = await t.signin(m.input.email, m.input.password, { 'user-agent': ANDROID_CHROME });
    expect(await count()).toBe(1);
    const mail = (await mailFor(t.deps, m.input.email))[0]!;
    expect(mail.text).toContain('Chrome on Android');
    // The same browser again (its device cookie sent back): not new.
    const device = first.res.headers
      .getSetCookie()
      .find((l) => l.startsWith('device='))!
      .split(';')[0]!;
    const again = await t.request(
      apiPaths.signin,
      jsonInit('POST', { email: m.input.email, password: m.input.password }, { cookie: device }),
    );
    expect(sessionCookie(again)).toBeDefined();
    expect(await count()).toBe(1);
  });

  it('writes to a member in their language: the mail, and the devices in Settings', async () => {
    const m = await t.signup({ country: 'Brazil', locale: 'pt-BR' });
    const phone = await t.signin(m.input.email, m.input.password, { 'user-agent': ANDROID_CHROME });
    const mail = (await mailFor(t.deps, m.input.email)).find((x) => x.subject === mailTextPt.newDeviceSubject)!;
    expect(mail.text).toContain(mailTextPt.greeting(m.input.name.split(' ')[0]!));
    expect(mail.text).toContain(securityTextPt.browserOn('Chrome', 'Android'));
    expect(mail.text).toContain(mailTextPt.notYou);
    expect(mail.html).toContain('<html lang="pt-BR">');
    expect((await devicesOf(phone.cookie!)).find((d) => d.current)!.device).toBe('Chrome no Android');
  });
});
