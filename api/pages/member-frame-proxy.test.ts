// A member's dashboard drawn by the server behind an HTTPS proxy (TRUST_PROXY=true, X-Forwarded-Proto: https; decision
// 0018). The page is signed in by `__Host-sid`; a `sid` beside it (a sibling subdomain or a network attacker on an http
// visit can plant one) must never be read: the data the page is drawn with, and the app's cache is seeded with, is the
// page's own member's, and its links use the page's own origin. The renderer here is a stand-in that asks the API for
// three of the dashboard's queries as the app does (the real one: the e2e test pwa/e2e/member-frame-proxy.test.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, notifications } from '#db/schema/index.ts';
import { DRAWN_SCREEN_ID, type DrawnScreenData } from '#shared/member-frame.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import { createApp } from '#api/app.ts';
import { escapeHtml } from '#api/lib/html.ts';
import type { MemberScreenRenderer } from '#api/pages/member-frame.ts';
import { makeTestApp, withCookie } from '#api/testing/test-app.ts';

const shell = '<!doctype html><html><head><title>GiftOrbit</title></head><body><div id="root"></div></body></html>';
const DRAWN = [apiPaths.referrals, apiPaths.bankAccounts, apiPaths.notifications] as const;

/** The greeting, and the answers of three of the dashboard's queries; a failed one is left out, as the app does. */
const drawDashboard: MemberScreenRenderer = async (pathname, user, fetch) => {
  const queries = [];
  for (const path of DRAWN) {
    const res = await fetch(path);
    if (res.ok) queries.push({ queryKey: [path], data: (await res.json()) as unknown });
  }
  return { markup: `<main data-path="${pathname}"><h1>Welcome back, ${escapeHtml(user.name)}!</h1></main>`, queries };
};

/** The documented deployment behind a proxy: PUBLIC_URL and TRUST_PROXY (docs/environment.md). */
const PUBLIC_URL = 'https://giftorbit.example';
/** How the proxy hands the page on: the public host, the scheme the browser used, the caller's address. */
const viaProxy = {
  host: '10.0.0.5:3000',
  'x-forwarded-host': new URL(PUBLIC_URL).host,
  'x-forwarded-for': '203.0.113.7',
};
const https = { ...viaProxy, 'x-forwarded-proto': 'https' };

const t = makeTestApp({ env: { TRUST_PROXY: 'true', PUBLIC_URL } });
let root = '';
let app: ReturnType<typeof createApp>;
type Member = { id: number; cookie: string; referralCode: string; name: string };
let victim: Member;
let attacker: Member;

/** A member signed up through `headers`, with a bank account and a notification of their own. */
async function member(name: string, headers: Record<string, string>): Promise<Member> {
  const { body, cookie } = await t.signup({ name }, headers);
  const { id, referralCode } = body as { id: number; referralCode: string };
  t.db
    .insert(bankAccounts)
    .values({ userId: id, provider: 'finicity', accountName: `${name}'s checking`, bankName: `${name} Bank` })
    .run();
  t.db
    .insert(notifications)
    .values({ userId: id, type: 'other', title: `For ${name}`, message: name })
    .run();
  return { id, cookie: cookie!, referralCode, name };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'giftorbit-frame-proxy-'));
  writeFileSync(join(root, 'index.html'), shell);
  app = createApp(t.deps, { staticRoot: root, renderMemberScreen: async () => drawDashboard });
  victim = await member('Vera Victim', https);
  // Signed up over plain http: the attacker's session cookie is named `sid`, the name they can plant.
  attacker = await member('Mallory Attacker', viaProxy);
});
afterAll(() => {
  t.cleanup();
  rmSync(root, { recursive: true, force: true });
});

const dataBlock = (html: string) =>
  new RegExp(`<script type="application/json" id="${DRAWN_SCREEN_ID}">(.*?)</script>`, 's').exec(html)?.[1];

/** GET /dashboard with `cookie` and `headers`: the page's HTML and its data block. */
async function dashboard(cookie: string, headers: Record<string, string>) {
  const res = await app.request(routes.dashboard, { headers: withCookie(cookie, headers) });
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  const html = await res.text();
  return { html, data: JSON.parse(dataBlock(html)!) as DrawnScreenData };
}

/** What the API answers `who` on each drawn path, asked directly by their browser through the proxy. */
async function ownAnswers(who: Member, headers: Record<string, string>) {
  return Promise.all(
    DRAWN.map(async (path) => {
      const res = await t.get(path, who.cookie, headers);
      expect(res.status).toBe(200);
      return { queryKey: [path], data: (await res.json()) as unknown };
    }),
  );
}

describe('GET /dashboard behind an HTTPS proxy (TRUST_PROXY=true, X-Forwarded-Proto: https)', () => {
  it('signs the victim in by __Host-sid and the attacker by sid (the names this test plants)', () => {
    expect(victim.cookie).toMatch(/^__Host-sid=/);
    expect(attacker.cookie).toMatch(/^sid=/);
  });

  it("is drawn with the page's own member's data: a sid planted beside __Host-sid is never read", async () => {
    const own = await ownAnswers(victim, https);
    for (const cookie of [`${victim.cookie}; ${attacker.cookie}`, `${attacker.cookie}; ${victim.cookie}`]) {
      const { html, data } = await dashboard(cookie, https);
      expect(html).toContain('Welcome back, Vera Victim!');
      expect(data.user.id).toBe(victim.id);
      // Referral code and link, bank accounts and notifications: the victim's, as their browser is answered.
      expect(data.queries).toEqual(own);
      expect(html).toContain(`"code":"${victim.referralCode}"`);
      expect(html).toContain("Vera Victim's checking");
      expect(html).toContain('For Vera Victim');
      for (const theirs of [attacker.referralCode, attacker.name, "Mallory Attacker's checking"]) {
        expect(html).not.toContain(theirs);
      }
    }
  });

  it("is not empty without a planted cookie, and links to the page's own origin, not http://localhost", async () => {
    const { html, data } = await dashboard(victim.cookie, https);
    expect(data.queries).toEqual(await ownAnswers(victim, https));
    const referrals = data.queries[0]!.data as { code: string; link: string };
    expect(referrals.link).toBe(`${PUBLIC_URL}${routes.signup}?ref=${victim.referralCode}`);
    expect(html).not.toContain('http://localhost');
    expect(html).not.toContain('10.0.0.5');
  });

  it('over plain http through the same proxy, the sid member; a __Host-sid beside it is never read', async () => {
    const own = await ownAnswers(attacker, viaProxy);
    const { data } = await dashboard(`${attacker.cookie}; ${victim.cookie}`, viaProxy);
    expect(data.user.id).toBe(attacker.id);
    expect(data.queries).toEqual(own);
  });
});
