// The VAPID pair: the environment's when set (both or neither, checked at start); else made once and kept in the
// database, so a restart (a second set of dependencies on the same file) signs with the same key.
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#db/index.ts';
import { createDeps } from '#api/deps.ts';
import { EnvError, parseEnv } from '#api/env.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';
import { vapidDetails } from './vapid-keys.ts';

let t: TestApp | undefined;
afterEach(() => t?.cleanup());

describe('VAPID keys', () => {
  it('are made on first use and kept: the server restarted on the same database has the same public key', () => {
    t = makeTestApp();
    const first = t.deps.push.publicKey();
    const again = openDatabase(t.deps.env.databaseFile);
    const restarted = createDeps({ ...again, env: t.deps.env, now: Date.now });
    expect(restarted.push.publicKey()).toBe(first);
    again.sqlite.close();
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set, and nothing is stored', () => {
    const pair = webpush.generateVAPIDKeys();
    t = makeTestApp({ env: { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey } });
    expect(t.deps.push.publicKey()).toBe(pair.publicKey);
    expect(t.sqlite.prepare("SELECT COUNT(*) AS n FROM app_config WHERE key LIKE 'vapid%'").get()).toEqual({ n: 0 });
  });

  it('name a contact: VAPID_SUBJECT, else PUBLIC_URL when it is https, else a placeholder', () => {
    t = makeTestApp();
    const subject = (env: Record<string, string>) => vapidDetails(parseEnv(env), t!.db, new Date()).subject;
    expect(subject({ VAPID_SUBJECT: 'mailto:ops@giftorbit.example' })).toBe('mailto:ops@giftorbit.example');
    // An https PUBLIC_URL comes with TRUST_PROXY (api/env-https.ts).
    expect(subject({ PUBLIC_URL: 'https://giftorbit.example', TRUST_PROXY: 'true' })).toBe('https://giftorbit.example');
    expect(subject({ PUBLIC_URL: 'http://192.168.1.20:3000' })).toMatch(/^mailto:/);
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: webpush.generateVAPIDKeys().publicKey }, 'VAPID_PRIVATE_KEY: must be set together'],
    [{ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'def' }, 'VAPID_PUBLIC_KEY: must be the public VAPID key'],
    [{ VAPID_SUBJECT: 'http://giftorbit.example' }, 'VAPID_SUBJECT: must be a mailto: address or an https:// URL'],
    [{ VAPID_SUBJECT: 'mailto:' }, 'VAPID_SUBJECT: must be a mailto: address or an https:// URL'],
  ])('stop the start on a wrong value: %o', (env, line) => {
    expect(() => parseEnv(env)).toThrow(EnvError);
    expect(() => parseEnv(env)).toThrow(line);
  });

  it('never print the private key in an error line', () => {
    const secret = `${webpush.generateVAPIDKeys().privateKey}x`;
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: secret })).toThrow(
      /VAPID_PRIVATE_KEY: .*\(got a value starting with/,
    );
    try {
      parseEnv({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: secret });
    } catch (error) {
      expect((error as Error).message).not.toContain(secret);
    }
  });

  it('allow local push endpoints only where PUSH_ALLOW_LOCAL_ENDPOINTS says, never by default', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', 'production']) {
      expect(parseEnv({ NODE_ENV }).pushAllowLocalEndpoints, NODE_ENV).toBe(false);
      expect(parseEnv({ NODE_ENV, PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }).pushAllowLocalEndpoints, NODE_ENV).toBe(true);
    }
    expect(parseEnv({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'false' }).pushAllowLocalEndpoints).toBe(false);
  });
});
