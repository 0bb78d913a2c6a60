// Passkeys through the real app with a software authenticator: added in Settings, then a sign-in with the
// passkey alone; and every refusal: another origin, a replayed answer, a counter gone back, another member's
// passkey, a malformed answer (never a 500).
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passkeys } from '#db/schema/index.ts';
import { mailText } from '#shared/messages/mail.ts';
import { auth } from '#shared/messages/auth.ts';
import { securityText } from '#shared/messages/security.ts';
import { apiPaths } from '#shared/routes.ts';
import { PROOF_FOR_MONEY_MS, securityApiPaths as paths } from '#shared/routes-security.ts';
import type { SecurityOverview } from '#shared/schemas/security.ts';
import { browserJar } from '#api/testing/browser-jar.ts';
import { mailFor } from '#api/testing/mailbox.ts';
import { softwareAuthenticator } from '#api/testing/software-authenticator.ts';
import { jsonInit, makeTestApp, sessionCookie, type TestApp, withCookie } from '#api/testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const browser = (cookie = '') => browserJar(t, cookie);

async function withPasskey() {
  const m = await t.signup();
  const page = browser(m.cookie);
  const key = softwareAuthenticator(t.deps.env.publicOrigin);
  const options = await (await page.post(paths.passkeyOptions)).json();
  const added = await page.post(paths.passkeys, { response: key.register(options), name: 'My phone' });
  expect(added.status).toBe(201);
  return { m, key, page };
}

async function signInWith(key: ReturnType<typeof softwareAuthenticator>, from?: string) {
  const page = browser();
  const options = await (await page.post(paths.signInPasskeyOptions)).json();
  const res = await page.post(paths.signInPasskey, { response: key.assert(options, from) });
  return { res, page, options };
}

describe('passkeys', () => {
  it('are added in Settings (the member is told) and sign in alone, as both steps, again and again', async () => {
    const { m, key } = await withPasskey();
    const overview = (await (await t.get(paths.overview, m.cookie)).json()) as SecurityOverview;
    expect(overview.passkeys).toMatchObject([{ name: 'My phone', lastUsedAt: null, backedUp: true }]);
    expect((await mailFor(t.deps, m.input.email)).map((x) => x.subject)).toContain(mailText.passkeyAddedSubject);

    for (let i = 0; i < 2; i++) {
      const { res, page } = await signInWith(key);
      expect(res.status).toBe(200);
      expect((await res.json()).email).toBe(m.input.email);
      expect((await page.get(apiPaths.user)).status).toBe(200);
    }
    const row = t.db.select().from(passkeys).where(eq(passkeys.id, key.id)).get()!;
    expect(row.counter).toBe(2);
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('refuse an answer made for another origin, and the same answer twice', async () => {
    const { key } = await withPasskey();
    const phishing = await signInWith(key, 'https://giftorbit.evil.example');
    expect(phishing.res.status).toBe(401);
    expect(await phishing.res.json()).toEqual({ message: auth.passkeyFailed });
    expect(sessionCookie(phishing.res)).toBeUndefined();

    // One challenge, one answer: replaying a good answer (with its cookie) signs nobody in.
    const page = browser();
    const options = await (await page.post(paths.signInPasskeyOptions)).json();
    const answer = key.assert(options);
    const cookie = page.cookie();
    expect((await page.post(paths.signInPasskey, { response: answer })).status).toBe(200);
    const replay = await t.request(paths.signInPasskey, jsonInit('POST', { response: answer }, { cookie }));
    expect(replay.status).toBe(401);
  });

  it('refuse a counter that went back (a cloned passkey)', async () => {
    const { key } = await withPasskey();
    expect((await signInWith(key)).res.status).toBe(200);
    expect((await signInWith(key)).res.status).toBe(200);
    key.rewind();
    expect((await signInWith(key)).res.status).toBe(401);
  });

  it("refuse another member's passkey claimed for this member, and a malformed answer without a 500", async () => {
    const a = await withPasskey();
    const b = await withPasskey();
    // B's answer presented under A's credential id: the signature and the user handle are B's.
    const page = browser();
    const options = await (await page.post(paths.signInPasskeyOptions)).json();
    const forged = { ...b.key.assert(options), id: a.key.id, rawId: a.key.id };
    expect((await page.post(paths.signInPasskey, { response: forged })).status).toBe(401);
    for (const body of [{}, { response: { id: 'x' } }, { response: 'nope' }, '{"response":']) {
      const res = await t.request(paths.signInPasskey, jsonInit('POST', body));
      expect(res.status).toBe(400);
    }
    // Without the options call first (no challenge in this browser).
    const lone = await t.request(paths.signInPasskey, jsonInit('POST', { response: a.key.assert(options) }));
    expect(lone.status).toBe(401);
  });

  it('are renamed and removed by their owner only; a removed passkey signs nobody in', async () => {
    const { m, key, page } = await withPasskey();
    const other = await t.signup();
    const intruder = await t.request(paths.passkey(key.id), jsonInit('DELETE', undefined, withCookie(other.cookie)));
    expect(intruder.status).toBe(404);
    const rename = await t.request(paths.passkey(key.id), jsonInit('PATCH', { name: ' ' }, withCookie(m.cookie)));
    expect(rename.status).toBe(400);
    expect((await rename.json()).errors.name).toBe(securityText.passkeyNameInvalid);
    expect((await t.request(paths.passkey(key.id), jsonInit('DELETE', undefined, withCookie(m.cookie)))).status).toBe(
      204,
    );
    expect((await signInWith(key)).res.status).toBe(401);
    expect((await mailFor(t.deps, m.input.email)).map((x) => x.subject)).toContain(mailText.passkeyRemovedSubject);
    void page;
  });

  it("prove it is the member before money, the member's own passkey only", async () => {
    const { m, key, page } = await withPasskey();
    const other = await withPasskey();
    t.clock.advance(PROOF_FOR_MONEY_MS + 1);
    const held = await t.request(
      apiPaths.redeem,
      jsonInit('POST', { amount: 5, method: 'bank_transfer' }, withCookie(m.cookie, { 'idempotency-key': 'k1' })),
    );
    expect(await held.json()).toMatchObject({ code: 'proof_needed', passkey: true });
    // Another member's passkey, answering this member's challenge: refused.
    let options = await (await page.post(paths.reauthPasskeyOptions)).json();
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([key.id]);
    expect((await page.post(paths.reauthPasskey, { response: other.key.assert(options) })).status).toBe(400);
    options = await (await page.post(paths.reauthPasskeyOptions)).json();
    expect((await page.post(paths.reauthPasskey, { response: key.assert(options) })).status).toBe(204);
    const after = await t.request(
      apiPaths.redeem,
      jsonInit('POST', { amount: 5, method: 'bank_transfer' }, withCookie(m.cookie, { 'idempotency-key': 'k2' })),
    );
    expect(after.status).not.toBe(403);
  });
});
