// Texts of the login and link pages alone (kept out of the sign-up page's first download, which shares the auth texts).

/** Under the failed sign-in alert, always the same: a new account signs in with its link first (no one learns more). */
export const loginFailedJustJoined =
  'Just signed up? Open the link we sent to your email first: it confirms it and signs you in.';

/** Under a confirmation link that no longer works: the password does not sign in yet, but it mails a new link. */
export const verifyLinkExpiredHint = 'Sign in with your email and password: a new link comes by mail.';
