// The API paths of two-factor, passkeys, devices and the proof money asks for (Settings > Security, and
// the sign-in's second step), apart from shared/routes.ts, which the first page a visitor loads carries.

export const securityApiPaths = {
  /** GET: `{ twoFactor, passkeys, sessions }`, Settings > Security in one read. */
  overview: '/api/security',
  /** Prefix of the routes below that start with it (api/routes/security-settings.ts). */
  prefix: '/api/security',
  twoFactorSetup: '/api/security/two-factor/setup',
  twoFactorEnable: '/api/security/two-factor/enable',
  twoFactorDisable: '/api/security/two-factor/disable',
  recoveryCodes: '/api/security/two-factor/recovery-codes',
  passkeyOptions: '/api/security/passkeys/options',
  passkeys: '/api/security/passkeys',
  passkey: (id: string) => `/api/security/passkeys/${encodeURIComponent(id)}`,
  session: (id: string) => `/api/security/sessions/${encodeURIComponent(id)}`,
  otherSessions: '/api/security/sessions/others',
  /** POST `{ password }` or `{ code }`: proof for money (a cash-out or a redemption) in this session. */
  reauth: '/api/security/reauth',
  /** The same proof with one of the member's passkeys: its options, then the browser's answer. */
  reauthPasskeyOptions: '/api/security/reauth/passkey/options',
  reauthPasskey: '/api/security/reauth/passkey',

  // The sign-in's steps, under /api/auth beside sign-in.
  signInTwoFactor: '/api/auth/two-factor',
  signInPasskeyOptions: '/api/auth/passkey/options',
  signInPasskey: '/api/auth/passkey',
} as const;

/** Money (a cash-out, a redemption) more than this long after the session's last proof asks for it again. */
export const PROOF_FOR_MONEY_MS = 15 * 60_000;
/** A passkey proves nothing on its own for a day after it was added: time for its owner to see the mail. */
export const PASSKEY_SETTLING_MS = 24 * 60 * 60_000;
