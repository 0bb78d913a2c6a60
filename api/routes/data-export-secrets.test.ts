// 'Never a password hash, token, card number or banking credential in an export.' A member with every kind
// of secret the app keeps (a password, two sessions, two-factor on with recovery codes, a push subscription, bank
// links with the aggregators' ids, a saved card sent with its number) downloads their archive; every file in it is
// searched (UTF-8, UTF-16, base64) for each of those secrets, as read from the database itself, and for none is
// there a hit. The same for the archive's file at rest in DATA_DIR.
import { createECDH, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { generateSync } from 'otplib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxPaymentMethodId, sandboxSetupNonce } from '#shared/cards.ts';
import { apiPaths } from '#shared/routes.ts';
import { dataExportApiPaths } from '#shared/routes-data-export.ts';
import { securityApiPaths } from '#shared/routes-security.ts';
import { dataExportsResponseSchema } from '#shared/schemas/data-export.ts';
import { setupIntentResponseSchema } from '#shared/schemas/cards.ts';
import type { RecoveryCodes, TwoFactorSetup } from '#shared/schemas/security.ts';
import { syncIdle } from '#api/services/banking/sync.ts';
import { exportsDir } from '#api/services/data-export/files.ts';
import { runDataExports } from '#api/services/data-export/runner.ts';
import { cardNumberForms, type Secrets, secretsIn } from '#api/testing/secret-scan.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';

vi.setConfig({ testTimeout: 60_000 });

const CARD = '4242424242424242';
const PASSWORD = `Export-Pass-${randomBytes(6).toString('hex')}`;
const PHONE = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile' };

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ startAt: Date.UTC(2025, 5, 15, 12) });
});
afterEach(() => t.cleanup());

const post = (path: string, cookie: string | undefined, body?: unknown) => t.post(path, body, cookie);

/** Two-factor on: the key the app showed, and the recovery codes it gave once. */
async function turnOnTwoFactor(cookie: string) {
  const setup = (await (await post(securityApiPaths.twoFactorSetup, cookie)).json()) as TwoFactorSetup;
  const code = generateSync({ secret: setup.secret, epoch: Math.floor(t.clock.now() / 1000) });
  const on = await post(securityApiPaths.twoFactorEnable, cookie, { code });
  expect(on.status).toBe(200);
  return { secret: setup.secret, codes: ((await on.json()) as RecoveryCodes).recoveryCodes };
}

/** A browser's push subscription, with real P-256 and auth keys. */
async function subscribeToPushes(cookie: string) {
  const subscription = {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(24).toString('base64url')}`,
    keys: {
      p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
  expect((await post(apiPaths.pushSubscriptions, cookie, subscription)).status).toBe(201);
  return subscription;
}

/** The sandbox card form confirms in the page; this client also sends the number, as a hostile page might. */
async function saveCard(cookie: string) {
  const intent = setupIntentResponseSchema.parse(await (await post(apiPaths.createSetupIntent, cookie)).json());
  const nonce = sandboxSetupNonce(intent.setup_intent_id);
  const paymentMethodId = sandboxPaymentMethodId({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, nonce });
  const card = { number: CARD, cvc: '739', exp_month: 12, exp_year: 2030 };
  expect((await post(apiPaths.savePaymentMethod, cookie, { paymentMethodId, card })).status).toBe(201);
}

/** `table.column #row` -> value, for every value of these columns of the member's rows long enough that a hit can
 *  only be a leak. */
function stored(table: string, sql: string, userId: number): Secrets {
  const rows = t.sqlite.prepare(sql).all(userId) as Record<string, unknown>[];
  return Object.fromEntries(
    rows.flatMap((row, i) =>
      Object.entries(row)
        .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].length >= 10)
        .map(([column, value]) => [`${table}.${column} #${i + 1}`, value]),
    ),
  );
}

describe('the archive holds no secret', () => {
  it('has no password hash, session token, TOTP secret, recovery code, push key, provider id or card', async () => {
    const m = await t.signup({ country: 'Mexico', password: PASSWORD });
    const userId = m.body.id as number;
    const second = await t.signin(m.input.email, PASSWORD, PHONE);
    expect(second.res.status).toBe(200);
    const cookie = second.cookie!;
    const twoFactor = await turnOnTwoFactor(cookie);
    const push = await subscribeToPushes(cookie);
    const belvo = await post(apiPaths.belvoCreateLink, cookie, {
      institution: 'erebor_mx_retail',
      username: 'bnk100',
      password: 'full',
    });
    expect(belvo.status).toBe(200);
    await syncIdle(t.deps, userId);
    expect((await post(apiPaths.finicityConnectUrl, cookie)).status).toBe(200);
    await saveCard(cookie);

    const secrets: Secrets = {
      password: PASSWORD,
      'TOTP secret': twoFactor.secret,
      'push endpoint': push.endpoint,
      'push p256dh': push.keys.p256dh,
      'push auth': push.keys.auth,
      ...cardNumberForms(CARD),
    };
    twoFactor.codes.forEach((code, i) => (secrets[`recovery code ${i + 1}`] = code));
    for (const [i, c] of [m.cookie!, cookie].entries()) secrets[`session cookie ${i + 1}`] = c.split('=')[1]!;
    const columns: Record<string, string> = {
      users: `SELECT password, totp_secret, webauthn_user_id, key_nonce, stripe_customer_id, stripe_payment_method_id,
        stripe_connect_account_id FROM users WHERE id = ?`,
      aggregator_refs: 'SELECT ref FROM aggregator_refs WHERE user_id = ?',
      sessions: 'SELECT sid FROM sessions WHERE user_id = ?',
      recovery_codes: 'SELECT code_hash FROM recovery_codes WHERE user_id = ?',
      push_subscriptions: 'SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ?',
      bank_accounts: 'SELECT provider_account_id, link_ref, external_key FROM bank_accounts WHERE user_id = ?',
      transactions: 'SELECT provider_transaction_id, provider_account_id FROM transactions WHERE user_id = ?',
      payment_methods: 'SELECT provider_id FROM payment_methods WHERE user_id = ?',
      known_devices: 'SELECT device_hash FROM known_devices WHERE user_id = ?',
      email_tokens: 'SELECT token_hash FROM email_tokens WHERE user_id = ?',
    };
    for (const [table, sql] of Object.entries(columns)) Object.assign(secrets, stored(table, sql, userId));
    // The member really has each kind: the search looks for something that is there to leak.
    for (const kind of [
      'users.password #1',
      'users.totp_secret #1',
      'users.key_nonce #1',
      'aggregator_refs.ref #1',
      'users.stripe_customer_id #1',
      'sessions.sid #2',
      'recovery_codes.code_hash #10',
      'push_subscriptions.p256dh #1',
      'bank_accounts.provider_account_id #1',
      'bank_accounts.link_ref #1',
      'bank_accounts.external_key #1',
      'payment_methods.provider_id #1',
    ])
      expect(Object.keys(secrets), kind).toContain(kind);

    expect((await post(dataExportApiPaths.list, cookie)).status).toBe(202);
    await runDataExports(t.deps);
    const list = dataExportsResponseSchema.parse(await (await t.get(dataExportApiPaths.list, cookie)).json());
    const res = await t.get(list.exports[0]!.downloadUrl!, cookie);
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    // The archive is about this member: the search reads real contents.
    const everything = Buffer.concat(Object.values(files));
    for (const shown of [m.input.email, 'visa', '4242', 'Chrome', 'Android'])
      expect(everything.includes(Buffer.from(shown)), shown).toBe(true);
    expect(JSON.parse(Buffer.from(files['security.json']!).toString()).twoFactor.on).toBe(true);
    expect(JSON.parse(Buffer.from(files['push-devices.json']!).toString())).toHaveLength(1);

    const found = Object.entries(files).flatMap(([name, bytes]) => secretsIn(Buffer.from(bytes), secrets, name));
    const dir = exportsDir(t.deps.env);
    found.push(...readdirSync(dir).flatMap((name) => secretsIn(readFileSync(join(dir, name)), secrets, name)));
    expect(found).toEqual([]);
  });
});
