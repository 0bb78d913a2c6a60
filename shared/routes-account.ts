// The screens and API paths of email confirmation, password reset and changing the email. The links the
// mails carry put their token after '#', so it never reaches a server log, a proxy or a Referer.

import { FORGOT_PASSWORD } from './routes.ts';

export const accountScreens = {
  verifyEmail: '/verify-email',
  forgotPassword: FORGOT_PASSWORD,
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  undoEmailChange: '/undo-email-change',
} as const;

export const accountApiPaths = {
  /** POST `{ token }`: confirms the email; signs in the browser that signed up (its pending cookie). */
  verifyEmail: '/api/auth/verify-email',
  /** POST (signed in): a new confirmation link. */
  resendVerification: '/api/auth/resend-verification',
  /** POST, from the browser that signed up (its cookie): a new link; the same 202 whatever the cookie names. */
  resendSignup: '/api/auth/resend-signup',
  /** POST `{ email }`: the same 202 whether or not the email has an account. */
  forgotPassword: '/api/auth/forgot-password',
  /** POST `{ token, password }`. */
  resetPassword: '/api/auth/reset-password',
  /** POST `{ newEmail, currentPassword }` (signed in). */
  changeEmail: '/api/auth/change-email',
  /** POST `{ token }`: the link sent to the new address. */
  confirmEmailChange: '/api/auth/confirm-email',
  /** POST `{ token }`: the link sent to the old address. */
  undoEmailChange: '/api/auth/undo-email-change',
} as const;

/** The link a mail carries: a screen of ours with the token after '#'. */
export const tokenLink = (origin: string, screen: string, token: string) => `${origin}${screen}#${token}`;

/** How long each link works. */
export const LINK_TTL_MS = {
  verify_email: 24 * 60 * 60_000,
  reset_password: 30 * 60_000,
  change_email: 24 * 60 * 60_000,
  undo_email_change: 7 * 24 * 60 * 60_000,
} as const;

/** The mail sandbox's mailbox page (no SMTP_URL): `?key=` the key the server prints at start. */
export const SANDBOX_MAILBOX_PATH = '/sandbox/mail';
