// Every user-facing text of ../shared/spec/SPEC.md, word for word, by name. Both ends use these.
import { PRODUCT_NAME, SUPPORT_EMAIL } from './constants.ts';

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
  // Where the spec is silent (PRODUCT.md section 9 and issue 2): our own words, kept here too.
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

export const auth = {
  signupFailedTitle: 'Sign up failed',
  signupFailedBody: 'Could not create account. Please try again.',
  signupSuccessTitle: 'Account created successfully!',
  signupSuccessBody: `Welcome to ${PRODUCT_NAME}! Set up your investment preferences to start growing your spare change.`,
  loginFailed: 'Invalid email or password. Please try again.',
  loginSuccessTitle: 'Welcome back!',
  changePasswordErrorTitle: 'Error',
  changePasswordFailed: 'Failed to change password',
  passwordChangedTitle: 'Password Changed',
  passwordChangedBody: 'Your password has been successfully changed.',
  notAuthenticated: 'Not authenticated',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  creatingAccount: 'Creating Account...',
  createAccount: 'Create Account',
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  termsText:
    'I confirm I am a U.S. resident, 18 or older, and I agree to the Program Agreement, Privacy Policy and Auto Debit Authorization.',
} as const;

export const dashboard = {
  greeting: (name: string) => `Welcome back, ${name}!`,
  subtitle: 'Track your TikTok spending and earn points',
  pointsBalance: 'Points Balance',
  tiktokSpending: 'TikTok Spending',
  tiktokSpendingHint: 'All time total',
  pointsEarned: 'Points Earned',
  pointsEarnedHint: '5% back on purchases',
  pointsRedeemed: 'Points Redeemed',
  pointsRedeemedHint: 'Cash withdrawn',
  recentActivity: 'Recent Activity',
  bankAccounts: 'Bank Accounts',
  loading: 'Loading...',
} as const;

export const transactionsPage = {
  title: 'Transaction History',
  syncingTitle: 'Syncing Transaction Data',
  connected: 'Bank Account Connected',
  notConnected: 'No Bank Account Connected',
  allTransactions: 'All Transactions',
  refreshing: 'Refreshing...',
  refreshFailedTitle: 'Refresh failed',
  refreshFailedBody: 'Unable to refresh account data. Please try again.',
  refreshedTitle: 'Account refreshed',
  refreshedBody: (n: number) => `Found ${n} transactions. Page will update shortly.`,
} as const;

export const bankDialog = {
  introTitle: 'Connect Your Bank Account',
  securityTitle: 'Bank-Level Security',
  securityBody: '256-bit encryption protects your data',
  readOnlyTitle: 'Read-Only Access',
  readOnlyBody: 'we can only view transactions, never move money',
  trustedTitle: 'Trusted by Millions',
  trustedBelvo: 'Powered by Belvo, trusted throughout Latin America',
  trustedFinicity: 'Powered by Finicity, used by thousands of financial apps',
  connectBank: 'Connect Bank',
  connectAccount: 'Connect Account',
  settingUp: 'Setting up...',
  chooseBank: 'Choose your bank',
  username: 'Online Banking Username',
  password: 'Online Banking Password',
  credentialsNote:
    'Your credentials are encrypted and used only to connect your account. We never store your banking passwords.',
  back: 'Back',
  connecting: 'Connecting...',
  popupWaiting: 'Complete the connection in the popup window...',
  popupAutoUpdate: 'This window will update automatically when finished',
  successTitle: 'Bank Account Connected Successfully!',
  successComplete: 'Connection Complete!',
  closing: 'Closing automatically...',
  institutionsErrorTitle: 'Error',
  institutionsErrorBody: 'Failed to load banking institutions',
  setupFailedTitle: 'Setup failed',
  setupFailedBody: (reason: string) => `Failed to initialize bank connection: ${reason}`,
  unknownServerError: 'Unknown server error',
  connectionFailedTitle: 'Connection failed',
  linkFailedBody: (reason: string) => `Failed to connect bank account: ${reason}`,
  connectedTitle: 'Bank account connected!',
  linkedBank: (bank: string) => `Successfully linked your ${bank} account`,
  linkedAccount: (name: string) => `Successfully linked ${name}`,
  callbackFailedBody: (message: string) => `Failed to complete bank account connection: ${message}`,
  unknownError: 'Unknown error',
  userNotLoadedTitle: 'Error',
  userNotLoadedBody: 'User information not loaded',
} as const;

export const debugScreen = {
  refreshInfo: 'Refresh Debug Info',
  refreshAccount: 'Refresh Account & Fetch Transactions',
  refreshFailedTitle: 'Refresh Failed',
  refreshFailedBody: 'Failed to refresh account',
  refreshedTitle: 'Account Refreshed',
  refreshedBody: (n: number) => `Found ${n} transactions`,
  loadFailed: 'Failed to load debug information',
  noAccounts: 'No accounts found',
} as const;

export const cards = {
  stripeNotReady: 'Stripe is not ready. Please try again.',
  enterCard: 'Please enter your card information.',
  failedTitle: 'Payment Method Failed',
  failedBody: 'Failed to save payment method',
  setupIncomplete: 'Setup intent did not complete successfully',
  setupIntentFailed: 'Failed to create setup intent',
  addFailed: 'Failed to add payment method. Please try again.',
  addedTitle: 'Payment Method Added',
  addedBody: 'Your card has been saved successfully.',
  removeFailed: 'Failed to remove payment method. Please try again.',
  removedTitle: 'Payment Method Removed',
  setDefaultFailed: 'Failed to update default payment method.',
  setDefaultTitle: 'Default Payment Method Updated',
} as const;

export const settings = {
  updateFailed: 'Failed to update settings. Please try again.',
  updatedTitle: 'Settings updated',
  updatedBody: 'Your preferences have been saved.',
  loadFailed: 'Failed to load user settings',
} as const;

export const contact = {
  errorTitle: 'Error Sending Message',
  errorBody: (email: string = SUPPORT_EMAIL) => `Please try again or email us directly at ${email}`,
  successTitle: 'Message Sent Successfully',
  successBody: "We've received your message and will respond within 24 hours.",
  ticketSubmitted: 'Support Ticket Submitted',
} as const;

export const ambassadors = {
  hero: 'Join the Space Crew',
  submit: 'Submit Ambassador Application',
  // The spec shows no submission behaviour; these are ours (issue 2: the form submits for real).
  submitting: 'Submitting...',
  successTitle: 'Application Received',
  successBody: "Thanks for applying to the Space Crew! We'll review your application and get back to you by email.",
  errorTitle: 'Application Failed',
  errorBody: 'We could not submit your application. Please try again.',
} as const;

export const profile = {
  notFoundTitle: 'Creator not found',
  notFoundBody: "The creator profile you're looking for doesn't exist or has been removed.",
  comingSoon: 'Coming Soon',
  updateFailedTitle: 'Update Failed',
  updateFailedBody: 'Failed to update profile.',
  updatedTitle: 'Profile Updated',
  uploadFailedTitle: 'Upload failed',
  uploadFailedBody: 'Failed to upload profile picture. Please try again.',
  uploadedTitle: 'Profile picture updated',
  followFailedTitle: 'Follow Failed',
  followFailedBody: 'Failed to follow creator.',
  followedTitle: 'Creator Followed!',
  unfollowFailedTitle: 'Unfollow Failed',
  unfollowFailedBody: 'Failed to unfollow creator.',
  unfollowedTitle: 'Creator Unfollowed',
  notAvailableTitle: 'Not Available',
  notAvailableBody: 'Only gifters can follow creators.',
  loginRequiredTitle: 'Login Required',
  loginRequiredBody: 'Please log in to support this creator.',
} as const;

export const notifications = {
  empty: 'No notifications yet',
} as const;

export const help = {
  noArticles: 'No articles found',
  articlesFound: (n: number) => `${n} articles found`,
} as const;

export const notFound = {
  title: '404 Page Not Found',
  body: 'Did you forget to add the page to the router?',
} as const;

export const api = {
  malformedJson: 'Malformed JSON in request body',
  unsupportedMediaType: 'Content-Type must be application/json',
  payloadTooLarge: 'Request body is too large',
  forbiddenOrigin: 'Cross-site request refused',
  notFound: 'Not found',
  internalError: 'Something went wrong on our side. Please try again.',
  invalidRequest: 'Invalid request',
} as const;
