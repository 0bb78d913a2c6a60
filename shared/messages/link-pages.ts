// Texts of the mail links' pages alone (each page's own module stays in its own download, off the sign-up page's).

/** Under a confirmation link that no longer works: the password does not sign in yet, but it mails a new link. */
export const verifyLinkExpiredHint = 'Sign in with your email and password: a new link comes by mail.';
