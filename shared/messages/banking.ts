// Linking, refreshing and unlinking a bank: the connect dialog, the linked accounts, the debug screen.
// User-facing texts in the product's wording, word for word, by name. Both ends use these.

export const bankDialog = {
  introTitle: 'Connect Your Bank Account',
  securityTitle: 'Bank-Level Security',
  securityBody: '256-bit encryption protects your data',
  readOnlyTitle: 'Read-Only Access',
  readOnlyBody: 'we can only view transactions, never move money',
  // docs/product-rules.md section 11: 'Trusted by Millions' is a claim the product cannot back; a true heading.
  connectorTitle: 'Who connects your bank',
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
  // Our words: the sheet stays after a link, until the first import is in and said (the same words as its notice).
  importing: 'Bringing in your transactions...',
  importLater: "Your transactions are on their way. We'll tell you when they're in.",
  seeThem: 'See them',
  done: 'Done',
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
  // Where the spec is silent: our own words, kept here too.
  credentialsTitle: (country: string) => `Connect Your Bank in ${country}`,
  bankLabel: 'Bank',
  loadingBanks: 'Loading banks...',
  sandboxTitle: 'Test mode',
  sandboxBody: (username: string, password: string) =>
    `No real bank is used. Sign in with username ${username} and password ${password}.`,
  cancel: 'Cancel',
  // The dialog keeps its place on an error and says why under the fields.
  otherCountries: 'Other countries',
  popupHidden: 'Popup not showing?',
  openPopupAgain: 'Open it again',
} as const;

/** A bank that asks for a one-time code (Belvo's 428 token_required), asked for in the same dialog. */
export const bankCode = {
  title: 'Enter the code from your bank',
  body: (bank: string) => `${bank} sent you a one-time code. Enter it to finish linking your account.`,
  label: 'One-time code',
  submit: 'Verify code',
  verifying: 'Verifying...',
  sandboxHint: (code: string) => `No real bank is used. The code is ${code}.`,
  required: 'Enter the code your bank sent you.',
  tooLong: 'That code is too long. Check it and try again.',
  // The server's answers (both the real client and the sandbox).
  tokenRequired: 'Your bank asks for a one-time code. Enter the code it sent you to finish linking.',
  invalidToken: 'That code was not accepted. Check it and try again.',
  expired: 'The one-time code request has expired. Sign in to your bank again to get a new code.',
} as const;

/** What a bank link's refusal says, the same from the real aggregator client and its sandbox. */
export const bankLinkMessages = {
  invalidCredentials: 'The username or password is incorrect. Check them and try again.',
  tokenRequired: bankCode.tokenRequired,
  invalidToken: bankCode.invalidToken,
  tokenExpired: bankCode.expired,
  unknownLink: 'This bank connection no longer exists. Please connect your bank again.',
} as const;

/** The linked bank accounts (dashboard, Settings > Bank Account) and unlinking (our own words). */
export const bankAccountsText = {
  settingsTitle: 'Bank Account',
  connectedBadge: 'Bank Connected',
  empty: 'Link a bank account read-only and we will find your coin purchases for you.',
  primary: 'Primary',
  active: 'Active',
  inactive: 'Inactive',
  needsAttention: 'Needs attention',
  needsAttentionHint:
    'This connection stopped working (a changed password or expired consent). ' +
    'Connect the bank again to keep your round-ups going.',
  accountNumber: (last4: string) => `•••• ${last4}`,
  accountNumberLabel: (last4: string) => `Account ending in ${last4}`,
  unlink: 'Unlink',
  unlinkLabel: (name: string) => `Unlink ${name}`,
  unlinkTitle: 'Unlink this bank account?',
  unlinkBody: (name: string) => `We will stop syncing ${name}. Your transaction history, round-ups and points stay.`,
  unlinking: 'Unlinking...',
  cancel: 'Cancel',
  unlinkFailedTitle: 'Unlink failed',
  unlinkFailedBody: 'Failed to unlink bank account. Please try again.',
  loadFailed: 'Failed to load your bank accounts.',
} as const;

// Bank linking texts the spec does not give (docs/product-rules.md section 8): our words, kept here.
export const banking = {
  addedTitle: 'Bank account connected!',
  addedBody: (name: string) => `${name} is linked read-only. We are fetching your transactions now.`,
  unlinkedTitle: 'Bank account unlinked',
  unlinkedBody: (name: string) => `${name} no longer syncs. Its past transactions stay in your history.`,
  attentionTitle: 'Your bank needs attention',
  attentionBody: (name: string) => `We could not sync ${name}. Reconnect it so your round-ups keep coming.`,
  noConnection: 'No bank account connected',
  accountNotFound: 'Bank account not found',
  syncFailed: 'Unable to refresh account data. Please try again.',
  refreshTooSoon: (seconds: number) => `Your account was refreshed a moment ago. Refresh again in ${seconds} s.`,
  providerUnavailable: 'The bank connection service is unavailable. Please try again in a few minutes.',
  mustBeText: 'This field must be text',
  isPrimaryInvalid: 'isPrimary must be true or false',
  // One real bank account earns on one GiftOrbit account only.
  linkedElsewhere:
    'This bank account is already linked to another GiftOrbit account, and a bank account can earn rewards on ' +
    'one GiftOrbit account only. If it is yours, contact support and we will sort it out.',
  contactSupport: 'Contact support',
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
  // Where the spec is silent: our own words, kept here too.
  title: 'Account Debug Information',
  loadFailedTitle: 'Error',
  connectionTitle: 'Finicity Connection',
  linkedAccount: 'Linked account at Finicity',
  yes: 'Yes',
  no: 'No',
  customerId: 'Customer ID',
  none: 'None',
  accountsTitle: (n: number) => `Connected Accounts (${n})`,
  type: 'Type',
  status: 'Status',
  balance: 'Balance',
  lastUpdated: 'Last updated',
  linkedDate: 'Linked',
  error: (message: string) => `Error: ${message}`,
  unknown: 'Unknown',
  manualRefreshTitle: 'Manual Account Refresh',
  adviceIntro: 'Not seeing your latest transactions? A few things to know:',
  adviceCreditCards: 'Credit cards can take 24-48 hours to sync after linking.',
  advicePostedOnly: 'Some banks only report posted transactions, so a purchase can be missing until it posts.',
  adviceBankDelays: 'Banks can take a while to report new transactions.',
  adviceManualRefresh: 'If something is still missing, a manual refresh may be needed.',
  refreshing: 'Refreshing...',
  loading: 'Loading...',
} as const;
