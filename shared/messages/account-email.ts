// The screens and answers of email confirmation, password reset and changing the email. Member and
// visitor screens load this file only with those screens (the first page a visitor loads does not need it).

export const accountEmail = {
  // Sign-up's answer, the same whether or not the email already has an account.
  checkEmailTitle: 'Check your email',
  checkEmailBody: (email: string) =>
    `We sent a link to ${email}. Open it on this device to confirm your email and sign in.`,
  checkEmailSignIn: 'Or sign in with your password',
  /** Back to the filled-in form, to correct the address. */
  checkEmailWrong: 'Wrong address? Start again',
  signupAccepted: 'Check your email to finish creating your account.',

  // The banner while the email is not confirmed.
  unverifiedBanner: (email: string) => `Confirm your email: we sent a link to ${email}.`,
  resend: 'Resend',
  resending: 'Sending...',
  resentTitle: 'Link sent',
  // Our words: sign-up's Resend, when the link could not be asked for (offline, the server down).
  resendFailed: 'Could not send a new link. Try again in a moment.',
  resentBody: (email: string) => `We sent a new link to ${email}. It works for 24 hours.`,
  alreadyVerified: 'Your email is already confirmed.',
  /** 403 on a cash-out or a redemption before the email is confirmed. */
  verifyBeforeMoney: 'Confirm your email before moving money: open the link we sent you, or send a new one.',
  verifyBeforeSecuring:
    'Confirm your email first: open the link we sent you, or send a new one. Passkeys, two-factor and payout ' +
    'accounts can be added once it is confirmed.',

  // /verify-email
  verifyTitle: 'Confirm your email',
  verifying: 'Confirming your email...',
  verifiedTitle: 'Email confirmed',
  verifiedBody: 'Thank you: your email is confirmed.',
  continueToDashboard: 'Continue to your dashboard',
  signInToContinue: 'Sign in',
  linkExpired: 'This link has expired or was already used.',
  linkExpiredHint: 'Sign in and choose Resend on the banner to get a new link.',

  // Forgot password and /reset-password
  forgotTitle: 'Reset your password',
  forgotIntro: 'Enter the email of your account and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  sendingResetLink: 'Sending...',
  resetSent: (email: string) =>
    `If an account uses ${email}, a link to reset its password is on its way. It works for 30 minutes.`,
  backToSignIn: 'Back to sign in',
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  setPassword: 'Set new password',
  settingPassword: 'Saving...',
  resetDoneTitle: 'Password changed',
  resetDoneBody: 'Your password is changed and every device was signed out. Sign in with your new password.',
  resetLinkExpiredHint: 'Ask for a new link: it works for 30 minutes.',
  requestNewLink: 'Send a new link',

  // Changing the email (Settings > Account Information)
  changeEmail: 'Change email',
  newEmail: 'New email',
  currentPassword: 'Current password',
  sendConfirmation: 'Send confirmation link',
  sendingConfirmation: 'Sending...',
  changeEmailSent: (next: string, current: string) =>
    `Open the link we sent to ${next} to confirm it. Until then your email stays ${current}.`,
  newEmailSame: 'This is already your email.',
  emailChangedTitle: 'Email changed',
  emailChangedBody: (email: string) => `Your email is now ${email}.`,
  undoTitle: 'Undo the email change',
  undoing: 'Undoing the change...',
  undoneTitle: 'Email change undone',
  undoneBody: (email: string) =>
    `Your email is ${email} again and every device was signed out. Sign in, then choose a new password.`,
  undoTaken: 'That address now belongs to another account, so it cannot come back. Write to us and we will help.',
} as const;
