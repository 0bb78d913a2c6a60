// 'Download my data' (Settings > Your data), its answers, the notification when an archive is ready, and
// the note inside the archive. Loaded with the settings screen only.

export const dataExportText = {
  // Settings > Your data
  title: 'Download my data',
  intro:
    'One archive of everything we keep about you: your account, bank links, transactions, ledger, points, ' +
    'payouts, notifications and more, with your transactions and ledger as spreadsheets (CSV).',
  start: 'Download my data',
  starting: 'Starting...',
  building: (progress: number) => `Preparing your archive: ${progress}%`,
  buildingLabel: 'Preparing your archive',
  buildingHint: 'You can leave this page: we will notify you when it is ready.',
  ready: 'Your archive is ready.',
  download: 'Download',
  expires: (when: string) => `The link works until ${when}.`,
  expired: 'Your last archive has expired. Make a new one at any time.',
  failed: 'We could not prepare your archive. Please try again.',
  again: 'Make a new archive',
  loadFailed: 'Your exports could not be loaded.',

  // API answers
  startedBody: 'We are preparing your archive. We will notify you when it is ready.',
  alreadyBuilding: 'Your archive is still being prepared: wait until it is ready to make another.',
  tooMany: (perDay: number) =>
    `You have made ${perDay} archives in the last 24 hours: download the newest one, or make another tomorrow.`,
  notFound: 'This export was not found.',
  linkExpired: 'This download link has expired. Make a new archive in Settings > Your data.',
  linkInvalid: 'This download link is not valid.',

  // The notification (in the app, and a push when the member's Transaction Alerts allow)
  readyTitle: 'Your data is ready',
  readyMessage: (days: number) => `Your archive is ready to download from Settings for ${days} days.`,

  // README.txt inside the archive
  readme: (madeAt: string) =>
    [
      'GiftOrbit: your data',
      `Made ${madeAt} (UTC).`,
      '',
      'Each .json file holds one kind of record. transactions.csv and ledger.csv open in Excel, Numbers and',
      'Google Sheets: dates are ISO 8601 in UTC, amounts plain decimals (dollars, points, or bitcoin for the',
      '"sats:" accounts), and transactions keep the currency and amount your bank sent.',
      'Passwords, sign-in secrets, session tokens, card numbers and bank credentials are never included.',
      '',
    ].join('\r\n'),
} as const;
