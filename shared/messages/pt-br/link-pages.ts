// Texts of the mail links' pages alone, in Brazilian Portuguese (the English, shared/messages/link-pages.ts, is the
// source).

/** Under a confirmation link that no longer works: the password does not sign in yet, but it mails a new link. */
export const verifyLinkExpiredHint: string = 'Entre com seu e-mail e senha: um novo link chegará por e-mail.';
