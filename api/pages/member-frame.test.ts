// A member's dashboard drawn by the server (api/pages/member-frame.ts, decision 0018): the app's renderer draws it
// with data fetched from the API as that member; the page carries the member (as GET /api/user answers) and that
// data in a data block; never for anyone else, never stored, and a renderer that fails leaves the plain shell. The
// renderer here is a small stand-in that asks the API as the app's queries do (the real one is in the e2e tests).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRAWN_SCREEN_ID, type DrawnScreenData } from '#shared/member-frame.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import { createApp } from '#api/app.ts';
import { escapeHtml } from '#api/lib/html.ts';
import { withAlternates } from '#api/lib/visitor-pages.ts';
import { DRAW_DEADLINE_MS, type MemberScreenRenderer } from '#api/pages/member-frame.ts';
import { makeTestApp, withCookie } from '#api/testing/test-app.ts';

const shell = '<!doctype html><html><head><title>GiftOrbit</title></head><body><div id="root"></div></body></html>';

/** Draws a greeting and the points balance, from GET /api/stats/fast as the app's query asks for it. */
const drawStats: MemberScreenRenderer = async (pathname, user, fetch) => {
  const stats = (await (await fetch(apiPaths.statsFast)).json()) as { pointsBalance: number };
  return {
    markup:
      `<main data-path="${pathname}"><h1>Welcome back, ${escapeHtml(user.name)}!</h1>` +
      `<p>${stats.pointsBalance}</p></main>`,
    queries: [{ queryKey: ['stats', 'fast'], data: stats }],
  };
};

let root = '';
const t = makeTestApp();
let render: MemberScreenRenderer = drawStats;
const renderer = vi.fn((...args: Parameters<MemberScreenRenderer>) => render(...args));
let app: ReturnType<typeof createApp>;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'giftorbit-frame-'));
  writeFileSync(join(root, 'index.html'), shell);
  app = createApp(t.deps, { staticRoot: root, renderMemberScreen: async () => renderer });
});
afterAll(() => {
  t.cleanup();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, cookie?: string) =>
  app.request(path, { headers: withCookie(cookie, { host: 'localhost' }) });
const dataBlock = (html: string) =>
  new RegExp(`<script type="application/json" id="${DRAWN_SCREEN_ID}">(.*?)</script>`, 's').exec(html)?.[1];

describe('GET /dashboard for a signed-in member', () => {
  it("is drawn with their data, carries GET /api/user's answer and that data, and is stored by no one", async () => {
    const { cookie } = await t.signup({ name: 'Ada Lovelace', userType: 'gifter' });
    const res = await get(routes.dashboard, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    const stats = await (await t.get(apiPaths.statsFast, cookie)).json();
    expect(html).toContain(
      `<div id="root"><main data-path="/dashboard"><h1>Welcome back, Ada Lovelace!</h1><p>${stats.pointsBalance}</p>`,
    );
    const data = JSON.parse(dataBlock(html)!) as DrawnScreenData;
    expect(data.user).toEqual(await (await t.get(apiPaths.user, cookie)).json());
    expect(data.queries).toEqual([{ queryKey: ['stats', 'fast'], data: stats }]);
  });

  it("another member's page holds that member's data only", async () => {
    const ada = await t.signup({ name: 'Ada Lovelace' });
    const grace = await t.signup({ name: 'Grace Hopper' });
    const html = await (await get(routes.dashboard, grace.cookie)).text();
    expect(html).toContain('Welcome back, Grace Hopper!');
    expect(html).not.toContain('Ada Lovelace');
    expect((JSON.parse(dataBlock(html)!) as DrawnScreenData).user.id).toBe(grace.body.id);
    expect(ada.body.id).not.toBe(grace.body.id);
  });

  it('writes a hostile name in the data block as data: nothing ends the block or opens a comment', async () => {
    const name = `</script><script>alert(1)</script> <!-- "Q"\u2028$&`;
    const { cookie } = await t.signup({ name });
    const html = await (await get(routes.dashboard, cookie)).text();
    const block = dataBlock(html)!;
    expect(block).not.toContain('<');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect((JSON.parse(block) as DrawnScreenData).user.name).toBe(name);
  });

  it('lets the renderer reach the API only, and only as this member: another address is refused', async () => {
    const { cookie } = await t.signup();
    let refused: unknown;
    render = async (pathname, user, fetch) => {
      refused = await fetch('https://elsewhere.example/steal').catch((error: unknown) => error);
      return drawStats(pathname, user, fetch);
    };
    try {
      expect((await get(routes.dashboard, cookie)).status).toBe(200);
      expect(refused).toBeInstanceOf(Error);
    } finally {
      render = drawStats;
    }
  });
});

describe('everyone and everything else gets the shell as built', () => {
  it('a visitor, an unknown session, and a member on another page; the renderer is never asked', async () => {
    const { cookie } = await t.signup();
    renderer.mockClear();
    for (const [path, who] of [
      [routes.dashboard, undefined],
      [routes.dashboard, 'sid=not-a-session'],
      [routes.transactions, cookie],
      [routes.home, cookie],
    ] as const) {
      const res = await get(path, who);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      // The home page is public: the shell naming it in each language for search engines.
      const expected = path === routes.home ? withAlternates(shell, t.deps.env.publicOrigin, path) : shell;
      expect(await res.text()).toBe(expected);
    }
    expect(renderer).not.toHaveBeenCalled();
  });

  it('a renderer that fails, or a build without one: the shell, never an error page', async () => {
    const { cookie } = await t.signup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render = () => Promise.reject(new Error('the renderer broke'));
    try {
      const res = await get(routes.dashboard, cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toBe(shell);
      expect(logged).toHaveBeenCalled();
    } finally {
      render = drawStats;
      logged.mockRestore();
    }
    const bare = createApp(t.deps, { staticRoot: root, renderMemberScreen: async () => undefined });
    const res = await bare.request(routes.dashboard, { headers: withCookie(cookie, { host: 'localhost' }) });
    expect(await res.text()).toBe(shell);
  });

  it('a screen that takes too long to draw: the shell once the deadline passes, not a page that waits', async () => {
    const { cookie } = await t.signup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render = () => new Promise(() => {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const answer = get(routes.dashboard, cookie);
      await vi.advanceTimersByTimeAsync(DRAW_DEADLINE_MS);
      const res = await answer;
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toBe(shell);
      expect(String(logged.mock.calls[0]?.[0])).toContain('took over');
    } finally {
      vi.useRealTimers();
      render = drawStats;
      logged.mockRestore();
    }
  });
});
