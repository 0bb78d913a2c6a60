// The Finicity sandbox's Connect page, served by the app itself and opened in the bank dialog's popup: pick
// FinBank, sign in with `profile_03` / `profile_03`, and the customer's accounts are connected; the page then
// says so and closes its window, which the dialog takes as completion (as with the real Connect).
//
// Plain HTML forms, no inline script or style (the app's CSP forbids both): the stylesheet and the one script
// (window.close) are served beside the page. The page is not under /api, so the app's JSON-only CSRF
// middleware does not see it; its POST checks the same things itself: no cross-site request, an Origin (when
// sent) of this host, a form body, and a `state` signed by the sandbox for that customer.
import { Hono, type Context } from 'hono';
import type { Env } from '#api/env.ts';
import { requestHost } from '#api/lib/request.ts';
import { BankLinkError } from '#api/providers/banks/bank-provider.ts';
import {
  FINBANK,
  FINICITY_CONNECT_PATH,
  FINICITY_SANDBOX_CREDENTIALS,
  type FinicitySandbox,
} from '#api/providers/banks/sandbox/finicity-sandbox.ts';

export type SandboxConnectDeps = {
  env: Env;
  /** Mount these routes only when the Finicity sandbox is the provider in use. */
  finicity: FinicitySandbox;
};

const PATH = FINICITY_CONNECT_PATH;
const CSS = `${PATH}.css`;
const DONE_JS = `${PATH}-done.js`;

export const CONNECT_TEXT = {
  pickTitle: 'Select your bank',
  signInTitle: (bank: string) => `Sign in to ${bank}`,
  sandboxNote: 'Test mode: no real bank is contacted.',
  credentialsHint: `Test credentials: ${FINICITY_SANDBOX_CREDENTIALS.username} / ${FINICITY_SANDBOX_CREDENTIALS.password}`,
  username: 'Username',
  password: 'Password',
  submit: 'Sign in',
  back: 'Choose another bank',
  completeTitle: 'Connection complete',
  completeBody: 'Your FinBank accounts are connected. This window will close automatically.',
  invalidLink: 'This connection link is not valid or has expired. Please start again from GiftOrbit.',
  forbidden: 'This request did not come from this page.',
  unsupported: 'Send this form from the connection page.',
} as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

function page(title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Connect</title>
<link rel="stylesheet" href="${CSS}">
${script ? `<script src="${script}" defer></script>\n` : ''}</head>
<body>
<main class="card">
<p class="brand">Connect <span class="badge">Sandbox</span></p>
${body}
<p class="note">${escapeHtml(CONNECT_TEXT.sandboxNote)}</p>
</main>
</body>
</html>
`;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

function pickerPage(customerId: string, state: string): string {
  return page(
    CONNECT_TEXT.pickTitle,
    `<h1>${escapeHtml(CONNECT_TEXT.pickTitle)}</h1>
<form method="get" action="${PATH}" class="banks">
${hidden('customerId', customerId)}${hidden('state', state)}
<button type="submit" name="institution" value="${FINBANK.id}" class="bank">${escapeHtml(FINBANK.name)}</button>
</form>`,
  );
}

function signInPage(customerId: string, state: string, username = '', error?: string): string {
  const title = CONNECT_TEXT.signInTitle(FINBANK.name);
  const back = `${PATH}?${new URLSearchParams({ customerId, state }).toString()}`;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>\n` : ''}<form method="post" action="${PATH}">
${hidden('customerId', customerId)}${hidden('state', state)}
<label for="username">${escapeHtml(CONNECT_TEXT.username)}</label>
<input id="username" name="username" autocomplete="off" required value="${escapeHtml(username)}">
<label for="password">${escapeHtml(CONNECT_TEXT.password)}</label>
<input id="password" name="password" type="password" autocomplete="off" required>
<button type="submit">${escapeHtml(CONNECT_TEXT.submit)}</button>
</form>
<p class="hint">${escapeHtml(CONNECT_TEXT.credentialsHint)}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(CONNECT_TEXT.back)}</a></p>`,
  );
}

const messagePage = (title: string, message: string) =>
  page(title, `<h1>${escapeHtml(title)}</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`);

const STYLES = `body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827}
.card{max-width:22rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.brand{font-weight:700;color:#1d4ed8;margin:0 0 1rem}.badge{font-size:.7rem;background:#fde68a;color:#92400e;padding:.1rem .4rem;border-radius:.3rem}
h1{font-size:1.2rem;margin:0 0 1rem}label{display:block;font-size:.9rem;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.55rem;border:1px solid #d1d5db;border-radius:.4rem;font-size:1rem}
button{margin-top:1rem;width:100%;padding:.65rem;border:0;border-radius:.4rem;background:#1d4ed8;color:#fff;font-size:1rem;cursor:pointer}
.bank{background:#fff;color:#111827;border:1px solid #d1d5db;text-align:left;font-weight:600}
.error{color:#b91c1c;background:#fee2e2;padding:.5rem;border-radius:.4rem}.note,.hint{font-size:.8rem;color:#6b7280}
`;

const html = (c: Context, body: string, status: 200 | 400 | 401 | 403 | 415 = 200) => {
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
};

export function sandboxConnectRoutes(deps: SandboxConnectDeps) {
  const { finicity, env } = deps;
  const publicHost = env.publicUrl ? new URL(env.publicUrl).host : undefined;

  /** Same checks as the app's CSRF middleware, for a form post. */
  const sameOrigin = (c: Context) => {
    if (c.req.header('sec-fetch-site') === 'cross-site') return false;
    const origin = c.req.header('origin');
    if (origin === undefined) return true;
    try {
      const host = new URL(origin).host;
      return host === requestHost(c, env) || host === publicHost;
    } catch {
      return false; // "null" or garbage
    }
  };

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
      if (!sameOrigin(c)) return html(c, messagePage(FINBANK.name, CONNECT_TEXT.forbidden), 403);
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/x-www-form-urlencoded')
        return html(c, messagePage(FINBANK.name, CONNECT_TEXT.unsupported), 415);
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
