// The secrets suite, the server half: through the real app on a real SQLite file in WAL mode, with every
// request logged, a member signs up, signs in, fails a sign-in, changes the password, links a bank through the
// sandbox Connect page (a wrong banking password first) and through Belvo's credentials form, and saves a card
// as a hostile page would, number included. Then every log line, every answer, and the raw bytes of the database,
// its -wal and -shm and every other file of DATA_DIR hold none of the passwords nor the card number.
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { formatWithOptions } from 'node:util';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxPaymentMethodId, sandboxSetupNonce } from '#shared/cards.ts';
import { apiPaths } from '#shared/routes.ts';
import { connectCallbackResponseSchema } from '#shared/schemas/banks.ts';
import { setupIntentResponseSchema } from '#shared/schemas/cards.ts';
import { FINBANK, FINICITY_SANDBOX_CREDENTIALS } from '#api/providers/banks/sandbox/finicity-sandbox.ts';
import { syncIdle } from '#api/services/banking/sync.ts';
import { cardNumberForms, filesUnder, type Secrets, secretsIn } from '#api/testing/secret-scan.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';

// Two full 90-day bank syncs and seven password hashes: more than the default 5 s on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const marker = (what: string) => `${what}-${randomBytes(6).toString('hex')}`;
/** Distinctive, so a hit can only be a leak; each passes the password rules. */
const passwords = {
  'signup password': marker('Signup-Pass'),
  'wrong sign-in password': marker('Wrong-Signin'),
  'wrong current password': marker('Wrong-Current'),
  'changed password': marker('Changed-Pass'),
  'second signup password': marker('Signup-Two'),
  'Connect banking password': marker('BankPass'),
  'Belvo banking password': marker('BankPass-Belvo'),
};
const CARD = '4242424242424242';
// A security code is sent too, but not looked for: three digits turn up by chance in any file of this size.
const secrets: Secrets = { ...passwords, ...cardNumberForms(CARD) };

/** Every line written to the console or the process's streams while the app runs. */
const logs: string[] = [];
/** Every answer's body the app gave. */
const answers: string[] = [];
let t: TestApp;

beforeAll(() => {
  // Before the app is built: its request logger keeps the console.log it was given.
  for (const level of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logs.push(formatWithOptions({ depth: Infinity }, ...args));
    });
  for (const stream of [process.stdout, process.stderr])
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logs.push(Buffer.from(chunk).toString('utf8'));
      return true;
    });
  // Plain: what the app writes, seen without the encryption at rest that would hide it either way.
  t = makeTestApp({ env: { LOG_REQUESTS: 'true' }, startAt: Date.UTC(2025, 5, 15, 12), plainDatabase: true });
});
afterAll(() => {
  vi.restoreAllMocks();
  t?.cleanup();
});

async function send(path: string, init: RequestInit) {
  const res = await t.request(path, init);
  answers.push(await res.clone().text());
  return res;
}
const post = (path: string, cookie: string | undefined, body: unknown = {}) =>
  send(path, jsonInit('POST', body, withCookie(cookie)));
/** The Connect page's form, posted as the browser does from the page. */
const postForm = (path: string, fields: Record<string, string>) =>
  send(path, {
    method: 'POST',
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });

async function signUpSignInAndChangePassword() {
  const s = await t.signup({ country: 'USA', password: passwords['signup password'] });
  expect(s.res.status).toBe(202);
  answers.push(JSON.stringify(s.body));
  const email = s.input.email;
  const signin = await t.signin(email, passwords['signup password']);
  expect(signin.res.status).toBe(200);
  const failed = await t.signin(email, passwords['wrong sign-in password']);
  expect(failed.res.status).toBe(401);
  answers.push(JSON.stringify(signin.body), JSON.stringify(failed.body));

  const change = (currentPassword: string) =>
    post(apiPaths.changePassword, signin.cookie, {
      currentPassword,
      newPassword: passwords['changed password'],
      confirmPassword: passwords['changed password'],
    });
  expect((await change(passwords['wrong current password'])).status).toBe(400);
  expect((await change(passwords['signup password'])).status).toBe(200);
  return { cookie: signin.cookie!, id: s.body.id as number, email };
}

/** The Connect page's signed state: it travels in a query string, which request logs leave out. */
let connectState = '';

/** The sandbox Connect page: a wrong banking password (401, the page again), then FinBank's test profile. */
async function linkThroughConnect(cookie: string) {
  const res = await post(apiPaths.finicityConnectUrl, cookie);
  expect(res.status).toBe(200);
  const url = new URL((await res.json()).connect_url, 'http://localhost');
  const signInPage = await send(`${url.pathname}${url.search}&institution=${FINBANK.id}`, {
    headers: { host: 'localhost' },
  });
  expect(signInPage.status).toBe(200);
  const form = { customerId: url.searchParams.get('customerId')!, state: url.searchParams.get('state')! };
  connectState = form.state;
  const wrong = await postForm(url.pathname, {
    ...form,
    username: FINICITY_SANDBOX_CREDENTIALS.username,
    password: passwords['Connect banking password'],
  });
  expect(wrong.status).toBe(401);
  expect((await postForm(url.pathname, { ...form, ...FINICITY_SANDBOX_CREDENTIALS })).status).toBe(200);

  const callback = connectCallbackResponseSchema.parse(
    await (await post(apiPaths.finicityConnectCallback, cookie)).json(),
  );
  expect(callback.accounts.length).toBeGreaterThan(0);
  for (const a of callback.accounts) {
    const saved = await post(apiPaths.bankAccounts, cookie, {
      finicityAccountId: a.id,
      accountName: a.name,
      accountNumber: a.number,
      accountType: a.type,
      bankName: a.institutionName,
    });
    expect(saved.status).toBe(201);
  }
}

/** The sandbox card form confirms in the page; this client also sends the number, as a hostile page might. */
async function saveCardSendingItsNumber(cookie: string) {
  const intent = setupIntentResponseSchema.parse(await (await post(apiPaths.createSetupIntent, cookie)).json());
  const nonce = sandboxSetupNonce(intent.setup_intent_id);
  const paymentMethodId = sandboxPaymentMethodId({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, nonce });
  const card = { number: CARD, cvc: '739', exp_month: 12, exp_year: 2030 };
  const saved = await post(apiPaths.savePaymentMethod, cookie, { paymentMethodId, ...card, card });
  expect(saved.status).toBe(201);
  expect(await saved.json()).toMatchObject({ id: paymentMethodId, card: { brand: 'visa', last4: '4242' } });
  // A number made into a PaymentMethod id names no card of this customer.
  expect((await post(apiPaths.savePaymentMethod, cookie, { paymentMethodId: `pm_${CARD}` })).status).toBe(400);
  expect((await post(apiPaths.savePaymentMethod, cookie, { paymentMethodId: CARD })).status).toBe(400);
}

describe('no password or card number in the logs, the answers or the database files', () => {
  it('signup, sign-in, a failed sign-in, a password change, two bank links and a card leave none behind', async () => {
    const ana = await signUpSignInAndChangePassword();
    await linkThroughConnect(ana.cookie);
    await saveCardSendingItsNumber(ana.cookie);

    const beto = await t.signup({ country: 'Mexico', password: passwords['second signup password'] });
    expect(beto.res.status).toBe(202);
    const link = await post(apiPaths.belvoCreateLink, beto.cookie, {
      institution: 'erebor_mx_retail',
      username: 'bnk100',
      password: passwords['Belvo banking password'],
    });
    expect(link.status).toBe(200);
    await syncIdle(t.deps, ana.id);
    await syncIdle(t.deps, beto.body.id);

    // The searches read real data: request lines were logged, and the -wal holds the recent writes.
    expect(logs.some((line) => line.includes(apiPaths.signup))).toBe(true);
    expect(logs.some((line) => line.includes('/sandbox/finicity/connect'))).toBe(true);
    expect(connectState.length).toBeGreaterThan(10);
    expect(logs.filter((line) => line.includes(connectState) || line.includes('state='))).toEqual([]);
    const file = t.deps.env.databaseFile;
    for (const suffix of ['', '-wal', '-shm']) expect(existsSync(`${file}${suffix}`), suffix).toBe(true);
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
    const files = filesUnder(t.dir);
    const everything = Buffer.concat(files.map((f) => f.bytes));
    for (const stored of [ana.email, 'FinBank Checking', 'Erebor Mexico', 'pm_sandbox_visa_4242'])
      expect(everything.includes(Buffer.from(stored)), stored).toBe(true);

    const found = [
      ...logs.flatMap((line, i) => secretsIn(line, secrets, `log line ${i + 1}: ${line.slice(0, 80)}`)),
      ...answers.flatMap((body, i) => secretsIn(body, secrets, `answer ${i + 1}`)),
      ...files.flatMap((f) => secretsIn(f.bytes, secrets, f.name)),
    ];
    expect(found).toEqual([]);

    // The password on file is an argon2id hash of the changed password, and nothing else.
    const row = t.sqlite.prepare('SELECT password FROM users WHERE email = ?').get(ana.email) as { password: string };
    expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(row.password, passwords['changed password'])).toBe(true);
    expect(await verify(row.password, passwords['signup password'])).toBe(false);

    // Once the database is closed (the WAL folded into the main file), still none.
    t.close();
    expect(filesUnder(t.dir).flatMap((f) => secretsIn(f.bytes, secrets, `${f.name} after close`))).toEqual([]);
  });
});
