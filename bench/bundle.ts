// npm run bench:bundle: the JavaScript each route makes a first-time visitor download ("A small first load").
// Figures, not a test: a missed target prints MISS and still exits 0; only a crash exits non-zero.
//
// The truthful count: the product runs as `npm start` runs it (building dist/pwa first when stale), each route
// opens in a fresh Chromium context (empty cache, service worker blocked so its precache does not fetch every
// chunk) and every JS file the page requests until the network is idle is counted once, by the gzip size
// (zlib, level 9) of the bytes served. /dashboard is opened signed in (a user signed up through the API). Each route
// in each language: the browser asks for it (Accept-Language), the member's account says it for /dashboard.
// The entry row is index.html's own <script> and modulepreloads: what every route loads before any screen.
// `--url=http://host:port --mailbox=URL` measures a server already running there instead of starting one.
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { routes } from '#shared/routes.ts';
import { serverToMeasure, signUpThroughApi } from './production-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#pwa/e2e/chromium.ts';

const KB = 1024;
const LANDING_TARGET_KB = 100;
const SHELL_TARGET_KB = 180;

type Row = { route: string; files: number; raw: number; gzip: number; target?: number };

const cases = [
  { route: routes.home, target: LANDING_TARGET_KB, signedIn: false },
  { route: routes.login, target: LANDING_TARGET_KB, signedIn: false },
  { route: routes.signup, target: LANDING_TARGET_KB, signedIn: false },
  { route: routes.dashboard, target: SHELL_TARGET_KB, signedIn: true },
];

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/** The JS files a fresh visit of `route` requests until the network is idle: url -> bytes served. */
async function jsOnFirstLoad(browser: Browser, url: string, locale: Locale, cookie?: string) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, locale });
  if (cookie) {
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
    await context.addCookies([{ name, value, url }]);
  }
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.endsWith('.js') && res.ok() && !bodies.has(path)) bodies.set(path, res.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const landedOn = new URL(page.url()).pathname;
  const files = new Map<string, Buffer>();
  for (const [path, body] of bodies) files.set(path, await body);
  await context.close();
  return { landedOn, files };
}

/** index.html's script and modulepreloads, as the server sends them: the part every route shares. */
async function entryFiles(baseUrl: string) {
  const html = await (await fetch(baseUrl)).text();
  const paths = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)];
  const bodies = paths.map(async ([, path]) => Buffer.from(await (await fetch(new URL(path!, baseUrl))).arrayBuffer()));
  return Promise.all(bodies);
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

const line = (cells: string[]) => [cells[0]!.padEnd(20), ...cells.slice(1, 4).map((c) => c.padStart(8))].join(' ');

function print(rows: Row[]) {
  console.log(`\n${line(['route', 'JS files', 'raw KB', 'gzip KB'])}  target`);
  for (const r of rows) {
    // The margin in bytes: near the target, one decimal of KB cannot tell a pass from a miss.
    const left = r.target === undefined ? 0 : r.target * KB - r.gzip;
    const margin = left >= 0 ? `PASS (${left} B to spare)` : `MISS (by ${-left} B)`;
    const verdict = r.target === undefined ? '' : `<= ${r.target} KB  ${margin}`;
    console.log(`${line([r.route, String(r.files), kb(r.raw), kb(r.gzip)])}  ${verdict}`);
  }
}

async function main() {
  const server = await serverToMeasure();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
  try {
    const entry = await entryFiles(server.url);
    const rows: Row[] = [
      {
        route: '(entry)',
        files: entry.length,
        raw: entry.reduce((n, b) => n + b.length, 0),
        gzip: entry.reduce((n, b) => n + gzipSize(b), 0),
      },
    ];
    const details: string[] = [];
    for (const [c, locale] of cases.flatMap((c) => LOCALES.map((locale) => [c, locale] as const))) {
      const cookie = c.signedIn ? await signUpThroughApi(server, locale) : undefined;
      const { landedOn, files } = await jsOnFirstLoad(browser, new URL(c.route, server.url).href, locale, cookie);
      if (landedOn !== c.route) throw new Error(`${c.route} landed on ${landedOn}: the route did not render`);
      const sized = [...files].map(([path, body]) => ({ path, raw: body.length, gzip: gzipSize(body) }));
      sized.sort((a, b) => b.gzip - a.gzip);
      rows.push({
        route: `${c.route} ${locale}`,
        files: sized.length,
        raw: sized.reduce((n, f) => n + f.raw, 0),
        gzip: sized.reduce((n, f) => n + f.gzip, 0),
        target: c.target,
      });
      details.push(
        `${c.route} ${locale}: ${sized.map((f) => `${f.path.replace('/assets/', '')} ${kb(f.gzip)}`).join(', ')}`,
      );
    }
    print(rows);
    console.log(`\nFiles by route (gzip KB, largest first):\n${details.join('\n')}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
