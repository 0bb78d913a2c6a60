// A member's dashboard drawn by the server (api/lib/member-frame.ts, shared/member-frame.ts): the build's template of
// the member's variant with their own name, initials and username, and the user GET /api/user would answer in a
// data block; never for anyone else, never stored. Templates are made here the way the build lays them out.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema/users.ts';
import { FRAME_USER_ID, frameMarks, frameVariants } from '#shared/member-frame.ts';
import { routes } from '#shared/routes.ts';
import { createApp } from '#api/app.ts';
import { fillFrame, memberScreens } from '#api/lib/member-frame.ts';
import { memberScreenFile } from '#api/lib/visitor-pages.ts';
import { makeTestApp, withCookie } from '#api/testing/test-app.ts';

const shell = '<!doctype html><html><head><title>GiftOrbit</title></head><body><div id="root"></div></body></html>';
/** A variant's template as the build writes it: markers where the member's values go, the data block after #root. */
const template = (variant: string) =>
  `<!doctype html><html><head><title>GiftOrbit</title></head><body><div id="root"><header data-variant="${variant}">` +
  `<a href="/${encodeURIComponent(frameMarks.username)}">Profile</a>` +
  `<button aria-label="Account menu for ${frameMarks.name}">${frameMarks.initials}</button></header>` +
  `<h1>Welcome back, ${frameMarks.name}!</h1></div>` +
  `<script type="application/json" id="${FRAME_USER_ID}">${frameMarks.user}</script></body></html>`;

let root = '';
const t = makeTestApp();
let app: ReturnType<typeof createApp>;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'giftorbit-frame-'));
  mkdirSync(join(root, 'member'));
  writeFileSync(join(root, 'index.html'), shell);
  for (const variant of frameVariants)
    writeFileSync(join(root, memberScreenFile(routes.dashboard, variant)), template(variant));
  app = createApp(t.deps, { staticRoot: root });
});
afterAll(() => {
  t.cleanup();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, cookie?: string) =>
  app.request(path, { headers: withCookie(cookie, { host: 'localhost' }) });
const dataBlock = (html: string) =>
  new RegExp(`<script type="application/json" id="${FRAME_USER_ID}">(.*?)</script>`, 's').exec(html)?.[1];

describe('GET /dashboard for a signed-in member', () => {
  it("is their variant, with their name and initials, GET /api/user's answer, and stored by no one", async () => {
    const { cookie } = await t.signup({ name: 'Ada Lovelace', userType: 'gifter' });
    const res = await get(routes.dashboard, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('data-variant="gifter"');
    expect(html).toContain('<h1>Welcome back, Ada Lovelace!</h1>');
    expect(html).toContain('aria-label="Account menu for Ada Lovelace">AL</button>');
    const user = await (await t.get('/api/user', cookie)).json();
    expect(JSON.parse(dataBlock(html)!)).toEqual(user);
    expect(html).not.toMatch(/[\uE000-\uE0FF]/);
  });

  it("a creator with a bank linked gets that variant, with their profile's address", async () => {
    const { cookie, body } = await t.signup({ userType: 'creator', username: 'zoe.makes' });
    t.db.update(users).set({ bankAccountConnected: true }).where(eq(users.id, body.id)).run();
    const html = await (await get(routes.dashboard, cookie)).text();
    expect(html).toContain('data-variant="creator-bank"');
    expect(html).toContain('<a href="/zoe.makes">Profile</a>');
  });

  it('writes a hostile name as text: no markup, no script ending, no replacement patterns, no marker', async () => {
    const name = `</script><script>alert(1)</script> "Q" $& ${frameMarks.user} ${frameMarks.name}`;
    const { cookie } = await t.signup({ name });
    const html = await (await get(routes.dashboard, cookie)).text();
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Q&quot; $&amp;');
    expect(JSON.parse(dataBlock(html)!).name).toBe(name);
  });
});

describe('everyone and everything else gets the shell as built', () => {
  it('a visitor, an unknown session, and a member on another page', async () => {
    const { cookie } = await t.signup();
    for (const [path, who] of [
      [routes.dashboard, undefined],
      [routes.dashboard, 'sid=not-a-session'],
      [routes.transactions, cookie],
      [routes.home, cookie],
    ] as const) {
      const res = await get(path, who);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toBe(shell);
    }
  });

  it('a build without the templates serves the shell; a template with no place for the data is refused', () => {
    const bare = mkdtempSync(join(tmpdir(), 'giftorbit-frame-'));
    try {
      writeFileSync(join(bare, 'index.html'), shell);
      expect(() => memberScreens(t.deps, bare)).not.toThrow();
      mkdirSync(join(bare, 'member'));
      writeFileSync(join(bare, memberScreenFile(routes.dashboard, 'gifter')), shell);
      expect(() => memberScreens(t.deps, bare)).toThrow(/no place for the member's data/);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('fillFrame', () => {
  it('puts each value in one pass: a value that holds a marker is never filled again', () => {
    type User = Parameters<typeof fillFrame>[1];
    const user = { name: `${frameMarks.initials} ${frameMarks.user}`, username: 'a_b' } as User;
    const filled = fillFrame(`${frameMarks.name}|${frameMarks.user}`, user);
    expect(filled.split('|')[0]).toBe(`${frameMarks.initials} ${frameMarks.user}`);
    expect(JSON.parse(filled.split('|')[1]!)).toEqual(user);
  });
});
