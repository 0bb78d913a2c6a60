// '256-bit encryption at rest' made true. A member with real-looking data (name, email, username, a bank
// link whose transactions carry the bank's descriptors, two-factor on, a browser's push subscription) is written
// through the real app; then the database file, its WAL and a backup taken while the server runs are copied as an
// intruder would, and searched for every one of those values in UTF-8, UTF-16 and base64: none is there. The values
// are read back through the connection, so the search looks for what really is in the database.
import { createECDH, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openReadOnly } from '#db/index.ts';
import { apiPaths } from '#shared/routes.ts';
import { securityApiPaths } from '#shared/routes-security.ts';
import type { TwoFactorSetup } from '#shared/schemas/security.ts';
import { syncIdle } from '#api/services/banking/sync.ts';
import { keysOf, takeBackup } from '#api/services/operator/backups.ts';
import { secretsIn } from '#api/testing/secret-scan.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';

vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let copies: string;
beforeAll(() => {
  t = makeTestApp({ startAt: Date.UTC(2025, 5, 15, 12) });
  copies = mkdtempSync(join(tmpdir(), 'giftorbit-intruder-'));
});
afterAll(() => {
  t?.cleanup();
  rmSync(copies, { recursive: true, force: true });
});

const post = (path: string, cookie: string | undefined, body?: unknown) => t.post(path, body, cookie);

it('keeps no personal or secret value readable in the database file, its WAL or a backup', async () => {
  const tag = randomBytes(4).toString('hex');
  const ana = await t.signup({
    country: 'Mexico',
    name: `Anaïs Quintero ${tag}`,
    username: `anais_${tag}`,
    email: `anais.quintero.${tag}@example.com`,
  });
  expect(ana.cookie).toBeDefined();
  const link = await post(apiPaths.belvoCreateLink, ana.cookie, {
    institution: 'erebor_mx_retail',
    username: 'bnk100',
    password: 'full',
  });
  expect(link.status).toBe(200);
  await syncIdle(t.deps, ana.body.id);

  const setup = (await (await post(securityApiPaths.twoFactorSetup, ana.cookie)).json()) as TwoFactorSetup;
  const code = generateSync({ secret: setup.secret, epoch: Math.floor(t.clock.now() / 1000) });
  expect((await post(securityApiPaths.twoFactorEnable, ana.cookie, { code })).status).toBe(200);

  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  const endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`;
  const sub = await post(apiPaths.pushSubscriptions, ana.cookie, { endpoint, expirationTime: null, keys });
  expect(sub.status).toBe(201);

  // What the database holds, read through the connection: the search looks for real values.
  const descriptors = t.sqlite
    .prepare('SELECT DISTINCT description FROM transactions WHERE user_id = ? LIMIT 5')
    .pluck()
    .all(ana.body.id) as string[];
  expect(descriptors.length).toBeGreaterThan(0);
  const banks = t.sqlite.prepare('SELECT account_name FROM bank_accounts WHERE user_id = ?').pluck().all(ana.body.id);
  const held = {
    name: ana.input.name,
    email: ana.input.email,
    username: ana.input.username,
    'two-factor key': setup.secret,
    'push key p256dh': keys.p256dh,
    'push key auth': keys.auth,
    'push endpoint': endpoint,
    ...Object.fromEntries(descriptors.map((d, i) => [`bank descriptor ${i + 1}`, d])),
    ...Object.fromEntries((banks as string[]).map((b, i) => [`bank account name ${i + 1}`, b])),
  };
  const stored = JSON.stringify(
    ['users', 'transactions', 'bank_accounts', 'push_subscriptions'].map((table) =>
      t.sqlite.prepare(`SELECT * FROM ${table}`).all(),
    ),
  );
  for (const [what, value] of Object.entries(held))
    if (what !== 'two-factor key') expect(stored.includes(value), what).toBe(true);

  // A backup while the server runs, then the files an intruder would copy: the live database, its WAL, the backup.
  const backup = takeBackup(t.sqlite, t.deps.env, t.clock.now());
  const file = t.deps.env.databaseFile;
  expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
  for (const [from, to] of [
    [file, 'giftorbit.sqlite'],
    [`${file}-wal`, 'giftorbit.sqlite-wal'],
    [backup.file, 'backup.sqlite'],
  ] as const)
    copyFileSync(from, join(copies, to));
  const found = ['giftorbit.sqlite', 'giftorbit.sqlite-wal', 'backup.sqlite'].flatMap((name) =>
    secretsIn(readFileSync(join(copies, name)), held, name),
  );
  expect(found).toEqual([]);

  // The copied backup is whole: with the key, and only with it, it opens and holds the member.
  const opened = openReadOnly(join(copies, 'backup.sqlite'), keysOf(t.deps.env));
  expect(opened.prepare('SELECT email FROM users WHERE id = ?').pluck().get(ana.body.id)).toBe(ana.input.email);
  opened.close();
  expect(() => openReadOnly(join(copies, 'backup.sqlite'), [randomBytes(32)])).toThrow(/does not open/);
  expect(existsSync(join(t.deps.env.dataDir, 'data.key'))).toBe(true);
  expect(statSync(join(t.deps.env.dataDir, 'data.key')).mode & 0o777).toBe(0o600);
});
