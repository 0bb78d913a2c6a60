// Sign up, log in, password reset and the account forms.
// User-facing texts in the product's wording, word for word, by name. Both ends use these.
import { type Country, COUNTRY_LABELS, PRODUCT_NAME } from '#shared/constants.ts';

export const auth = {
  signupFailedTitle: 'Sign up failed',
  // A country whose bank accounts cannot be paid yet, said before the account exists.
  payoutsNotAvailable: (country: string) => `No cash payouts to ${country} yet; all else works there.`,
  signupFailedBody: 'Could not create account. Please try again.',
  signupSuccessTitle: 'Account created successfully!',
  signupSuccessBody:
    `Welcome to ${PRODUCT_NAME}! ` + 'Set up your investment preferences to start growing your spare change.',
  loginFailed: 'Invalid email or password. Please try again.',
  loginSuccessTitle: 'Welcome back!',
  notAuthenticated: 'Not authenticated',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  creatingAccount: 'Creating Account...',
  createAccount: 'Create Account',
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  /** The user menu's entry: a form that POSTs to /api/logout. */
  logOut: 'Log out',
  /**
   * The sign-up confirmation names the chosen country (docs/product-rules.md section 9: who may join is an adult
   * resident of a listed country, not a U.S. resident only); before one is chosen it points at the field.
   */
  termsText: (country: Country | undefined) =>
    `I am 18 or older and live in ${country ? countryName(country) : 'the country chosen above'}, ` +
    'and I agree to the Program Agreement, Privacy Policy and Auto Debit Authorization.',
  // Our words: the three documents termsText names (its words exactly), each a link that opens it in a sheet.
  termsDocuments: {
    programAgreement: 'Program Agreement',
    privacyPolicy: 'Privacy Policy',
    autoDebit: 'Auto Debit Authorization',
  },
  /** Under the sign-in form's password; and signing in with a passkey instead. */
  forgotPassword: 'Forgot password?',
  signInWithPasskey: 'Sign in with a passkey',
  passkeyFailed: 'That passkey did not sign you in. Try again, or sign in with your password.',
} as const;

/** A country as a sentence names it ('live in the United States', 'live in Mexico'). */
const countryName = (country: Country) => (country === 'USA' ? 'the United States' : COUNTRY_LABELS[country]);
