// Held answers given at the socket (api/lib/held-answers.ts, decision 0016): the server as api/index.ts runs it, on
// a real port. `appCalls` counts the requests that reached the app; an answer given before it must be the very
// answer the app gives, and only while the app would give it again: same session, unchanged database, held less
// than ANSWER_HOLD_MS, and a session the app would neither end nor slide.
import { get as nodeGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS } from '#shared/constants.ts';
import { apiPaths } from '#shared/routes.ts';
import { createServerAnsweringHeld } from '#api/lib/held-answers.ts';
import { ANSWER_HOLD_MS } from '#api/middleware/answer-cache.ts';
import { jsonInit, makeTestApp, type TestApp } from '#api/testing/test-app.ts';

let t: TestApp;
let close: () => Promise<void> = async () => {};
afterEach(async () => {
  await close();
  t.cleanup();
});

async function start() {
  t = makeTestApp();
  const counter = { appCalls: 0 };
  const server = serve({
    fetch: (request, env) => {
      counter.appCalls++;
      return t.app.fetch(request, env);
    },
    port: 0,
    hostname: '127.0.0.1',
    createServer: createServerAnsweringHeld(t.deps),
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const get = async (path: string, cookie: string, headers: Record<string, string> = {}) => {
    const before = counter.appCalls;
    const res = await fetch(base + path, { headers: { cookie, ...headers } });
    const wire = [...res.headers].filter(([name]) => name !== 'date');
    return { status: res.status, text: await res.text(), wire, byApp: counter.appCalls > before, res };
  };
  return { base, get, counter };
}

describe('held answers at the socket', () => {
  it('give the same request the very answer the app gave, headers and all, without the app', async () => {
    const { get } = await start();
    const { cookie } = await t.signup({ name: 'Ada <Lovelace> & Co' });
    for (const [path, headers] of [
      [apiPaths.user, {}],
      [apiPaths.transactions, { 'accept-encoding': 'gzip' }],
      [apiPaths.transactions, { 'accept-encoding': 'identity' }],
      [apiPaths.statsFast, {}],
    ] as const) {
      // The hold of the previous round ends: the first read of each is the app's.
      t.clock.advance(ANSWER_HOLD_MS);
      const first = await get(path, cookie!, headers);
      const again = await get(path, cookie!, headers);
      expect([first.status, first.byApp, again.byApp], path).toEqual([200, true, false]);
      expect(again.text, path).toBe(first.text);
      expect(again.wire, path).toEqual(first.wire);
    }
    expect(JSON.parse((await get(apiPaths.user, cookie!)).text)).toMatchObject({ name: 'Ada <Lovelace> & Co' });
  });

  it('never give one member’s answer to another, nor to another host', async () => {
    const { get, base, counter } = await start();
    const ada = (await t.signup({ name: 'Ada Lovelace' })).cookie!;
    const alan = (await t.signup({ name: 'Alan Turing' })).cookie!;
    await get(apiPaths.user, ada);
    const other = await get(apiPaths.user, alan);
    expect(other.byApp).toBe(true);
    expect(JSON.parse(other.text)).toMatchObject({ name: 'Alan Turing' });
    const calls = counter.appCalls;
    // fetch() sends its own Host: node's client sends the one given.
    await new Promise((resolve) => {
      const asked = { headers: { cookie: ada, host: 'elsewhere.example' } };
      nodeGet(base + apiPaths.user, asked, (res) => res.resume().once('end', resolve));
    });
    expect(counter.appCalls).toBe(calls + 1);
    expect((await get(apiPaths.user, 'sid=not-a-session')).status).toBe(401);
  });

  it('go to the app after any write, after the hold, and after sign-out', async () => {
    const { base, get } = await start();
    const { cookie } = await t.signup();
    await get(apiPaths.user, cookie!);
    const patch = await fetch(base + apiPaths.user, jsonInit('PATCH', { roundUpMethod: 'five' }, { cookie: cookie! }));
    expect(patch.status).toBe(200);
    const fresh = await get(apiPaths.user, cookie!);
    expect([fresh.byApp, JSON.parse(fresh.text).roundUpMethod]).toEqual([true, 'five']);

    expect((await get(apiPaths.user, cookie!)).byApp).toBe(false);
    t.clock.advance(ANSWER_HOLD_MS);
    expect((await get(apiPaths.user, cookie!)).byApp).toBe(true);

    const out = await fetch(base + apiPaths.logout, jsonInit('POST', undefined, { cookie: cookie! }));
    expect(out.status).toBe(204);
    expect((await get(apiPaths.user, cookie!)).status).toBe(401);
  });

  it('let the app slide the session when it is due, so the browser gets its new cookie', async () => {
    const { get } = await start();
    const { cookie } = await t.signup();
    // The session slides on the first request a minute after it was last slid: hold an answer just before.
    t.clock.advance(60_000 - ANSWER_HOLD_MS / 2);
    expect((await get(apiPaths.user, cookie!)).res.headers.get('set-cookie')).toBeNull();
    t.clock.advance(ANSWER_HOLD_MS / 2 + 1);
    const slid = await get(apiPaths.user, cookie!);
    expect(slid.byApp).toBe(true);
    const expires = /Expires=([^;]+)/.exec(slid.res.headers.get('set-cookie') ?? '')?.[1];
    expect(Date.parse(expires ?? '')).toBeGreaterThan(t.clock.now() + SESSION_IDLE_MS - 2_000);
  });

  it('give the portfolio only while the Bitcoin price it was made with still holds', async () => {
    const { get } = await start();
    const { cookie } = await t.signup();
    let cents = 8_000_000;
    t.deps.providers.prices = { name: 'sandbox', btcUsdCents: async () => cents, knownBtcUsdCents: () => cents };
    // The day's first read credits the interest accrued (a write): the next one is held.
    await get(apiPaths.portfolio, cookie!);
    const first = await get(apiPaths.portfolio, cookie!);
    expect([first.byApp, (await get(apiPaths.portfolio, cookie!)).byApp]).toEqual([true, false]);
    cents = 8_100_000;
    const moved = await get(apiPaths.portfolio, cookie!);
    expect(moved.byApp).toBe(true);
    expect(JSON.parse(moved.text).holdings.bitcoin.price).toBe(81_000);
    expect((await get(apiPaths.portfolio, cookie!)).byApp).toBe(false);
  });
});
