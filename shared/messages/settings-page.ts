// The Settings screen's own words: its sections, the account's fields, the switches' explanations, the password form.
// User-facing texts in the product's wording, by name. The switches' names are settingLabels (./app-shell.ts).

export const settingsPage = {
  // The password form's answers (kept here, not with sign-in's texts, which every visitor page loads).
  changePasswordErrorTitle: 'Error',
  changePasswordFailed: 'Failed to change password',
  passwordChangedTitle: 'Password Changed',
  passwordChangedBody: 'Your password has been successfully changed.',
  title: 'Settings',
  // Our words: a page of Settings leads back to the list of them.
  allSettings: 'All settings',
  accountInfo: 'Account Information',
  security: 'Security',
  roundUps: 'Round-Up Preferences',
  notifications: 'Notifications',
  name: 'Name',
  email: 'Email',
  username: 'Username',
  accountType: 'Account type',
  gifter: 'Gifter',
  creator: 'Creator',
  autoRoundUpsHint: 'Round up every coin purchase and set the spare change aside to invest.',
  nextDollar: 'Next whole dollar',
  nextDollarHint: '$3.49 becomes $4.00: 51¢ invested',
  nearestFive: 'Nearest $5',
  nearestFiveHint: '$3.49 becomes $5.00: $1.51 invested',
  transactionAlertsHint: 'When we find a coin purchase or round one up.',
  cashOutRemindersHint: 'When your points or cash-outs change status.',
  creatorUpdatesHint: 'News from the creator you support.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  changePassword: 'Change Password',
  changingPassword: 'Changing...',
  // Our words: the member's time zone (docs/product-rules.md section 9).
  timeZoneHint: 'Dates, times and your monthly statements follow it.',
  useDeviceTimeZone: (zone: string) => `Use this device's: ${zone}`,
};
