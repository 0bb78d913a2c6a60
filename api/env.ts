// The only reader of process.env: one zod parse, a clear line per wrong variable.
import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number between 0 and 65535' })
    .int('must be a whole number between 0 and 65535')
    .min(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be a full http:// or https:// URL such as https://giftorbit.example' }).optional(),
  TRUST_PROXY: flag.default(false),
  LOG_REQUESTS: flag.default(false),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\S+$/, 'must be a Stripe secret key starting with sk_test_ or sk_live_')
    .optional(),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// origin such as http://127.0.0.1:12111' })
    .refine((u) => /^https?:\/\/[^/?#]+\/?$/.test(u), 'must be an origin without a path, such as http://127.0.0.1:12111')
    .optional(),
  PRICE_FEED_URL: z.url({ protocol: /^https?$/, error: 'must be a full http:// or https:// URL such as https://api.coinbase.com' }).optional(),
});

/** Variables whose values never appear in an error line (only their first characters do). */
const SECRETS = new Set(['STRIPE_SECRET_KEY']);

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseFile: string;
  /** The public origin, when the app runs behind a proxy or on a domain (also allowed as an Origin). */
  publicUrl?: string;
  /** Honour X-Forwarded-For / X-Forwarded-Proto (only behind a proxy you run). */
  trustProxy: boolean;
  logRequests: boolean;
  /** Stripe secret key: when set, sweeps debit cards and payouts go through Stripe (Connect). */
  stripeSecretKey?: string;
  /** Where the Stripe client sends its calls instead of api.stripe.com (stripe-mock, a local fake). */
  stripeApiBase?: string;
  /** Origin of a Coinbase-compatible spot price API; the built-in sandbox series when unset. */
  priceFeedUrl?: string;
};

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value in .env means "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got ${shown(String(i.path[0]), cleaned[String(i.path[0])])})`);
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}\nSee .env.example for what each one means.`);
  }
  const e = result.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseFile: resolve(dataDir, 'giftorbit.sqlite'),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    logRequests: e.LOG_REQUESTS,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeApiBase: e.STRIPE_API_BASE?.replace(/\/$/, ''),
    priceFeedUrl: e.PRICE_FEED_URL?.replace(/\/$/, ''),
  };
}

function shown(name: string, value: string | undefined): string {
  if (value === undefined || !SECRETS.has(name)) return JSON.stringify(value);
  return `a value starting with ${JSON.stringify(value.slice(0, 3))}, ${value.length} characters`;
}

/** Reads process.env (and .env when present); prints what is wrong and exits on a bad value. */
export function loadEnv(): Env {
  try {
    process.loadEnvFile('.env');
  } catch {
    // No .env file: the defaults and the real environment are enough.
  }
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
