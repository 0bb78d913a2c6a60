// Settings > Security (two-factor, passkeys, devices), the sign-in's second step and the proof money asks
// for. Loaded with those screens only.
import { pluralIn } from '#shared/i18n/plural.ts';

const byCount = pluralIn('en-US');

export const securityText = {
  // The sign-in's second step
  secondStepTitle: 'Two-factor authentication',
  secondStepIntro: 'Enter the 6-digit code from your authenticator app.',
  codeLabel: 'Code',
  recoveryCodeLabel: 'Recovery code',
  useRecoveryCode: 'Use a recovery code instead',
  useAppCode: 'Use a code from the app instead',
  verify: 'Verify',
  verifying: 'Verifying...',
  codeWrong: 'That code is not right. Check the time on your phone and try again.',
  stepExpired: 'This sign-in timed out. Sign in again with your password.',
  backToPassword: 'Sign in again',

  // Settings > Security: two-factor
  twoFactorTitle: 'Two-factor authentication',
  twoFactorOffBody: 'Optional, and recommended: with it on, signing in takes a code from an app on your phone too.',
  twoFactorOnBody: (left: number) => `On. ${left} of 10 recovery codes left.`,
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  newRecoveryCodes: 'New recovery codes',
  setupTitle: 'Turn on two-factor authentication',
  setupScan: 'Scan this code with an authenticator app (Google Authenticator, 1Password, Authy...), or type the key.',
  setupKey: 'Key',
  // On a phone the code cannot be scanned by the phone showing it: the key goes to the app on it instead.
  setupTouch:
    'Add the key to an authenticator app on this phone (Google Authenticator, 1Password, Authy...), or copy it.',
  addToAuthenticator: 'Add to authenticator',
  copyKey: 'Copy key',
  setupScanOther: 'Or scan this code from another device:',
  setupConfirm: 'Enter the 6-digit code the app shows to finish.',
  turningOn: 'Turning on...',
  codesTitle: 'Your recovery codes',
  codesIntro: 'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
  copyCodes: 'Copy',
  copied: 'Copied',
  downloadCodes: 'Download',
  done: 'Done',
  twoFactorOnToast: 'Two-factor authentication is on',
  disableTitle: 'Turn off two-factor authentication',
  disableIntro: 'Enter your password and a code from your app (or a recovery code).',
  renewTitle: 'New recovery codes',
  renewIntro: 'Your old recovery codes stop working. Enter your password and a code from your app.',
  twoFactorOffToast: 'Two-factor authentication is off',
  notSetUp: 'Start again: the key was not set up.',

  // Passkeys
  passkeysTitle: 'Passkeys',
  passkeysIntro: 'Sign in with your fingerprint, face or screen lock instead of your password.',
  addPasskey: 'Add a passkey',
  addingPasskey: 'Waiting for your device...',
  noPasskeys: 'No passkeys yet.',
  passkeyAdded: (when: string) => `Added ${when}`,
  passkeyLastUsed: (when: string) => `last used ${when}`,
  passkeyNeverUsed: 'not used yet',
  rename: 'Rename',
  remove: 'Remove',
  passkeyName: 'Name',
  save: 'Save',
  cancel: 'Cancel',
  /** A device whose browser says nothing usable of itself, and an address not known. */
  someBrowser: 'A browser',
  /** A device as its browser names it: 'Chrome on Android'. */
  browserOn: (browser: string, system: string) => `${browser} on ${system}`,
  unknownAddress: 'an unknown address',
  passkeyNotAdded: 'The passkey was not added. Try again.',
  passkeyUnsupported: 'This browser cannot make passkeys.',
  passkeyNameInvalid: 'Give it a name of 1 to 60 characters.',
  removePasskeyConfirm: (name: string) => `Remove the passkey "${name}"? It will no longer sign you in.`,

  // Devices
  devicesTitle: 'Your devices',
  devicesIntro: 'Where your account is signed in.',
  thisDevice: 'This device',
  deviceLine: (where: string, when: string) => `${where} · active ${when}`,
  signOutDevice: 'Sign out',
  signOutOthers: 'Sign out everywhere else',
  signedOutOthers: (n: number) => byCount(n, 'Signed out 1 other device.', `Signed out ${n} other devices.`),
  sessionNotFound: 'That device is already signed out.',

  // The proof money asks for
  proofTitle: 'Confirm it is you',
  proofIntro: 'It has been a while since you signed in. Enter your password to move money.',
  proofIntroTwoFactor: 'It has been a while since you signed in. Enter a code from your authenticator app.',
  proofNeeded: 'Confirm it is you before moving money.',
  proofCodesClosed: 'Too many wrong codes: you have been signed out. Sign in again to go on.',
  confirm: 'Confirm',
  usePasskey: 'Use a passkey instead',
  passkeySettling:
    'That passkey was added less than a day ago, so it cannot confirm it is you yet. Use your password or a code.',
  password: 'Password',
} as const;
