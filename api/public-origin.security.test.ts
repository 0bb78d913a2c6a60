// Every absolute link the server writes comes from the configured public origin (PUBLIC_URL, else
// http://localhost:PORT), never from the Host or X-Forwarded-Host a caller sends. A creator's link preview is a page
// anyone may fetch and a shared cache may keep: a forged Host written into its og:url, og:image or canonical link
// would send everyone who is served that copy to the forger's site.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralsSchema } from '#shared/schemas/referrals.ts';
import { createApp } from '#api/app.ts';
import { parseEnv } from '#api/env.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';

const shell =
  '<!doctype html><html><head><title>GiftOrbit</title><meta name="description" content="app" /></head>' +
  '<body><div id="root"></div></body></html>';

/** Every header a caller (or a proxy passing on what the caller sent) could name a host with. */
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
};

let root = '';
const apps: TestApp[] = [];
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'giftorbit-origin-'));
  writeFileSync(join(root, 'index.html'), shell);
});
afterAll(() => {
  for (const t of apps) t.cleanup();
  rmSync(root, { recursive: true, force: true });
});

/** The app as `npm start` serves it (the built shell in `root`), with one creator (and their session). */
async function served(env: Record<string, string>) {
  const t = makeTestApp({ env });
  apps.push(t);
  const username = `zoe_${apps.length}`;
  const creator = await t.signup({ userType: 'creator', username, name: 'Zoe Creator' });
  expect(creator.res.status).toBe(202);
  const app = createApp(t.deps, { staticRoot: root });
  return { t, app, username, cookie: creator.cookie! };
}

/** The absolute URLs the preview at `path` names, from its head. */
async function previewLinks(app: ReturnType<typeof createApp>, path: string, headers: Record<string, string>) {
  const res = await app.request(path, { headers });
  expect(res.status).toBe(200);
  const html = await res.text();
  const tag = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    html,
    canonical: tag(/<link rel="canonical" href="([^"]*)"/),
    ogUrl: tag(/<meta property="og:url" content="([^"]*)"/),
    ogImage: tag(/<meta property="og:image" content="([^"]*)"/),
    twitterImage: tag(/<meta name="twitter:image" content="([^"]*)"/),
  };
}

const cases = [
  ['PUBLIC_URL unset: http://localhost:PORT', { PORT: '4321' }, 'http://localhost:4321'],
  ['PUBLIC_URL unset, behind a trusted proxy', { PORT: '4321', TRUST_PROXY: 'true' }, 'http://localhost:4321'],
  // (An https PUBLIC_URL needs TRUST_PROXY=true, api/env-https.test.ts: without a proxy, an http one.)
  ['PUBLIC_URL set', { PUBLIC_URL: 'http://192.168.1.20:3000/' }, 'http://192.168.1.20:3000'],
  [
    'PUBLIC_URL set, behind a trusted proxy',
    { PUBLIC_URL: 'https://giftorbit.example', TRUST_PROXY: 'true' },
    'https://giftorbit.example',
  ],
] as const;

describe("a creator's link preview under a forged Host", () => {
  it.each(cases)('%s: og:url, og:image and canonical are on the configured origin', async (_, env, origin) => {
    const { app, username } = await served(env);
    for (const headers of [{ host: 'evil.example' }, FORGED, { host: 'localhost' }]) {
      const links = await previewLinks(app, `/${username}`, headers);
      expect(links.canonical).toBe(`${origin}/${username}`);
      expect(links.ogUrl).toBe(`${origin}/${username}`);
      expect(links.ogImage).toBe(`${origin}/icons/icon-512.png`);
      expect(links.twitterImage).toBe(`${origin}/icons/icon-512.png`);
      expect(links.html).not.toContain('evil.example');
    }
  });
});

describe('a referral link under a forged Host', () => {
  it.each(cases)('%s: the link is on the configured origin', async (_, env, origin) => {
    const { t, cookie } = await served(env);
    // (Over plain http: behind a trusted proxy an https caller's session cookie is another one, __Host-sid.)
    const forged: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    ];
    for (const headers of forged) {
      const res = await t.request('/api/referrals', { headers: { ...headers, cookie } });
      expect(res.status).toBe(200);
      const { link, code } = referralsSchema.parse(await res.json());
      expect(link).toBe(`${origin}/signup?ref=${code}`);
    }
  });
});

describe('the configured public origin', () => {
  it('is PUBLIC_URL (without its trailing slash), else the address npm start prints', () => {
    expect(parseEnv({}).publicOrigin).toBe('http://localhost:3000');
    expect(parseEnv({ PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
    expect(parseEnv({ HOST: '::', PORT: '8080' }).publicOrigin).toBe('http://localhost:8080');
    expect(parseEnv({ HOST: '127.0.0.1', PORT: '8080' }).publicOrigin).toBe('http://127.0.0.1:8080');
    expect(parseEnv({ HOST: '::1', PORT: '8080' }).publicOrigin).toBe('http://[::1]:8080');
    expect(parseEnv({ PUBLIC_URL: 'https://giftorbit.example/', PORT: '8080', TRUST_PROXY: 'true' }).publicOrigin).toBe(
      'https://giftorbit.example',
    );
  });
});
