// The sign-in and sign-up forms' own words: titles, field labels, the way to the other form.
// User-facing texts in the product's wording, by name. Both ends use these.
import { PRODUCT_NAME } from '#shared/constants.ts';

export const authForms = {
  email: 'Email',
  password: 'Password',
  loginTitle: 'Welcome back',
  loginSubtitle: 'Sign in to see your round-ups and points.',
  newHere: `New to ${PRODUCT_NAME}?`,
  createAccountLink: 'Create an account',
  signupTitle: 'Join the Space Crew',
  signupSubtitle: 'Create your account and start rounding up.',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  fullName: 'Full name',
  username: 'Username',
  accountType: 'Account type',
  gifter: 'Gifter',
  creator: 'Creator',
  country: 'Country',
  selectCountry: 'Select your country',
  /** The member's language, chosen from the country until they choose one themselves. */
  language: 'Language',
  referralCode: 'Referral code (optional)',
  backHome: 'Back to home',
  /** The list of what a new password needs, for screen readers. */
  passwordRequirements: 'Password requirements',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  /** After each requirement, for screen readers. */
  requirementMet: '(met)',
  requirementNotMet: '(not met)',
};
