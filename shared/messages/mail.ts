// The mails the server sends: their subjects and paragraphs. Only the server reads this file.
import { PRODUCT_NAME, SECURITY_EMAIL } from '#shared/constants.ts';

export const mailText = {
  greeting: (firstName: string) => `Hi ${firstName},`,
  footer: (origin: string) => `${PRODUCT_NAME} · ${origin} · This mail is about your ${PRODUCT_NAME} account.`,
  linkFallback: 'If the button does not work, open this link:',
  notYou: `If this was not you, write to ${SECURITY_EMAIL}.`,

  verifySubject: `Confirm your email for ${PRODUCT_NAME}`,
  verifyLines: [
    `Confirm that this is your email address to finish setting up your ${PRODUCT_NAME} account.`,
    'Cash-outs and redemptions need a confirmed email.',
  ],
  verifyAction: 'Confirm my email',
  verifyAfter: [
    'The link works once, for 24 hours.',
    `If you did not create a ${PRODUCT_NAME} account, ignore this mail: without the link nobody can confirm it.`,
  ],

  signupTakenSubject: `Someone tried to sign up to ${PRODUCT_NAME} with your email`,
  signupTakenLines: [`Someone tried to create a ${PRODUCT_NAME} account with this email address, which has one.`],
  signupTakenAction: 'Sign in',
  signupTakenAfter: [
    'If it was you, sign in instead; if you have forgotten your password, choose "Forgot password?" there.',
    'If it was not you, there is nothing to do: your account is unchanged.',
  ],

  resetSubject: `Reset your ${PRODUCT_NAME} password`,
  resetLines: [`Someone, we hope you, asked to reset the password of your ${PRODUCT_NAME} account.`],
  resetAction: 'Choose a new password',
  resetAfter: [
    'The link works once, for 30 minutes.',
    'If you did not ask, ignore this mail: your password stays as it is.',
  ],

  passwordChangedSubject: 'Your password was changed',
  passwordChangedLines: [
    `The password of your ${PRODUCT_NAME} account was changed, and every other device signed in to it was signed out.`,
  ],
  passwordChangedAction: 'Sign in',
  /** A reset of an account whose email was not confirmed removes the ways in it was given before. */
  waysInRemoved: (ways: string[]) =>
    `These were added since you last proved it was you, so they were removed in case someone else set them up: ` +
    `${ways.join(', ')}. If they were yours, add them again in Settings > Security.`,
  passkeyNamed: (name: string) => `the passkey "${name}"`,
  twoFactorNamed: 'two-factor authentication',

  changeEmailSubject: `Confirm your new email for ${PRODUCT_NAME}`,
  changeEmailLines: (old: string) => [
    `You asked to use this address for your ${PRODUCT_NAME} account instead of ${old}.`,
  ],
  changeEmailAction: 'Confirm my new email',
  changeEmailAfter: [
    'The link works once, for 24 hours. Until it is opened, your account keeps its current email.',
    'If you did not ask, ignore this mail.',
  ],
  changeEmailTakenLines: [
    `Someone asked to move a ${PRODUCT_NAME} account to this address, which already has an account. Nothing changed.`,
  ],

  emailChangedSubject: `Your ${PRODUCT_NAME} email was changed`,
  emailChangedLines: (next: string) => [
    `Your account's email is now ${next}. Mail about your account goes there from now on.`,
  ],
  emailChangedAction: 'This was not me: undo the change',
  emailChangedAfter: [
    'The link works once, for 7 days. Undoing the change puts this address back and signs out every device.',
  ],

  emailRestoredSubject: `Your ${PRODUCT_NAME} email is back`,
  emailRestoredLines: [
    'Your account uses this address again, and every device signed in to it was signed out.',
    'Whoever changed it may know your password: choose a new one now.',
  ],
  emailRestoredAction: 'Choose a new password',

  // What changed about how the account is signed in to, told to its email.
  twoFactorOnSubject: 'Two-factor authentication is on',
  twoFactorOnLines: [
    'Signing in to your account now takes a code from your authenticator app, or one of your recovery codes.',
  ],
  twoFactorOffSubject: 'Two-factor authentication is off',
  twoFactorOffLines: ['Signing in to your account takes only your password (or a passkey) again.'],
  passkeyAddedSubject: 'A passkey was added to your account',
  passkeyAddedLines: (name: string) => [`The passkey "${name}" can now sign in to your account.`],
  passkeyRemovedSubject: 'A passkey was removed from your account',
  passkeyRemovedLines: (name: string) => [`The passkey "${name}" can no longer sign in to your account.`],
  newDeviceSubject: 'A new sign-in to your account',
  newDeviceLines: (device: string, where: string) => [
    `Your account was just signed in to from ${device} (${where}), a browser it had not been used on before.`,
  ],
  reviewDevicesAction: 'Review your devices',
  // The 15-minute proof closed after too many wrong codes.
  proofCodesSubject: 'A device was signed out after wrong codes',
  proofCodesLines: (device: string) => [
    `Someone signed in to your account on ${device} entered several wrong two-factor codes when asked to confirm ` +
      'it was you. We signed that device out.',
    'If it was not you, change your password and check the devices signed in to your account.',
  ],
} as const;
