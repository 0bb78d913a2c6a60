// Every mail's two parts from one description: a greeting, what happened, at most one button (the link
// the mail exists for, also written out in full), what to do if it was not you, and the product's name and address
// at the foot. No secret but that link: no password, no code, no balance.
import type { Locale } from '#shared/i18n/locales.ts';
import { escapeHtml } from '#api/lib/html.ts';
import { type MemberTexts, memberWords, type MemberWords } from '#api/lib/member-texts.ts';
import type { Mail } from '#api/providers/mail/mailer.ts';

export type MailContent = {
  subject: string;
  /** Paragraphs before the button. */
  lines: readonly string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button (how long the link lasts, what to do if it was not you). */
  after?: readonly string[];
};

/** The mail's texts in the member's language, and the rest of what they read in it (their dollars). */
export type MailTexts = MemberTexts['mail']['mailText'];
/** A mail's content, written from the member's mail texts. */
export type MailWords = (t: MailTexts, say: MemberWords) => MailContent;

/** A mail to `to` for `member`, in the member's language (the greeting and the foot too). */
export function composeMail(
  origin: string,
  to: string,
  member: { name: string; locale: Locale; country?: string | null; timeZone?: string },
  words: MailWords,
): Mail {
  const say = memberWords(member.locale, member.country, member.timeZone);
  const mailText = say.texts.mail.mailText;
  const content = words(mailText, say);
  const { name } = member;
  const greeting = mailText.greeting(name.split(/\s+/)[0] ?? name);
  const after = content.after ?? [];
  const footer = mailText.footer(origin);
  const text = [
    greeting,
    ...content.lines,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...after,
    `--\n${footer}`,
  ].join('\n\n');
  const p = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#7c3aed;color:#ffffff;` +
      `padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}` +
      `</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(mailText.linkFallback)}<br>` +
      `<a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html =
    `<!doctype html><html lang="${member.locale}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f6f5fb;font-family:system-ui,sans-serif;color:#1f1f2e">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">` +
    `<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#7c3aed">GiftOrbit</p>` +
    [greeting, ...content.lines].map(p).join('') +
    button +
    after.map(p).join('') +
    `<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(footer)}</p></div></body></html>`;
  return { to, subject: content.subject, text, html };
}
