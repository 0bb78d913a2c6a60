// The only reader of process.env: one zod parse, a clear line per wrong variable.
import { resolve } from 'node:path';
import { z } from 'zod';
import { httpsUnseen, trustProxyVar } from '#api/env-https.ts';
import { moneyMixProblem } from '#api/env-money-path.ts';
import { jobsEnv, jobVars } from '#api/env-jobs.ts';
import { storageEnv, storageVars } from '#api/env-storage.ts';
import type { Env } from './env-type.ts';

export type { Env };

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A provider key: one token, no spaces. */
const key = (what: string) => z.string().regex(/^\S+$/, `must be ${what} (one word, no spaces)`).optional();

/** An origin to call instead of a provider's own (a local fake). */
const origin = (example: string) =>
  z
    .url({ protocol: /^https?$/, error: `must be an http:// or https:// origin such as ${example}` })
    .refine((u) => /^https?:\/\/[^/?#]+\/?$/.test(u), `must be an origin without a path, such as ${example}`)
    .optional();

const KEY_GROUPS = [
  ['BELVO_SECRET_ID', 'BELVO_SECRET_PASSWORD'],
  ['FINICITY_PARTNER_ID', 'FINICITY_SECRET', 'FINICITY_APP_KEY'],
  ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
  ['SMTP_URL', 'MAIL_FROM'],
] as const;

const isKeyOfLength = (key: Buffer, bytes: number) => key.length === bytes && (bytes !== 65 || key[0] === 4);

/** What leaving a group of keys empty gives instead. */
const EMPTY_MEANS: Record<(typeof KEY_GROUPS)[number][0], string> = {
  BELVO_SECRET_ID: 'for the sandbox',
  FINICITY_PARTNER_ID: 'for the sandbox',
  VAPID_PUBLIC_KEY: 'for a pair the server makes and keeps',
  SMTP_URL: 'for the mail sandbox',
};

/** A VAPID key as web-push prints it: base64url of `bytes` bytes (public: an uncompressed P-256 point; private: 32). */
const vapidKey = (bytes: number, what: string) =>
  z
    .string()
    .refine(
      (v) => /^[A-Za-z0-9_-]+$/.test(v) && isKeyOfLength(Buffer.from(v, 'base64url'), bytes),
      `must be the ${what} VAPID key, base64url (npx web-push generate-vapid-keys prints a pair)`,
    )
    .optional();

const envSchema = z
  .object({
    ...storageVars,
    ...jobVars,
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      // `npm start` is the production path: unset is production; `npm run dev` sets development itself.
      .default('production'),
    PORT: z.coerce
      .number({ error: 'must be a whole number between 0 and 65535' })
      .int('must be a whole number between 0 and 65535')
      .min(0, 'must be a whole number between 0 and 65535')
      .max(65535, 'must be a whole number between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    // The site's origin alone: passkeys belong to its host, and every link is built on it (a path or a capital letter
    // made passkeys fail without a word). Capitals and a final '/' are normalised; a path is refused.
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be a full http:// or https:// URL such as https://giftorbit.example' })
      .refine((url) => {
        if (!URL.canParse(url)) return true; // .url() says what is wrong with it
        const u = new URL(url);
        return u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password;
      }, 'must be the site alone, with no path, query or login, such as https://giftorbit.example')
      .transform((url) => (URL.canParse(url) ? new URL(url).origin : url))
      .optional(),
    TRUST_PROXY: trustProxyVar.default(false),
    LOG_REQUESTS: flag.default(false),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_\S+$/, 'must be a Stripe secret key starting with sk_test_ or sk_live_')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\S+$/, 'must be a Stripe publishable key starting with pk_test_ or pk_live_')
      .optional(),
    STRIPE_API_BASE: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// origin such as http://127.0.0.1:12111' })
      .refine(
        (u) => /^https?:\/\/[^/?#]+\/?$/.test(u),
        'must be an origin without a path, such as http://127.0.0.1:12111',
      )
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\S+$/, 'must be the signing secret of the Stripe webhook endpoint, starting with whsec_')
      .optional(),
    STRIPE_CONNECT_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\S+$/, 'must be the signing secret of the Connect webhook endpoint, starting with whsec_')
      .optional(),
    STRIPE_FINANCIAL_ACCOUNT: z
      .string()
      .regex(/^fa_\S+$/, 'must be the id of a Stripe financial account, starting with fa_')
      .optional(),
    PRICE_FEED_URL: z
      .url({ protocol: /^https?$/, error: 'must be a full http:// or https:// URL such as https://api.coinbase.com' })
      .optional(),
    RATES_FEED_URL: z
      .url({
        protocol: /^https?$/,
        error: 'must be a full http:// or https:// URL such as https://api.frankfurter.app',
      })
      .optional(),
    BELVO_SECRET_ID: key('the secret key id from the Belvo dashboard'),
    BELVO_SECRET_PASSWORD: key('the secret key password from the Belvo dashboard'),
    BELVO_ENV: z.enum(['sandbox', 'production'], { error: 'must be sandbox or production' }).default('sandbox'),
    BELVO_API_BASE: origin('http://127.0.0.1:12112'),
    BELVO_WEBHOOK_AUTHORIZATION: z
      .string()
      .regex(
        /^(Basic|Bearer) \S+$/,
        'must be the whole Authorization header Belvo sends, such as "Bearer <token>" or "Basic <base64>"',
      )
      .optional(),
    FINICITY_PARTNER_ID: key('the partner id from the Mastercard Open Finance dashboard'),
    FINICITY_SECRET: key('the partner secret from the Mastercard Open Finance dashboard'),
    FINICITY_APP_KEY: key('the app key from the Mastercard Open Finance dashboard'),
    FINICITY_ENV: z.enum(['sandbox', 'production'], { error: 'must be sandbox or production' }).default('sandbox'),
    FINICITY_API_BASE: origin('http://127.0.0.1:12113'),
    FINICITY_WEBHOOK_SECRET: key('the secret Finicity signs its webhooks with (its partner secret)'),
    VAPID_PUBLIC_KEY: vapidKey(65, 'public'),
    VAPID_PRIVATE_KEY: vapidKey(32, 'private'),
    VAPID_SUBJECT: z
      .string()
      .regex(
        /^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+\S*)$/,
        'must be a mailto: address or an https:// URL, such as mailto:support@giftorbit.example',
      )
      .optional(),
    PUSH_ALLOW_LOCAL_ENDPOINTS: flag.default(false),
    AUTH_SECRET_KEY: z
      .string()
      .refine(
        (v) =>
          /^[0-9a-f]{64}$/i.test(v) || (/^[A-Za-z0-9_-]{43}$/.test(v) && Buffer.from(v, 'base64url').length === 32),
        'must be 32 random bytes as 64 hex digits or 43 base64url characters (openssl rand -hex 32)',
      )
      .optional(),
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.com:465',
      })
      .optional(),
    MAIL_FROM: z
      .string()
      .regex(
        /^([^<>@\r\n]+ <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
        'must be an address such as GiftOrbit <hello@giftorbit.example>',
      )
      .optional(),
  })
  .superRefine((e, ctx) => {
    // A provider's keys come together or not at all: half a set would silently fall back to the sandbox.
    for (const group of KEY_GROUPS) {
      const set = group.filter((name) => e[name] !== undefined);
      if (set.length === 0 || set.length === group.length) continue;
      for (const name of group.filter((n) => e[n] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `must be set together with ${set.join(' and ')} (or leave them all empty ${EMPTY_MEANS[group[0]]})`,
        });
      }
    }
  });

/** Variables whose values never appear in an error line (only their first characters do). */
const SECRETS = new Set([
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_CONNECT_WEBHOOK_SECRET',
  'BELVO_SECRET_ID',
  'BELVO_SECRET_PASSWORD',
  'BELVO_WEBHOOK_AUTHORIZATION',
  'FINICITY_SECRET',
  'FINICITY_APP_KEY',
  'FINICITY_WEBHOOK_SECRET',
  'VAPID_PRIVATE_KEY',
  'SMTP_URL',
  'AUTH_SECRET_KEY',
  'DATA_KEY',
  'NEW_DATA_KEY',
  'METRICS_TOKEN',
]);

/** The aggregators' own origins (their clients default to them as well). */
export const BELVO_API_BASES = { sandbox: 'https://sandbox.belvo.com', production: 'https://api.belvo.com' } as const;
export const FINICITY_API_BASE = 'https://api.finicity.com';

export class EnvError extends Error {}

/** The address the server prints at start: localhost when it listens on every interface, else its own address. */
export function localOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value in .env means "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${shown(String(i.path[0]), cleaned[String(i.path[0])])})`,
    );
    throw new EnvError(
      `Invalid environment variables:\n${lines.join('\n')}\nSee .env.example for what each one means.`,
    );
  }
  const e = result.data;
  const dataDir = resolve(e.DATA_DIR);
  const env: Env = {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseFile: resolve(dataDir, 'giftorbit.sqlite'),
    ...storageEnv(e, dataDir),
    ...jobsEnv(e),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    publicOrigin: e.PUBLIC_URL?.replace(/\/$/, '') ?? localOrigin(e.HOST, e.PORT),
    trustProxy: e.TRUST_PROXY,
    logRequests: e.LOG_REQUESTS,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    stripeApiBase: e.STRIPE_API_BASE?.replace(/\/$/, ''),
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeConnectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET,
    stripeFinancialAccount: e.STRIPE_FINANCIAL_ACCOUNT,
    priceFeedUrl: e.PRICE_FEED_URL?.replace(/\/$/, ''),
    ratesFeedUrl: e.RATES_FEED_URL?.replace(/\/+$/, ''),
    belvoSecretId: e.BELVO_SECRET_ID,
    belvoSecretPassword: e.BELVO_SECRET_PASSWORD,
    belvoEnv: e.BELVO_ENV,
    belvoApiBase: e.BELVO_API_BASE?.replace(/\/$/, '') ?? BELVO_API_BASES[e.BELVO_ENV],
    belvoWebhookAuthorization: e.BELVO_WEBHOOK_AUTHORIZATION,
    finicityPartnerId: e.FINICITY_PARTNER_ID,
    finicitySecret: e.FINICITY_SECRET,
    finicityAppKey: e.FINICITY_APP_KEY,
    finicityEnv: e.FINICITY_ENV,
    finicityApiBase: e.FINICITY_API_BASE?.replace(/\/$/, '') ?? FINICITY_API_BASE,
    finicityWebhookSecret: e.FINICITY_WEBHOOK_SECRET ?? e.FINICITY_SECRET,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    pushAllowLocalEndpoints: e.PUSH_ALLOW_LOCAL_ENDPOINTS,
    authSecretKey: e.AUTH_SECRET_KEY
      ? Buffer.from(e.AUTH_SECRET_KEY, /^[0-9a-f]{64}$/i.test(e.AUTH_SECRET_KEY) ? 'hex' : 'base64url')
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
  };
  // An https PUBLIC_URL needs TRUST_PROXY (api/env-https.ts); real money never runs on a sandbox (env-money-path.ts).
  const problem = httpsUnseen(env) ?? moneyMixProblem(env);
  if (problem) throw new EnvError(problem);
  return env;
}

function shown(name: string, value: string | undefined): string {
  if (value === undefined || !SECRETS.has(name)) return JSON.stringify(value);
  return `a value starting with ${JSON.stringify(value.slice(0, 3))}, ${value.length} characters`;
}

/**
 * Reads process.env (and .env when present) over `defaults` (`npm run dev`: NODE_ENV=development); prints what is
 * wrong and exits on a bad value or, in production, on real money beside a sandbox.
 */
export function loadEnv(defaults: Record<string, string> = {}): Env {
  try {
    process.loadEnvFile('.env');
  } catch {
    // No .env file: the defaults and the real environment are enough.
  }
  try {
    return parseEnv({ ...defaults, ...process.env });
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
