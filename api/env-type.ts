// What the server reads from its environment, parsed and checked (api/env.ts makes it; docs/environment.md).
import type { TrustProxy } from '#api/env-https.ts';

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseFile: string;
  /**
   * The database's keys (DATA_KEY; NEW_DATA_KEY first while rotating); when unset, the keyring kept in data.key beside
   * the database (db/data-key.ts), made on first start.
   */
  dataKeys?: Buffer[];
  /** Where backups are written (BACKUP_DIR, default DATA_DIR/backups), how often (null: never) and how many kept. */
  backupDir: string;
  backupEveryMs: number | null;
  backupKeep: number;
  /** The most all backups may take together, in bytes (BACKUP_KEEP_BYTES; null: no limit by size). */
  backupKeepBytes: number | null;
  /** Members a job step works on at once: bank syncs (BANK_SYNCS_AT_ONCE), sweeps and payouts (PAYMENTS_AT_ONCE). */
  bankSyncsAtOnce: number;
  paymentsAtOnce: number;
  /** The bearer token GET /metrics asks for; without it there is no /metrics. */
  metricsToken?: string;
  /** The public origin, when the app runs behind a proxy or on a domain (also allowed as an Origin). */
  publicUrl?: string;
  /**
   * Where every absolute link the server writes points (link previews, referral links, mails): PUBLIC_URL, else
   * the address `npm start` prints (http://localhost:PORT). Never the Host or X-Forwarded-Host a caller sends: a
   * forged one would be written into answers a shared cache keeps for everyone.
   */
  publicOrigin: string;
  /**
   * Whose X-Forwarded-For / -Proto / -Host are honoured: the proxies TRUST_PROXY names (a BlockList of their
   * addresses), any caller (true, the old setting) or nobody (false). See api/env-https.ts.
   */
  trustProxy: TrustProxy;
  logRequests: boolean;
  /** Stripe secret key: when set, sweeps debit cards and payouts go through Stripe (Connect). */
  stripeSecretKey?: string;
  /** Where the Stripe client sends its calls instead of api.stripe.com (stripe-mock, a local fake). */
  stripeApiBase?: string;
  /** Stripe publishable key: with the secret key, the page saves cards through Stripe.js (and the CSP allows it). */
  stripePublishableKey?: string;
  /** Signing secret of the Stripe webhook endpoint; the endpoint answers 404 without it. */
  stripeWebhookSecret?: string;
  /** Signing secret of the Connect webhook endpoint (events of connected accounts: `account.updated`). */
  stripeConnectWebhookSecret?: string;
  /** The financial account Global Payouts recipients are paid from; without it Latin America is not paid. */
  stripeFinancialAccount?: string;
  /** Origin of a Coinbase-compatible spot price API; the built-in sandbox series when unset. */
  priceFeedUrl?: string;
  /** A Frankfurter-compatible exchange-rate API (ECB reference rates); the built-in sandbox rates when unset. */
  ratesFeedUrl?: string;
  /** Belvo keys, both or neither: when set, Latin American banks link through Belvo itself. */
  belvoSecretId?: string;
  belvoSecretPassword?: string;
  /** Which Belvo: its sandbox (test institutions and credentials) or production. */
  belvoEnv: 'sandbox' | 'production';
  /** Where the Belvo client calls: BELVO_API_BASE, else Belvo's own origin for belvoEnv. */
  belvoApiBase: string;
  /** The Authorization header Belvo's webhooks must carry; webhooks are refused without it. */
  belvoWebhookAuthorization?: string;
  /** Finicity keys, all three or none: when set, other countries' banks link through Finicity Connect. */
  finicityPartnerId?: string;
  finicitySecret?: string;
  finicityAppKey?: string;
  /** sandbox: Finicity testing customers (its test banks); production: active customers. */
  finicityEnv: 'sandbox' | 'production';
  finicityApiBase: string;
  /**
   * Key of the HMAC on Finicity's webhooks: FINICITY_WEBHOOK_SECRET, else the partner secret (what Finicity
   * signs with).
   */
  finicityWebhookSecret?: string;
  /** VAPID keys from the environment, both or neither; without them the server makes a pair and keeps it. */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** Who push services may contact about our pushes (mailto: or https:). */
  vapidSubject?: string;
  /**
   * Accept push subscriptions whose endpoint is on this machine (http://127.0.0.1, localhost): a local fake push
   * service. Only when PUSH_ALLOW_LOCAL_ENDPOINTS says so, in any NODE_ENV: never a default, or any member could point
   * the server at its own machine.
   */
  pushAllowLocalEndpoints: boolean;
  /**
   * The key two-factor secrets are encrypted with at rest (AUTH_SECRET_KEY, 32 bytes); when unset, a key made on
   * first start and kept in DATA_DIR/auth-secret.key, beside the database but never in it.
   */
  authSecretKey?: Buffer;
  /** The SMTP server mail goes through, with MAIL_FROM; the mail sandbox when unset. */
  smtpUrl?: string;
  /** The From of every mail, such as 'GiftOrbit <hello@giftorbit.example>'. */
  mailFrom?: string;
};
