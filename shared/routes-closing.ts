// The API paths of closing an account (Settings > Close account), apart from shared/routes.ts, which the
// first page a visitor loads carries.

export const closingApiPaths = {
  /** Prefix of the routes below (api/routes/closing.ts). */
  prefix: '/api/account',
  /** GET: what closing now would do: what is forfeited, what is paid, what stops it (`ClosingPreview`). */
  preview: '/api/account/closing',
  /** POST `{ password, confirm, forfeit }`: closes the account, signs out everywhere (`CloseAccountRequest`). */
  close: '/api/account/close',
} as const;

/** Where the member lands after closing: the home page, signed out, with `?closed=1` for its message. */
export const CLOSED_LANDING = '/?closed=1';
