// The server's half of the members' drawn screens (shared/member-frame.ts, issue 11, decision 0018). For a valid
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
import type { User } from '#shared/schemas/user.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { scriptJson } from '#api/lib/html.ts';
import { root } from '#api/lib/project-root.ts';
import { drawnMemberScreens, SSR_ENTRY, withinRoot } from '#api/lib/visitor-pages.ts';
import { accountOf, toUserDto } from '#api/services/users.ts';

/** The app's renderer of a member's screen (pwa/app/prerender.tsx): its queries call `fetch` with the API's paths. */
export type MemberScreenRenderer = (
  pathname: string,
  user: User,
  fetch: typeof globalThis.fetch,
) => Promise<{ markup: string; queries: DrawnQueries }>;

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

/** The build's renderer, loaded with the first member's screen (visitors' pages never load React here). */
export function builtRenderer(file = join(root, SSR_ENTRY)): () => Promise<MemberScreenRenderer | undefined> {
  let loading: Promise<MemberScreenRenderer | undefined> | undefined;
  return () =>
    (loading ??= existsSync(file)
      ? import(pathToFileURL(file).href).then((m: { renderMemberScreen: MemberScreenRenderer }) => m.renderMemberScreen)
      : Promise.resolve(undefined));
}

/**
 * A `fetch` for the renderer that calls `app` as the member of `c`: their cookie, and the same incoming connection
 * (the rate limits see the same address). Never its outgoing answer: a call's headers must not become the page's.
 * Only the API's own paths: the renderer reaches nothing else.
 */
function asMember(app: Hono<AppEnv>, c: Context<AppEnv>): typeof globalThis.fetch {
  const cookie = c.req.header('Cookie') ?? '';
  const env = { incoming: (c.env as { incoming?: unknown } | undefined)?.incoming };
  return async (input, init) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!path.startsWith('/api/')) throw new Error(`a drawn screen may only call the API, not ${path}`);
    const headers = new Headers(init?.headers);
    headers.set('Cookie', cookie);
    return app.request(path, { ...init, headers }, env);
  };
}

/** `app`'s members' screens: drawn by `loadRenderer`'s renderer for the signed-in member (see above). */
export function memberScreens(
  deps: Deps,
  app: Hono<AppEnv>,
  loadRenderer: () => Promise<MemberScreenRenderer | undefined>,
): DrawnScreen {
  return async (c, shell) => {
    const signedIn = c.get('user');
    if (!signedIn || !drawnMemberScreens.includes(c.req.path)) return undefined;
    try {
      const render = await loadRenderer();
      if (!render) return undefined;
      const user = toUserDto(accountOf(deps, signedIn.id));
      const drawn = await within(DRAW_DEADLINE_MS, render(c.req.path, user, asMember(app, c)));
      if (!drawn) {
        console.error(`[drawn-screen] ${c.req.path} took over ${DRAW_DEADLINE_MS} ms to draw: sent as the shell`);
        return undefined;
      }
      return drawnPage(shell, drawn.markup, { user, queries: drawn.queries });
    } catch (error) {
      // The page still opens: the app draws it in the browser, as on any other screen.
      console.error(`[drawn-screen] ${c.req.path} could not be drawn:`, error);
      return undefined;
    }
  };
}
