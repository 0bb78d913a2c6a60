// What the home page says to a member who just closed their account (`?closed=1`), and the close's answer.
// Apart from shared/messages/closing.ts: the home page loads these words alone, on demand, and no screen of the app
// imports them, so they never ride in the bundles every visitor loads.
export const accountClosedText = {
  title: 'Your account is closed',
  body: 'Your personal data is erased and you are signed out. A confirmation is on its way to your email.',
} as const;
