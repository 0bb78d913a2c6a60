// The mail sandbox's mailbox, served while no SMTP server is set: every mail the server would have sent,
// newest first, to whoever holds the key printed at start (a stranger who reaches the server must not read the
// links in members' mail). `?to=` shows one address's mail. No inline script or style (the app's CSP).
import { timingSafeEqual } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { sandboxMail } from '#db/schema/index.ts';
import { SANDBOX_MAILBOX_PATH as PATH } from '#shared/routes-account.ts';
import type { Deps } from '#api/deps.ts';
import { noStoreHtml as html } from '#api/lib/form-post.ts';
import { escapeHtml as e } from '#api/lib/html.ts';

const CSS_PATH = `${PATH}.css`;
const SHOWN = 100;
const STYLES = [
  'body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827}',
  'main{max-width:48rem;margin:0 auto;padding:1rem}h1{font-size:1.25rem}',
  'article{background:#fff;border-radius:.75rem;padding:1rem;margin:0 0 1rem;box-shadow:0 1px 4px rgba(0,0,0,.12)}',
  'h2{font-size:1rem;margin:0 0 .25rem}.meta{font-size:.8rem;color:#6b7280;margin:0 0 .75rem}',
  'pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}a{color:#6d28d9}',
  '@media (prefers-color-scheme:dark){body{background:#0b1020;color:#e5e7eb}article{background:#111827;' +
    'box-shadow:none}.meta{color:#9ca3af}a{color:#c4b5fd}}',
].join('\n');

const sameKey = (given: string, key: string) =>
  given.length === key.length && timingSafeEqual(Buffer.from(given), Buffer.from(key));

/** The text part, escaped, with its links made links. */
const linked = (text: string) => e(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export function sandboxMailRoutes({ db }: Pick<Deps, 'db'>, mailboxKey: () => string) {
  return new Hono()
    .get(CSS_PATH, (c) => c.body(STYLES, 200, { 'Content-Type': 'text/css; charset=utf-8' }))
    .get(PATH, (c) => {
      if (!sameKey(c.req.query('key') ?? '', mailboxKey())) {
        return html(c, page('<p>This mailbox needs the key the server printed when it started.</p>'), 403);
      }
      const to = c.req.query('to')?.trim().toLowerCase();
      const mails = db
        .select()
        .from(sandboxMail)
        .where(to ? eq(sandboxMail.to, to) : undefined)
        .orderBy(desc(sandboxMail.id))
        .limit(SHOWN)
        .all();
      const list = mails.map(
        (m) =>
          `<article><h2>${e(m.subject)}</h2><p class="meta">To ${e(m.to)} · ${e(m.createdAt.toISOString())}</p>` +
          `<pre>${linked(m.text)}</pre></article>`,
      );
      return html(c, page(list.join('\n') || '<p>No mail yet.</p>'));
    });
}

function page(body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>Mail sandbox · GiftOrbit</title>
<link rel="stylesheet" href="${CSS_PATH}">
</head>
<body>
<main>
<h1>Mail sandbox</h1>
<p class="meta">What GiftOrbit would have mailed. Set SMTP_URL and MAIL_FROM to send real mail.</p>
${body}
</main>
</body>
</html>
`;
}
