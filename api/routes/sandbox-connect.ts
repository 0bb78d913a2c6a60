// The Finicity sandbox's Connect page, served by the app itself and opened in the bank dialog's popup: pick
// FinBank, sign in with `profile_03` / `profile_03`, and the customer's accounts are connected; the page then
// says so and closes its window, which the dialog takes as completion (as with the real Connect).
//
// Plain HTML forms, no inline script or style (the app's CSP forbids both): the stylesheet and the one script
// (window.close) are served beside the page. The page is not under /api, so the app's JSON-only CSRF
// middleware does not see it; its POST checks the same things itself: no cross-site request, an Origin (when
// sent) of this host, a form body, and a `state` signed by the sandbox for that customer.
import { Hono } from 'hono';
import type { Deps } from '#api/deps.ts';
import { isFormBody, noStoreHtml as html, sameOriginForm } from '#api/lib/form-post.ts';
import { escapeHtml } from '#api/lib/html.ts';
import { BankLinkError } from '#api/providers/banks/bank-provider.ts';
import { FINBANK, type FinicitySandbox } from '#api/providers/banks/sandbox/finicity-sandbox.ts';
import {
  CONNECT_TEXT,
  CSS,
  DONE_JS,
  messagePage,
  page,
  PATH,
  pickerPage,
  signInPage,
  STYLES,
} from '#api/routes/sandbox-connect-pages.ts';

/** Mounted only while the Finicity sandbox is the aggregator in use: `finicity` is that sandbox. */
export function sandboxConnectRoutes({ env }: Pick<Deps, 'env'>, finicity: FinicitySandbox) {
  return new Hono()
    .get(CSS, (c) => c.body(STYLES, 200, { 'Content-Type': 'text/css; charset=utf-8' }))
    .get(DONE_JS, (c) =>
      c.body('setTimeout(() => window.close(), 1000);\n', 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    )
    .get(PATH, (c) => {
      const customerId = c.req.query('customerId') ?? '';
      const state = c.req.query('state') ?? '';
      if (!finicity.isValidConnect(customerId, state))
        return html(c, messagePage(FINBANK.name, CONNECT_TEXT.invalidLink), 400);
      return html(
        c,
        c.req.query('institution') === FINBANK.id ? signInPage(customerId, state) : pickerPage(customerId, state),
      );
    })
    .post(PATH, async (c) => {
      if (!sameOriginForm(c, env)) return html(c, messagePage(FINBANK.name, CONNECT_TEXT.forbidden), 403);
      if (!isFormBody(c)) return html(c, messagePage(FINBANK.name, CONNECT_TEXT.unsupported), 415);
      const form = new URLSearchParams(await c.req.text());
      const customerId = form.get('customerId') ?? '';
      const state = form.get('state') ?? '';
      const username = form.get('username') ?? '';
      try {
        await finicity.completeConnect({ customerId, state, username, password: form.get('password') ?? '' });
      } catch (error) {
        if (!(error instanceof BankLinkError)) throw error;
        if (error.code !== 'invalid_credentials') return html(c, messagePage(FINBANK.name, error.message), 400);
        return html(c, signInPage(customerId, state, username, error.message), 401);
      }
      return html(
        c,
        page(
          CONNECT_TEXT.completeTitle,
          `<h1>${escapeHtml(CONNECT_TEXT.completeTitle)}</h1>\n<p>${escapeHtml(CONNECT_TEXT.completeBody)}</p>`,
          DONE_JS,
        ),
      );
    });
}
