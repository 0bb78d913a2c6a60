import { Hono } from 'hono';
import { signOutPage as text } from '#shared/messages/sign-out-page.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { escapeHtml } from '#api/lib/html.ts';
import { endSession } from '#api/middleware/session.ts';

/**
 * GET's page: a form that POSTs here. The button has no name, so the browser sends an empty body (the CSRF check's
 * content types need no exception), and the API's CSP (`default-src 'none'`) leaves a plain page and its form be.
 */
const signOutPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.question)}</p>
<form method="post" action="${apiPaths.logout}">
<button type="submit">${escapeHtml(text.signOut)}</button>
</form>
<p><a href="${routes.home}">${escapeHtml(text.stay)}</a></p>
</main>
</body>
</html>
`;

/** A form's POST is a navigation (the browser then shows the answer); fetch() asks for no page. */
const isNavigation = (accept: string | undefined, mode: string | undefined) =>
  mode === 'navigate' || (mode === undefined && /\btext\/html\b/.test(accept ?? ''));

export function logoutRoutes(deps: Deps) {
  return (
    new Hono<AppEnv>()
      // GET /api/logout is a browser navigation. It only asks: an <img>, a link or a prefetch from any site
      // (same-site ones included) signs nobody out. Signed out, there is nothing to ask.
      .get('/', (c) => (c.get('user') ? c.html(signOutPage) : c.redirect(routes.home, 302)))
      // Signing out is a POST, so the CSRF check (api/middleware/csrf.ts) refuses it from another site.
      .post('/', (c) => {
        endSession(c, deps);
        if (isNavigation(c.req.header('accept'), c.req.header('sec-fetch-mode'))) return c.redirect(routes.home, 303);
        return c.body(null, 204);
      })
  );
}
