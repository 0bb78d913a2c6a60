// The server's half of the members' drawn screens (shared/member-frame.ts, decision 0018). For a valid
// session, GET /dashboard answers index.html with the screen drawn inside #root by the app's own renderer (the
// build's dist/ssr, pwa/app/prerender.tsx), with the member's data: the renderer's queries go to this API, as this
// member, through the app in this process. A JSON data block carries the member (as GET /api/user answers) and the
// data the screen was drawn with, so the app's first render is that very screen. No session, no renderer (a build
// without one), a render that fails or one slower than DRAW_DEADLINE_MS: the shell as built, as before. The answer
// is personal: never stored by anyone.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import { DRAWN_SCREEN_ID, type DrawnQueries, type DrawnScreenData } from '#shared/member-frame.ts';
import { pageTitles } from '#shared/messages/page-titles.ts';
import type { User } from '#shared/schemas/user.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { scriptJson, withTitle } from '#api/lib/html.ts';
import { requestLocale } from '#api/lib/request-locale.ts';
import { root } from '#api/lib/project-root.ts';
import { drawnMemberScreens, SSR_ENTRY, withinRoot } from '#api/lib/visitor-pages.ts';
import { accountOf, toUserDto } from '#api/services/accounts/users.ts';
import { sessionCookieName } from '#api/middleware/session.ts';

/** The app's renderer of a member's screen (pwa/app/prerender.tsx): its queries call `fetch` with the API's paths. */
export type MemberScreenRenderer = (
  pathname: string,
  user: User,
  fetch: typeof globalThis.fetch,
) => Promise<{ markup: string; queries: DrawnQueries; title?: string }>;

/** The renderer in a language (loaded once for each language a member reads: api/lib/request-locale.ts). */
export type RendererLoader = (locale: Locale) => Promise<MemberScreenRenderer | undefined>;

/** The page for this request drawn for its member from `shell` (index.html), or undefined to answer the shell. */
export type DrawnScreen = (c: Context<AppEnv>, shell: string) => Promise<string | undefined>;

/** A screen not drawn by then is sent as the shell: the page never waits on slow data (the app then asks). */
export const DRAW_DEADLINE_MS = 2_000;

/** `work`'s result, or undefined once `ms` have passed without one. */
function within<T>(ms: number, work: Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** `shell` with `markup` in #root and `data` in the block after it (so the app's first render never removes it). */
export function drawnPage(shell: string, markup: string, data: DrawnScreenData) {
  const block = `<script type="application/json" id="${DRAWN_SCREEN_ID}">${scriptJson(data)}</script>`;
  return withinRoot(shell, markup, `\n    ${block}`);
}

type BuiltRenderer = { renderMemberScreen: MemberScreenRenderer; pageTitles: Record<string, string> };

/**
 * The build's renderer in each language, loaded with the first member's screen in that language (visitors' pages
 * never load React here): the same file, its language in its address (pwa/lib/i18n/active-locale.ts).
 */
export function builtRenderer(file = join(root, SSR_ENTRY)): RendererLoader {
  const loading = new Map<Locale, Promise<MemberScreenRenderer | undefined>>();
  const load = async (locale: Locale): Promise<MemberScreenRenderer | undefined> => {
    if (!existsSync(file)) return undefined;
    const built = (await import(`${pathToFileURL(file).href}?locale=${locale}`)) as BuiltRenderer;
    return async (pathname, user, fetch) => ({
      ...(await built.renderMemberScreen(pathname, user, fetch)),
      title: built.pageTitles[pathname],
    });
  };
  return (locale) => loading.get(locale) ?? loading.set(locale, load(locale)).get(locale)!;
}

/** The page's headers that say how it was addressed (scheme, host, caller): its API calls are addressed alike. */
const ADDRESSED_BY = ['host', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-for'] as const;

/**
 * A `fetch` for the renderer that calls `app` as the member of `c`, as the session was resolved for the page: its
 * token, once, under the name the API reads for a request addressed as the page was (the page's URL and the headers
 * above), and no other cookie, so a `sid` planted beside `__Host-sid` is never read. The same incoming
 * connection (the rate limits see the same address). Never its outgoing answer: a call's headers must not become
 * the page's. Only the API's own paths: the renderer reaches nothing else.
 */
function asMember(deps: Deps, app: Hono<AppEnv>, c: Context<AppEnv>): typeof globalThis.fetch {
  const page = new URL(c.req.url);
  const token = c.get('sessionToken');
  const cookie = token ? `${sessionCookieName(c, deps)}=${token}` : '';
  const addressed = ADDRESSED_BY.map((name) => [name, c.req.header(name)] as const);
  const env = { incoming: (c.env as { incoming?: unknown } | undefined)?.incoming };
  return async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(path, page);
    if (!path.startsWith('/api/') || url.origin !== page.origin || !url.pathname.startsWith('/api/')) {
      throw new Error(`a drawn screen may only call the API, not ${path}`);
    }
    const headers = new Headers(init?.headers);
    for (const [name, value] of addressed) {
      if (value === undefined) headers.delete(name);
      else headers.set(name, value);
    }
    headers.set('Cookie', cookie);
    return app.request(url.href, { ...init, headers }, env);
  };
}

/** `app`'s members' screens: drawn by `loadRenderer`'s renderer for the signed-in member (see above). */
export function memberScreens(deps: Deps, app: Hono<AppEnv>, loadRenderer: RendererLoader): DrawnScreen {
  return async (c, shell) => {
    const signedIn = c.get('user');
    if (!signedIn || !drawnMemberScreens.includes(c.req.path)) return undefined;
    try {
      const render = await loadRenderer(requestLocale(c));
      if (!render) return undefined;
      const user = toUserDto(accountOf(deps, signedIn.id));
      const drawn = await within(DRAW_DEADLINE_MS, render(c.req.path, user, asMember(deps, app, c)));
      if (!drawn) {
        console.error(`[drawn-screen] ${c.req.path} took over ${DRAW_DEADLINE_MS} ms to draw: sent as the shell`);
        return undefined;
      }
      const title = drawn.title ?? pageTitles[c.req.path];
      return drawnPage(title ? withTitle(shell, title) : shell, drawn.markup, { user, queries: drawn.queries });
    } catch (error) {
      // The page still opens: the app draws it in the browser, as on any other screen.
      console.error(`[drawn-screen] ${c.req.path} could not be drawn:`, error);
      return undefined;
    }
  };
}
