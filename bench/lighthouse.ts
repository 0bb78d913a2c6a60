// npm run bench:lighthouse: Lighthouse 12 (mobile preset, its default simulated slow 4G and 4x CPU slowdown) on
// /, /login, /signup and a signed-in /dashboard, driving Debian's Chromium. Figures, not a test:
// a missed target prints MISS and still exits 0; only a crash exits non-zero.
//
// The product runs as `npm start` runs it, on a temporary DATA_DIR and a free port. The dashboard is audited
// with the session cookie of a user signed up through the API (sent as an extra header on every request).
// Each page is audited 3 times (`--runs=N` to change) and the run with the median performance score is kept, as
// Lighthouse advises for a noisy machine; the table also shows Lighthouse's CPU benchmark index of that run (higher
// is faster: the same page scores lower on a slower VM, since the 4x slowdown multiplies its speed). Below the table,
// every audit that cost a point, by page, so the next fix is one look away; `--json=DIR` keeps the full reports.
// `--url=http://host:port --mailbox=URL` audits a server already running there instead of starting one.
// `--locale=es-419` (or pt-BR) audits the pages in that language: the browser asks for it, the member reads it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { isLocale } from '#shared/i18n/locales.ts';
import { routes } from '#shared/routes.ts';
import { serverToMeasure, signUpThroughApi } from './production-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '#pwa/e2e/chromium.ts';

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
const runsArg = process.argv.find((a) => a.startsWith('--runs='));
const RUNS = Math.max(1, Number(runsArg?.slice('--runs='.length) ?? 3) || 3);
const jsonDir = process.argv.find((a) => a.startsWith('--json='))?.slice('--json='.length);
const locale = process.argv.find((a) => a.startsWith('--locale='))?.slice('--locale='.length) ?? 'en-US';
if (!isLocale(locale)) throw new Error(`--locale=${locale}: not a language of the product`);

const pages = [
  { route: routes.home, signedIn: false },
  { route: routes.login, signedIn: false },
  { route: routes.signup, signedIn: false },
  { route: routes.dashboard, signedIn: true },
];

const score = (lhr: Result, c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
const seconds = (lhr: Result, id: string) => ((lhr.audits[id]?.numericValue ?? NaN) / 1000).toFixed(1);

/** The audits of the four categories that scored below 1 (performance: those with savings or a failing score). */
function lostPoints(lhr: Result) {
  const lines: string[] = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'informative') continue;
      if (ref.weight === 0 && c !== 'performance') continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      lines.push(`    ${c}: ${audit.id}${value}`);
    }
  }
  return lines;
}

async function audit(url: string, port: number, cookie?: string): Promise<Result> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  // A trace that failed to record (NO_NAVSTART and the like, on a busy machine) is recorded again, twice at most.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error.message}`);
  }
}

async function main() {
  const server = await serverToMeasure();
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', `--lang=${locale}`, `--accept-lang=${locale}`, ...CHROMIUM_FLAGS],
  });
  try {
    const rows: { route: string; lhr: Result }[] = [];
    for (const p of pages) {
      const cookie = p.signedIn ? await signUpThroughApi(server, locale) : undefined;
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(new URL(p.route, server.url).href, chrome.port, cookie));
      runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const lhr = runs[Math.floor(runs.length / 2)]!;
      rows.push({ route: p.route, lhr });
      if (jsonDir) {
        mkdirSync(jsonDir, { recursive: true });
        writeFileSync(join(jsonDir, `${p.route.slice(1) || 'home'}.json`), JSON.stringify(lhr));
      }
      process.stdout.write('.');
    }
    const head = ['page', 'perf', 'a11y', 'best pr.', 'seo', 'LCP s', 'FCP s', 'TBT ms', 'CLS', 'CPU', ''];
    const widths = [12, 5, 5, 9, 5, 6, 6, 7, 6, 5, 0];
    const line = (cells: string[]) => cells.map((c, i) => c[i ? 'padStart' : 'padEnd'](widths[i]!)).join(' ');
    const version = rows[0]?.lhr.lighthouseVersion;
    console.log(`\n\nLighthouse ${version}, mobile, ${locale}, ${RUNS} run(s) a page (median by performance)`);
    console.log(line(head));
    for (const { route, lhr } of rows) {
      const missed = CATEGORIES.filter((c) => score(lhr, c) < TARGETS[c]);
      console.log(
        line([
          route,
          ...CATEGORIES.map((c) => String(score(lhr, c))),
          seconds(lhr, 'largest-contentful-paint'),
          seconds(lhr, 'first-contentful-paint'),
          String(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN)),
          (lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
          String(Math.round(lhr.environment.benchmarkIndex)),
          missed.length ? `MISS (${missed.join(', ')})` : 'PASS',
        ]),
      );
    }
    console.log('Targets: performance >= 95, accessibility 100, best practices 100, SEO 100.');
    console.log("CPU: Lighthouse's benchmark index of the kept run (higher is faster).");
    console.log('\nAudits that cost points:');
    for (const { route, lhr } of rows) {
      const lost = lostPoints(lhr);
      console.log(`  ${route}${lost.length ? `\n${lost.join('\n')}` : ': none'}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
