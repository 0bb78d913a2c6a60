// The built PWA as the server sends it: the build's brotli or gzip copy by what the client accepts (identity
// otherwise), always varying on Accept-Encoding; hashed assets immutable for a year, the shell and the worker
// revalidated. A small built folder is made here, with the compressed copies the build's step would write.
import { LOCALE_COOKIE } from '#shared/i18n/locale-cookie.ts';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#api/app.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { withAlternates } from '#api/lib/visitor-pages.ts';
import { serveApp } from '#api/pages/serve-pwa.ts';
import { makeTestApp } from '#api/testing/test-app.ts';

const script = `console.log(${JSON.stringify('GiftOrbit '.repeat(400))});\n`;
const shell = `<!doctype html><html><head><title>GiftOrbit</title></head><body><div id="root"></div>${'<!-- -->'.repeat(
  200,
)}<script type="module" src="/assets/index-abc123.js"></script></body></html>`;
/** The landing and sign-in pages' own copies of the shell, as the build writes them (api/lib/visitor-pages.ts). */
const pageShell = (chunk: string) =>
  shell.replace('</head>', `<link rel="modulepreload" crossorigin href="/assets/${chunk}.js"></head>`);
const [landingShell, loginShell] = [pageShell('landing-x'), pageShell('login-x')];
/** The shell and the landing in Spanish, as the build writes each language's (build/visitor-pages-build.ts). */
const spanishShell = shell.replace('<html>', '<html lang="es-419" data-locale="es-419">');
const spanishLanding = spanishShell.replace(
  '</head>',
  '<link rel="modulepreload" href="/assets/landing-es.js"></head>',
);
/** A public page as sent: its alternates in each language added (api/lib/visitor-pages.ts). */
const publicPage = (html: string, path: string) => withAlternates(html, t.deps.env.publicOrigin, path);
/** What a shell chosen by language varies on, besides the encoding. */
const SHELL_VARY = 'Accept-Encoding, Accept-Language, Cookie';
const worker = `self.addEventListener('install', () => {});\n${'// precache\n'.repeat(200)}`;

/**
 * The .br and .gz copies build/precompress.ts writes beside the built files: every text file of 1 KB or more; not
 * the manifest (too small) nor the icon (an image).
 */
function compressCopies(dir: string, files: readonly string[]) {
  for (const file of files) {
    const bytes = readFileSync(join(dir, file));
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(bytes));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(bytes));
  }
}

let root = '';
const t = makeTestApp();
let app: ReturnType<typeof createApp>;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'giftorbit-pwa-'));
  mkdirSync(join(root, 'assets'));
  const built = {
    'index.html': shell,
    'index.en-US.html': shell,
    'landing.en-US.html': landingShell,
    'login.en-US.html': loginShell,
    'index.es-419.html': spanishShell,
    'landing.es-419.html': spanishLanding,
  };
  for (const [file, html] of Object.entries(built)) writeFileSync(join(root, file), html);
  writeFileSync(join(root, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(root, 'sw.js'), worker);
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"GiftOrbit"}');
  writeFileSync(join(root, 'favicon.ico'), Buffer.alloc(2048, 1));
  compressCopies(root, [...Object.keys(built), 'assets/index-abc123.js', 'sw.js']);
  app = createApp(t.deps, { staticRoot: root });
});
afterAll(() => {
  t.cleanup();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.request(path, {
    headers: { host: 'localhost', ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}), ...headers },
  });

async function bodyOf(res: Response) {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('Content-Encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

const cases = [
  ['br, gzip', 'br'],
  ['gzip, deflate, br', 'br'],
  ['gzip', 'gzip'],
  [undefined, null],
  ['identity', null],
] as const;

describe('a hashed asset', () => {
  it.each(cases)('with Accept-Encoding %s is sent as %s, immutable for a year', async (accept, encoding) => {
    const res = await get('/assets/index-abc123.js', accept);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe(encoding);
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    const length = Number(res.headers.get('Content-Length'));
    if (encoding) expect(length).toBeLessThan(script.length / 4);
    expect(await bodyOf(res)).toBe(script);
  });
});

describe('the shell and the worker', () => {
  it.each(['/index.html', '/transactions', '/some_creator'])('%s is the shell, no-cache, brotli', async (path) => {
    const res = await get(path, 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    // index.html itself is a file (the service worker's copy); every page is the shell of its visitor's language.
    expect(res.headers.get('Vary')).toBe(path === '/index.html' ? 'Accept-Encoding' : SHELL_VARY);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await bodyOf(res)).toBe(shell);
  });

  it('sends the shell as gzip or as it is by what the client accepts', async () => {
    const gz = await get('/transactions', 'gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(await bodyOf(gz)).toBe(shell);
    const plain = await get('/transactions');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe(SHELL_VARY);
    expect(plain.headers.get('Cache-Control')).toBe('no-cache');
    expect(await plain.text()).toBe(shell);
  });

  it("answers a visitor page with its own copy of the shell, preloading that page's script", async () => {
    const res = await get('/', 'br, gzip');
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toBe(SHELL_VARY);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    for (const accept of ['br, gzip', 'gzip', undefined]) {
      expect(await bodyOf(await get('/', accept))).toBe(publicPage(landingShell, '/'));
      expect(await bodyOf(await get('/login', accept))).toBe(publicPage(loginShell, '/login'));
      expect(await bodyOf(await get('/dashboard', accept))).toBe(shell);
    }
  });

  it("answers in the visitor's language: the one chosen, else the browser's first we speak, else English", async () => {
    const inLanguage = async (path: string, headers: Record<string, string>) =>
      bodyOf(await get(path, 'br, gzip', headers));
    const landing = publicPage(landingShell, '/');
    expect(await inLanguage('/', { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' })).toBe(
      publicPage(spanishLanding, '/'),
    );
    expect(await inLanguage('/transactions', { 'Accept-Language': 'es-AR' })).toBe(spanishShell);
    // Switched to English in the footer: the cookie wins over the browser's languages.
    const english = { 'Accept-Language': 'es-MX', Cookie: `${LOCALE_COOKIE}=en-US` };
    expect(await inLanguage('/', english)).toBe(landing);
    expect(await inLanguage('/', { 'Accept-Language': 'fr-FR,de;q=0.8' })).toBe(landing);
    // A language the build wrote no shell for: the shell that chose none, where the app chooses.
    expect(await inLanguage('/transactions', { 'Accept-Language': 'pt-BR' })).toBe(shell);
    expect(await inLanguage('/', { Cookie: `${LOCALE_COOKIE}=xx-evil<script>` })).toBe(landing);
  });

  it('names each public page in every language for search engines, and answers the address of each', async () => {
    const origin = t.deps.env.publicOrigin;
    const about = await bodyOf(await get('/about', 'br, gzip'));
    for (const locale of ['en-US', 'es-419', 'pt-BR'])
      expect(about).toContain(`<link rel="alternate" hreflang="${locale}" href="${origin}/about?lang=${locale}">`);
    expect(about).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/about">`);
    // The address's language wins over the remembered one and the browser's; one we do not speak is not one.
    const asked = { 'Accept-Language': 'en-US', Cookie: `${LOCALE_COOKIE}=en-US` };
    expect(await bodyOf(await get('/?lang=es-419', 'gzip', asked))).toBe(publicPage(spanishLanding, '/'));
    expect(await bodyOf(await get('/about?lang=es-419', undefined, asked))).toBe(publicPage(spanishShell, '/about'));
    expect(await bodyOf(await get('/?lang=fr', 'br', asked))).toBe(publicPage(landingShell, '/'));
    // A member's screens are not for search engines.
    expect(await bodyOf(await get('/transactions', 'br'))).not.toContain('hreflang');
  });

  it("compresses a page with its own head (a creator's) when it is asked for", async () => {
    const own = new Hono<AppEnv>();
    const title = '<title>Zoe on GiftOrbit</title>';
    serveApp(own, root, {
      renderShell: (c, html) => (c.req.path === '/zoe' ? html.replace('<title>GiftOrbit</title>', title) : html),
    });
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      [undefined, null],
    ] as const) {
      const res = await own.request('/zoe', accept ? { headers: { 'Accept-Encoding': accept } } : {});
      expect(res.headers.get('Content-Encoding')).toBe(encoding);
      expect(res.headers.get('Vary')).toBe(SHELL_VARY);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await bodyOf(res)).toBe(shell.replace('<title>GiftOrbit</title>', title));
    }
  });

  it('revalidates the service worker and sends it compressed', async () => {
    const res = await get('/sw.js', 'br, gzip');
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await bodyOf(res)).toBe(worker);
  });

  it('sends a file too small to compress, and an image, as they are', async () => {
    const manifest = await get('/manifest.webmanifest', 'br, gzip');
    expect(manifest.headers.get('Content-Encoding')).toBeNull();
    expect(manifest.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await manifest.text()).toBe('{"name":"GiftOrbit"}');
    const icon = await get('/favicon.ico', 'br, gzip');
    expect(icon.headers.get('Content-Encoding')).toBeNull();
    expect(icon.headers.get('Vary')).toBeNull();
  });
});
