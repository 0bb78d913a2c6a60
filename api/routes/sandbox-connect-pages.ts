// The Finicity sandbox's Connect pages as HTML: a bank picker, a sign-in form, a message, and the stylesheet and
// closing script served beside them (the app's CSP forbids inline script and style).
import { escapeHtml } from '#api/lib/html.ts';
import {
  FINBANK,
  FINICITY_CONNECT_PATH,
  FINICITY_SANDBOX_CREDENTIALS,
} from '#api/providers/banks/sandbox/finicity-sandbox.ts';

const { username: SANDBOX_USER, password: SANDBOX_PASSWORD } = FINICITY_SANDBOX_CREDENTIALS;

export const PATH = FINICITY_CONNECT_PATH;
export const CSS = `${PATH}.css`;
export const DONE_JS = `${PATH}-done.js`;

export const CONNECT_TEXT = {
  pickTitle: 'Select your bank',
  signInTitle: (bank: string) => `Sign in to ${bank}`,
  sandboxNote: 'Test mode: no real bank is contacted.',
  credentialsHint: `Test credentials: ${SANDBOX_USER} / ${SANDBOX_PASSWORD}`,
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

export function page(title: string, body: string, script?: string): string {
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

export function pickerPage(customerId: string, state: string): string {
  return page(
    CONNECT_TEXT.pickTitle,
    `<h1>${escapeHtml(CONNECT_TEXT.pickTitle)}</h1>
<form method="get" action="${PATH}" class="banks">
${hidden('customerId', customerId)}${hidden('state', state)}
<button type="submit" name="institution" value="${FINBANK.id}" class="bank">${escapeHtml(FINBANK.name)}</button>
</form>`,
  );
}

export function signInPage(customerId: string, state: string, username = '', error?: string): string {
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

export const messagePage = (title: string, message: string) =>
  page(title, `<h1>${escapeHtml(title)}</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`);

// One rule set per line, as the browser receives it (each long line is split only here, in the source).
export const STYLES = [
  'body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827}',
  '.card{max-width:22rem;margin:2rem auto;padding:1.5rem;background:#fff;' +
    'border-radius:.75rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}',
  '.brand{font-weight:700;color:#1d4ed8;margin:0 0 1rem}.badge{font-size:.7rem;' +
    'background:#fde68a;color:#92400e;padding:.1rem .4rem;border-radius:.3rem}',
  'h1{font-size:1.2rem;margin:0 0 1rem}label{display:block;font-size:.9rem;margin:.75rem 0 .25rem}',
  'input{box-sizing:border-box;width:100%;padding:.55rem;border:1px solid #d1d5db;' +
    'border-radius:.4rem;font-size:1rem}',
  'button{margin-top:1rem;width:100%;padding:.65rem;border:0;border-radius:.4rem;' +
    'background:#1d4ed8;color:#fff;font-size:1rem;cursor:pointer}',
  '.bank{background:#fff;color:#111827;border:1px solid #d1d5db;text-align:left;font-weight:600}',
  '.error{color:#b91c1c;background:#fee2e2;padding:.5rem;border-radius:.4rem}' +
    '.note,.hint{font-size:.8rem;color:#6b7280}',
  '',
].join('\n');
