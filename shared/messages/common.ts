// Texts every screen and call shares: form validation, API errors, dates, not found.
// User-facing texts in the product's wording, word for word, by name. Both ends use these.
import { pluralIn } from '#shared/i18n/plural.ts';

const byCount = pluralIn('en-US');

export const validation = {
  nameRequired: 'Name is required',
  emailInvalid: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  usernameMin: 'Username must be at least 3 characters',
  userType: 'Please select your account type',
  country: 'Please select your country',
  locale: 'Please choose a language',
  timeZone: 'Please choose a time zone from the list',
  termsTitle: 'Terms required',
  termsBody: 'Please agree to the terms and conditions to continue.',
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Current password is required',
  newPasswordMin: 'New password must be at least 8 characters',
  confirmPasswordRequired: 'Please confirm your new password',
  passwordsMustMatch: 'New password and confirmation must match',
  missingInfoTitle: 'Missing information',
  missingInfoBody: 'Please fill in all required fields',
  contactMissingTitle: 'Missing Information',
  contactMissingBody: 'Please fill in all required fields.',
  popupBlocked: 'Popup blocked. Please allow popups for this site.',
  noConnectUrl: 'No connect URL received from server',
  // Where the spec is silent (docs/product-rules.md section 9): our own words, kept here too.
  invalidReferralCode: 'Invalid referral code',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  usernameReserved: 'This username is not available',
  usernameFormat: 'Username may contain only letters, numbers, underscores and dots',
  usernameMax: 'Username must be at most 30 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordCommon: 'This password is too common. Please choose another one.',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordSame: 'New password must be different from the current password',
  fieldRequired: 'This field is required',
  fieldTooLong: 'This field is too long',
} as const;

/** Dates as the product shows them: 'Today, 3:04 PM', 'Yesterday, 3:04 PM', 'Mar 5, 3:04 PM'. */
export const dates = {
  today: 'Today',
  yesterday: 'Yesterday',
  /** How long ago, in words (a notification, a device's last use): then the date. */
  justNow: 'just now',
  minutesAgo: (n: number) => `${n} min ago`,
  hoursAgo: (n: number) => `${n} hour${byCount(n, '', 's')} ago`,
  daysAgo: (n: number) => `${n} day${byCount(n, '', 's')} ago`,
} as const;

export const api = {
  malformedJson: 'Malformed JSON in request body',
  unsupportedMediaType: 'Content-Type must be application/json',
  payloadTooLarge: 'Request body is too large',
  forbiddenOrigin: 'Cross-site request refused',
  notFound: 'Not found',
  internalError: 'Something went wrong on our side. Please try again.',
  invalidRequest: 'Invalid request',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 visible characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed',
  webhookSignatureInvalid: 'The webhook signature could not be verified',
} as const;
