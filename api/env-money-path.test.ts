// The money path is all real or all sandboxes in production (api/env-money-path.ts): through parseEnv,
// as the server's start reads the environment.
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '#api/env.ts';
import { sandboxWarning } from '#api/env-money-path.ts';

const belvoLive = { BELVO_SECRET_ID: 'belvo-id', BELVO_SECRET_PASSWORD: 'belvo-pw', BELVO_ENV: 'production' };
const finicityLive = {
  FINICITY_PARTNER_ID: '2445582695152',
  FINICITY_SECRET: 'partner-secret',
  FINICITY_APP_KEY: 'app-key',
  FINICITY_ENV: 'production',
};
const feeds = { RATES_FEED_URL: 'https://api.frankfurter.app', PRICE_FEED_URL: 'https://api.coinbase.com' };
const allLive = {
  NODE_ENV: 'production',
  ...belvoLive,
  ...finicityLive,
  ...feeds,
  STRIPE_SECRET_KEY: 'sk_live_51AbCdEf',
};

/** The refusal's message (one line), or undefined when the environment is accepted. */
function refusal(values: Record<string, string | undefined>): string | undefined {
  try {
    parseEnv(values);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).message;
  }
}

describe('real money and sandboxes in production', () => {
  it('starts with every money provider real', () => {
    expect(parseEnv(allLive)).toMatchObject({ nodeEnv: 'production', belvoEnv: 'production' });
  });

  it('starts with every money provider a sandbox (npm start with no variables)', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).nodeEnv).toBe('production');
    // Test keys and real feeds move no money: still all sandboxes for the money.
    const testKeys = { BELVO_SECRET_ID: 'id', BELVO_SECRET_PASSWORD: 'pw', STRIPE_SECRET_KEY: 'sk_test_51Ab' };
    expect(parseEnv({ NODE_ENV: 'production', ...testKeys, ...feeds }).belvoEnv).toBe('sandbox');
  });

  it('applies with NODE_ENV unset: production is the default', () => {
    expect(refusal(belvoLive)).toMatch(/^Refusing to start in production: live Belvo moves real money/);
    expect(refusal({})).toBeUndefined();
  });

  it.each([
    ['RATES_FEED_URL', { RATES_FEED_URL: undefined }, 'exchange rates'],
    ['PRICE_FEED_URL', { PRICE_FEED_URL: undefined }, 'Bitcoin price'],
    ['STRIPE_SECRET_KEY=sk_live_...', { STRIPE_SECRET_KEY: undefined }, 'cards and payouts'],
    [
      'STRIPE_SECRET_KEY=sk_live_... (not sk_test_)',
      { STRIPE_SECRET_KEY: 'sk_test_51Ab' },
      'cards and payouts (Stripe test mode)',
    ],
    [
      'FINICITY_PARTNER_ID, FINICITY_SECRET, FINICITY_APP_KEY, FINICITY_ENV=production',
      { FINICITY_PARTNER_ID: undefined, FINICITY_SECRET: undefined, FINICITY_APP_KEY: undefined },
      'Finicity banks',
    ],
    ['BELVO_ENV=production', { BELVO_ENV: 'sandbox' }, "Belvo banks (Belvo's own sandbox)"],
  ])('refuses a live bank without %s, in one line naming it', (toSet, change, sandbox) => {
    const message = refusal({ ...allLive, ...change });
    expect(message).toBeDefined();
    expect(message).not.toContain('\n');
    expect(message).toMatch(/^Refusing to start in production: /);
    expect(message).toContain(`these are sandboxes: ${sandbox}.`);
    expect(message).toContain(`Set ${toSet} (or no live keys at all`);
  });

  it('names every missing variable of live Belvo alone, and no secret', () => {
    const message = refusal({ NODE_ENV: 'production', ...belvoLive });
    expect(message).toBe(
      'Refusing to start in production: live Belvo moves real money, but these are sandboxes: Finicity banks, ' +
        'exchange rates, Bitcoin price, cards and payouts. Set FINICITY_PARTNER_ID, FINICITY_SECRET, ' +
        'FINICITY_APP_KEY, FINICITY_ENV=production, RATES_FEED_URL, PRICE_FEED_URL, STRIPE_SECRET_KEY=sk_live_... ' +
        '(or no live keys at all, to run on sandboxes only).',
    );
    expect(message).not.toContain('belvo-pw');
  });

  it('refuses a live Stripe key beside sandbox banks (real cards charged for made-up purchases)', () => {
    const message = refusal({ NODE_ENV: 'production', ...feeds, STRIPE_SECRET_KEY: 'sk_live_51AbCdEf' });
    expect(message).toMatch(/^Refusing to start in production: a live Stripe key moves real money, but these are /);
    expect(message).toContain('BELVO_SECRET_ID, BELVO_SECRET_PASSWORD, BELVO_ENV=production');
    expect(message).not.toContain('sk_live_51');
  });

  it('only warns outside production, and accepts the same mix', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const env = parseEnv({ ...allLive, NODE_ENV, RATES_FEED_URL: undefined });
      expect(sandboxWarning(env)).toBe('Sandboxes in use (not real money): exchange rates');
    }
  });
});

describe('the warning at start', () => {
  it('lists every money provider that is a sandbox, in one line', () => {
    expect(sandboxWarning(parseEnv({}))).toBe(
      'Sandboxes in use (not real money): Belvo banks, Finicity banks, exchange rates, Bitcoin price, cards and ' +
        'payouts',
    );
    expect(sandboxWarning(parseEnv({ ...belvoLive, BELVO_ENV: 'sandbox', STRIPE_SECRET_KEY: 'sk_test_5' }))).toBe(
      "Sandboxes in use (not real money): Belvo banks (Belvo's own sandbox), Finicity banks, exchange rates, " +
        'Bitcoin price, cards and payouts (Stripe test mode)',
    );
  });

  it('says nothing when every one is real', () => {
    expect(sandboxWarning(parseEnv({ ...allLive, NODE_ENV: 'development' }))).toBeUndefined();
    expect(sandboxWarning(parseEnv(allLive))).toBeUndefined();
  });

  it('names the sandboxes in production too, the default of npm start', () => {
    const all =
      'Sandboxes in use (not real money): Belvo banks, Finicity banks, exchange rates, Bitcoin price, cards and ' +
      'payouts';
    expect(sandboxWarning(parseEnv({ NODE_ENV: 'production' }))).toBe(all);
    expect(sandboxWarning(parseEnv({}))).toBe(all);
  });
});
