// A member's dashboard drawn by the server behind an HTTPS proxy (decision 0018): the product as
// `npm start` runs it with TRUST_PROXY=true, its own server on a free port and its own DATA_DIR, and a browser whose
// every request carries `X-Forwarded-Proto: https` as a TLS proxy's would. The member is signed in by `__Host-sid`;
// another member's `sid` planted beside it (a sibling subdomain or a network attacker on an http visit can) must
// never be read: the page is drawn with the member's own data, and the app shows and keeps that.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DRAWN_SCREEN_ID, type DrawnScreenData } from '#shared/member-frame.ts';
import { referralsText } from '#shared/messages/money.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import { accountApiPaths } from '#shared/routes-account.ts';
import { confirmationToken } from './mail.ts';
import { greetingOf, launchBrowser, newUser, signUp } from './browser.ts';
import { serverUrl } from './server-url.ts';

const root = new URL('../..', import.meta.url).pathname;

/** A port free now: the server's public address (PUBLIC_URL) must name it before the server starts. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let dataDir = '';
let server: ChildProcess | undefined;
let baseURL = '';
/** The address the browser sees through the TLS proxy, set as PUBLIC_URL as docs/environment.md says for a proxy. */
let publicUrl = '';
let browser: Browser;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'giftorbit-e2e-proxy-'));
  const port = await freePort();
  publicUrl = `https://127.0.0.1:${port}`;
  // The global setup built the product: the same compiled server, behind a proxy this time.
  server = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      TRUST_PROXY: 'true',
      PUBLIC_URL: publicUrl,
      ...inject('mailEnv'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  baseURL = await serverUrl(server, 120_000, 'The server behind a proxy');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser behind the TLS proxy: every request says it came over https. No worker: each visit reaches the server. */
const behindProxy = () =>
  browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    extraHTTPHeaders: { 'X-Forwarded-Proto': 'https' },
    serviceWorkers: 'block',
  });

/** Another member, signed up over plain http: their session cookie is `sid`, the name an attacker can plant. */
async function plainHttpMember() {
  const user = newUser();
  const headers = { 'content-type': 'application/json', origin: new URL(baseURL).origin };
  const signup = await fetch(new URL(apiPaths.signup, baseURL), {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...user, userType: 'gifter', country: 'USA' }),
  });
  expect(signup.status).toBe(202);
  // Signed in by the confirmation link, opened in the browser that signed up.
  const res = await fetch(new URL(accountApiPaths.verifyEmail, baseURL), {
    method: 'POST',
    headers: { ...headers, cookie: signup.headers.getSetCookie()[0]!.split(';')[0]! },
    body: JSON.stringify({ token: await confirmationToken(user.email) }),
  });
  expect(res.status).toBe(200);
  const sid = res.headers
    .getSetCookie()
    .map((line) => /^sid=([^;]+)/.exec(line)?.[1])
    .find(Boolean);
  const me = await fetch(new URL(apiPaths.user, baseURL), { headers: { cookie: `sid=${sid}` } });
  const { referralCode } = (await me.json()) as { referralCode: string };
  return { ...user, sid: sid!, referralCode };
}

/** The member's own referral code and link, as the API answers their browser. */
async function ownReferrals(context: BrowserContext) {
  const res = await context.request.get(apiPaths.referrals);
  expect(res.status()).toBe(200);
  return (await res.json()) as { code: string; link: string };
}

/** The data block of a drawn page, and the referrals it was drawn with (the one query answering a `code`). */
function drawnData(html: string) {
  const block = new RegExp(`<script type="application/json" id="${DRAWN_SCREEN_ID}">(.*?)</script>`, 's').exec(html);
  const data = JSON.parse(block![1]!) as DrawnScreenData;
  const referrals = data.queries.map((query) => query.data).find((d) => d && typeof d === 'object' && 'code' in d);
  return { ...data, referrals };
}

/** A member signed up in a browser behind the proxy (so signed in by `__Host-sid`), and their referral code. */
async function memberBehindProxy() {
  const context = await behindProxy();
  const page = await context.newPage();
  const user = await signUp(page);
  await greetingOf(page, user.name).waitFor();
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('__Host-sid');
  const { code, link } = await ownReferrals(context);
  return { context, page, user, referralCode: code, link };
}

describe("a member's dashboard behind an HTTPS proxy (TRUST_PROXY=true, X-Forwarded-Proto: https)", () => {
  it("comes drawn with their data (it came with none), the referral link on the page's own origin", async () => {
    const { context, page, user, referralCode, link } = await memberBehindProxy();
    expect(link).toBe(`${publicUrl}${routes.signup}?ref=${referralCode}`);
    const res = await page.goto(routes.dashboard);
    const html = (await res?.text()) ?? '';
    const data = drawnData(html);
    expect(data.user).toMatchObject({ name: user.name, email: user.email, referralCode });
    expect(data.referrals).toMatchObject({ code: referralCode, link });
    expect(html).not.toContain('http://localhost');
    await context.close();
  });

  it("is the member's own, drawn and shown, with another member's sid planted beside __Host-sid", async () => {
    const { context, page, user, referralCode, link } = await memberBehindProxy();
    const attacker = await plainHttpMember();
    await context.addCookies([{ name: 'sid', value: attacker.sid, url: baseURL }]);
    const res = await page.goto(routes.dashboard);
    expect(res?.headers()['cache-control']).toBe('no-store');
    const html = (await res?.text()) ?? '';
    const data = drawnData(html);
    expect(data.user).toMatchObject({ name: user.name, email: user.email, referralCode });
    for (const theirs of [attacker.referralCode, attacker.name, attacker.email]) expect(html).not.toContain(theirs);
    expect(data.referrals).toMatchObject({ code: referralCode, link });

    // The app takes the page over from that data: the member's greeting and code, never the planted member's.
    await greetingOf(page, user.name).waitFor();
    const referrals = page.getByRole('region', { name: referralsText.title });
    await referrals.getByText(referralCode, { exact: true }).first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.content()).not.toContain(attacker.referralCode);
    await context.close();
  });
});
