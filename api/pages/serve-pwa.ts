import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { type Locale, LOCALES } from '#shared/i18n/locales.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import type { DrawnScreen } from '#api/pages/member-frame.ts';
import { acceptedEncoding, COMPRESSIBLE_FILE, type ContentEncoding } from '#api/lib/content-encoding.ts';
import { requestLocale } from '#api/lib/request-locale.ts';
import {
  publicPagePaths,
  shellFile,
  visitorPageFile,
  visitorPagePaths,
  withAlternates,
} from '#api/lib/visitor-pages.ts';

/** The app shell for one request: index.html as built, or with that page's own head (a creator's link preview). */
export type ShellRenderer = (c: Context<AppEnv>, indexHtml: string) => string;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const onTheFly: Record<ContentEncoding, (html: string) => Promise<Buffer>> = {
  // A per-request shell is a few KB: a middle quality compresses it in well under a millisecond.
  br: (html) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html) => promisify(gzip)(html),
};

type Shell = { html: string; compressed: Partial<Record<ContentEncoding, Buffer>> };

/** The build's compressed copy of a file, if it made one (build/precompress.ts). */
function readCompressed(path: string): Partial<Record<ContentEncoding, Buffer>> {
  const copies: Partial<Record<ContentEncoding, Buffer>> = {};
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    try {
      copies[encoding] = readFileSync(path + ext);
    } catch {
      // The build skips files too small to gain from it.
    }
  }
  return copies;
}

/**
 * Serves the built PWA: the .br or .gz copy the build made when the client accepts it, hashed assets cached
 * for a year, the shell and the worker always revalidated; every compressible answer varies on Accept-Encoding.
 * `drawnScreen`: a member's screen drawn for them (api/pages/member-frame.ts), stored by no one. With `publicOrigin`,
 * the public pages name their address in each language for search engines (api/lib/visitor-pages.ts).
 */
export function serveApp(
  app: Hono<AppEnv>,
  root: string,
  {
    renderShell,
    drawnScreen,
    publicOrigin,
  }: { renderShell?: ShellRenderer; drawnScreen?: DrawnScreen; publicOrigin?: string } = {},
) {
  const readShell = (file: string): Shell => ({
    html: readFileSync(join(root, file), 'utf8'),
    compressed: readCompressed(join(root, file)),
  });
  const index = readShell('index.html');
  // The shell in each language, and each visitor page's own copy of it (api/lib/visitor-pages.ts), as built.
  const shells = new Map<string, Shell>();
  const shellIfBuilt = (key: string, file: string) => {
    if (existsSync(join(root, file))) shells.set(key, readShell(file));
  };
  for (const locale of LOCALES) {
    shellIfBuilt(locale, shellFile(locale));
    for (const path of visitorPagePaths) shellIfBuilt(`${locale} ${path}`, visitorPageFile(path, locale)!);
  }
  const builtShellFor = (path: string, locale: Locale) =>
    shells.get(`${locale} ${path}`) ?? shells.get(locale) ?? index;
  // A public page with its alternates: made and compressed once per page and language (a few dozen at most).
  const publicPages = new Map<string, Shell>();
  const shellFor = (path: string, locale: Locale): Shell => {
    const built = builtShellFor(path, locale);
    if (!publicOrigin || !publicPagePaths.includes(path)) return built;
    const key = `${locale} ${path}`;
    let page = publicPages.get(key);
    if (!page) publicPages.set(key, (page = { html: withAlternates(built.html, publicOrigin, path), compressed: {} }));
    return page;
  };
  const files = serveStatic({ root, precompressed: true });
  app.use('*', async (c, next) => {
    // `/` and the visitor pages have their own shells, in the visitor's language: not the index.html the static files
    // would answer.
    if (c.req.path === '/' || visitorPagePaths.includes(c.req.path)) return next();
    // serveStatic calls next() only when it has no such file; headers set in its onFound would come too late.
    const res = await files(c, async () => {});
    if (!res) return next();
    if (res.ok) res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    // serveStatic adds Vary when it sends a compressed copy; the identity answer varies just the same.
    if (COMPRESSIBLE_FILE.test(c.req.path.endsWith('/') ? 'index.html' : c.req.path))
      res.headers.set('Vary', 'Accept-Encoding');
    return res;
  });
  // Every other GET is a client-side route (/{username} included): the app shell answers.
  app.get('*', async (c) => {
    const shell = shellFor(c.req.path, requestLocale(c));
    const drawn = await drawnScreen?.(c, shell.html);
    // A member's own page: no cache, shared or the browser's, may keep it (or give it to whoever comes next).
    c.header('Cache-Control', drawn === undefined ? 'no-cache' : 'no-store');
    // In the language of the member, of the remembered choice or of the browser.
    c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    const html = drawn ?? (renderShell ? renderShell(c, shell.html) : shell.html);
    const encoding = acceptedEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return c.html(html);
    // The shell as built has its compressed copy on disk (a public page's, made once); a page with its own head is
    // compressed now.
    const body =
      html === shell.html
        ? (shell.compressed[encoding] ??= await onTheFly[encoding](html))
        : await onTheFly[encoding](html);
    c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(new Uint8Array(body));
  });
}
