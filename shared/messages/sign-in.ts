// Texts of the login page alone (kept out of the sign-up page's first download, which shares the auth texts).

/** Under the failed sign-in alert, always the same: a new account signs in with its link first (no one learns more). */
export const loginFailedJustJoined =
  'Just signed up? Open the link we sent to your email first: it confirms it and signs you in.';
