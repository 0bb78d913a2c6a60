import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

/** One live provider alone is a mix production refuses (api/env-money-path.ts): these read it outside production. */
const DEV = { NODE_ENV: 'development' };

describe('parseEnv', () => {
  it('gives the defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.port).toBe(3000);
    expect(env.dataDir).toBe(resolve('./data'));
    expect(env.databaseFile).toBe(resolve('./data', 'giftorbit.sqlite'));
    expect(env.host).toBe('0.0.0.0');
    // `npm start` is the production path: production unless NODE_ENV says otherwise.
    expect(env.nodeEnv).toBe('production');
    expect(env.pushAllowLocalEndpoints).toBe(false);
    expect(env.trustProxy).toBe(false);
    expect(env.logRequests).toBe(false);
    expect(env.publicUrl).toBeUndefined();
    // No provider keys: the embedded sandboxes.
    expect(env.stripeSecretKey).toBeUndefined();
    expect(env.stripeApiBase).toBeUndefined();
    expect(env.priceFeedUrl).toBeUndefined();
    expect(env.ratesFeedUrl).toBeUndefined();
  });

  it('treats an empty value as not set', () => {
    expect(parseEnv({ PORT: '', TRUST_PROXY: '', PUBLIC_URL: '' })).toMatchObject({
      port: 3000,
      trustProxy: false,
      publicUrl: undefined,
    });
  });

  it('keeps PUBLIC_URL as the origin passkeys and links need: capitals and a final slash normalised', () => {
    const env = parseEnv({ PUBLIC_URL: 'https://GiftOrbit.Example/', TRUST_PROXY: 'true' });
    expect(env).toMatchObject({ publicUrl: 'https://giftorbit.example', publicOrigin: 'https://giftorbit.example' });
  });

  it('reads the values it is given', () => {
    const env = parseEnv({
      PORT: '8080',
      DATA_DIR: '/srv/giftorbit',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://giftorbit.example/',
      NODE_ENV: 'production',
    });
    expect(env).toMatchObject({
      port: 8080,
      dataDir: '/srv/giftorbit',
      databaseFile: '/srv/giftorbit/giftorbit.sqlite',
      trustProxy: true,
      nodeEnv: 'production',
    });
    // The trailing slash is dropped so the origin compares equal.
    expect(env.publicUrl).toBe('https://giftorbit.example');
  });

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('reads TRUST_PROXY=%s as %s', (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it('throws EnvError with one line per wrong variable, naming each', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'abc', TRUST_PROXY: 'maybe', PUBLIC_URL: 'notaurl', HOST: 'fine' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const lines = (error as EnvError).message.split('\n');
    for (const name of ['PORT', 'TRUST_PROXY', 'PUBLIC_URL']) {
      const named = lines.filter((l) => l.trim().startsWith(`${name}:`));
      expect(named, name).toHaveLength(1);
    }
    expect(lines.find((l) => l.trim().startsWith('PORT:'))).toContain('"abc"');
    expect(lines.find((l) => l.trim().startsWith('TRUST_PROXY:'))).toContain('"maybe"');
    expect(lines.find((l) => l.trim().startsWith('PUBLIC_URL:'))).toContain('"notaurl"');
    // Variables that are fine are not blamed.
    expect(lines.some((l) => l.trim().startsWith('HOST:'))).toBe(false);
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '3.5'],
    ['PUBLIC_URL', 'ftp://giftorbit.example'],
    ['PUBLIC_URL', 'https://giftorbit.example/app'],
    ['PUBLIC_URL', 'https://giftorbit.example/?x=1'],
    ['PUBLIC_URL', 'https://user:pw@giftorbit.example'],
    ['NODE_ENV', 'staging'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^\\s*${name}:`, 'm'));
  });

  describe('providers', () => {
    it('reads the Stripe key, the Stripe API base and the price feed', () => {
      const env = parseEnv({
        STRIPE_SECRET_KEY: 'sk_test_51AbCdEf',
        STRIPE_API_BASE: 'http://127.0.0.1:12111/',
        PRICE_FEED_URL: 'https://api.coinbase.com/',
      });
      expect(env.stripeSecretKey).toBe('sk_test_51AbCdEf');
      expect(env.stripeApiBase).toBe('http://127.0.0.1:12111');
      expect(env.priceFeedUrl).toBe('https://api.coinbase.com');
      expect(parseEnv({ ...DEV, STRIPE_SECRET_KEY: 'sk_live_51AbCdEf' }).stripeSecretKey).toBe('sk_live_51AbCdEf');
    });

    it('reads the exchange-rate feed, a path prefix included', () => {
      expect(parseEnv({ RATES_FEED_URL: 'https://api.frankfurter.app/' }).ratesFeedUrl).toBe(
        'https://api.frankfurter.app',
      );
      expect(parseEnv({ RATES_FEED_URL: 'https://api.frankfurter.dev/v1' }).ratesFeedUrl).toBe(
        'https://api.frankfurter.dev/v1',
      );
      expect(parseEnv({ RATES_FEED_URL: '' }).ratesFeedUrl).toBeUndefined();
    });

    it('treats empty provider values as not set', () => {
      expect(parseEnv({ STRIPE_SECRET_KEY: '', STRIPE_API_BASE: '', PRICE_FEED_URL: '' })).toMatchObject({
        stripeSecretKey: undefined,
        stripeApiBase: undefined,
        priceFeedUrl: undefined,
      });
    });

    it.each([
      ['STRIPE_SECRET_KEY', 'pk_test_51AbCdEf'],
      ['STRIPE_SECRET_KEY', 'rk_live_51AbCdEf'],
      ['STRIPE_SECRET_KEY', 'sk_test_'],
      ['STRIPE_API_BASE', 'localhost:12111'],
      ['STRIPE_API_BASE', 'ftp://127.0.0.1:12111'],
      ['STRIPE_API_BASE', 'http://127.0.0.1:12111/v1'],
      ['PRICE_FEED_URL', 'api.coinbase.com'],
      ['PRICE_FEED_URL', 'ws://api.coinbase.com'],
      ['RATES_FEED_URL', 'api.frankfurter.app'],
      ['RATES_FEED_URL', 'ftp://api.frankfurter.app'],
    ])('refuses %s=%s', (name, value) => {
      expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^\\s*${name}:`, 'm'));
    });

    it('defaults the bank aggregators to their sandboxes', () => {
      const env = parseEnv({});
      expect(env).toMatchObject({
        belvoEnv: 'sandbox',
        belvoApiBase: 'https://sandbox.belvo.com',
        finicityEnv: 'sandbox',
        finicityApiBase: 'https://api.finicity.com',
      });
      for (const key of [
        'belvoSecretId',
        'belvoSecretPassword',
        'belvoWebhookAuthorization',
        'finicityPartnerId',
        'finicitySecret',
        'finicityAppKey',
        'finicityWebhookSecret',
      ] as const) {
        expect(env[key], key).toBeUndefined();
      }
    });

    it('reads the Belvo keys, its environment, an API base and the webhook authorization', () => {
      const keys = { BELVO_SECRET_ID: 'a1b2c3d4-id', BELVO_SECRET_PASSWORD: 'pw_XyZ-123' };
      expect(
        parseEnv({ ...DEV, ...keys, BELVO_ENV: 'production', BELVO_WEBHOOK_AUTHORIZATION: 'Bearer whk_123' }),
      ).toMatchObject({
        belvoSecretId: 'a1b2c3d4-id',
        belvoSecretPassword: 'pw_XyZ-123',
        belvoEnv: 'production',
        belvoApiBase: 'https://api.belvo.com',
        belvoWebhookAuthorization: 'Bearer whk_123',
      });
      expect(parseEnv({ ...keys, BELVO_API_BASE: 'http://127.0.0.1:12112/' }).belvoApiBase).toBe(
        'http://127.0.0.1:12112',
      );
    });

    it('reads the Finicity keys; the webhook secret defaults to the partner secret, which Finicity signs with', () => {
      const keys = {
        FINICITY_PARTNER_ID: '2445582695152',
        FINICITY_SECRET: 'partner-secret',
        FINICITY_APP_KEY: 'app-key',
      };
      expect(parseEnv(keys)).toMatchObject({
        finicityPartnerId: '2445582695152',
        finicitySecret: 'partner-secret',
        finicityAppKey: 'app-key',
        finicityEnv: 'sandbox',
        finicityApiBase: 'https://api.finicity.com',
        finicityWebhookSecret: 'partner-secret',
      });
      const env = parseEnv({
        ...DEV,
        ...keys,
        FINICITY_ENV: 'production',
        FINICITY_API_BASE: 'http://127.0.0.1:12113',
        FINICITY_WEBHOOK_SECRET: 'hook-secret',
      });
      expect(env).toMatchObject({
        finicityEnv: 'production',
        finicityApiBase: 'http://127.0.0.1:12113',
        finicityWebhookSecret: 'hook-secret',
      });
    });

    it.each([
      [{ BELVO_SECRET_ID: 'id' }, ['BELVO_SECRET_PASSWORD'], 'BELVO_SECRET_ID'],
      [{ BELVO_SECRET_PASSWORD: 'pw' }, ['BELVO_SECRET_ID'], 'BELVO_SECRET_PASSWORD'],
      [
        { FINICITY_PARTNER_ID: '1', FINICITY_SECRET: 's' },
        ['FINICITY_APP_KEY'],
        'FINICITY_PARTNER_ID and FINICITY_SECRET',
      ],
      [{ FINICITY_APP_KEY: 'k' }, ['FINICITY_PARTNER_ID', 'FINICITY_SECRET'], 'FINICITY_APP_KEY'],
    ])('asks for the rest of a set of keys: %o', (values, missing, given) => {
      let message = '';
      try {
        parseEnv(values);
      } catch (e) {
        message = (e as EnvError).message;
      }
      for (const name of missing)
        expect(message).toMatch(
          new RegExp(
            `^\\s*${name}: must be set together with ${given} \\(or leave them all empty for the sandbox\\)`,
            'm',
          ),
        );
      // The variables that were given are not blamed.
      for (const name of Object.keys(values)) expect(message).not.toMatch(new RegExp(`^\\s*${name}:`, 'm'));
    });

    it.each([
      ['BELVO_ENV', 'staging'],
      ['BELVO_API_BASE', 'http://127.0.0.1:12112/api'],
      ['BELVO_API_BASE', 'sandbox.belvo.com'],
      ['BELVO_WEBHOOK_AUTHORIZATION', 'whk_123'],
      ['FINICITY_ENV', 'testing'],
      ['FINICITY_API_BASE', 'api.finicity.com'],
      ['FINICITY_WEBHOOK_SECRET', 'two words'],
    ])('refuses %s=%s', (name, value) => {
      expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^\\s*${name}:`, 'm'));
    });

    it('names a wrong bank secret without printing it', () => {
      let message = '';
      try {
        parseEnv({
          BELVO_SECRET_ID: 'id',
          BELVO_SECRET_PASSWORD: 'very secret value',
          FINICITY_PARTNER_ID: '1',
          FINICITY_SECRET: 'also secret!',
          FINICITY_APP_KEY: 'k',
        });
      } catch (e) {
        message = (e as EnvError).message;
      }
      expect(message).toMatch(/^\s*BELVO_SECRET_PASSWORD: must be the secret key password from the Belvo dashboard/m);
      expect(message).toMatch(/^\s*FINICITY_SECRET: must be the partner secret/m);
      expect(message).not.toContain('secret value');
      expect(message).not.toContain('also secret');
    });

    it('names a wrong STRIPE_SECRET_KEY without printing it', () => {
      const secret = 'sx_live_51VerySecretValue';
      let message = '';
      try {
        parseEnv({ STRIPE_SECRET_KEY: secret });
      } catch (e) {
        message = (e as EnvError).message;
      }
      expect(message).toMatch(/^\s*STRIPE_SECRET_KEY: must be a Stripe secret key starting with sk_test_ or sk_live_/m);
      expect(message).not.toContain('VerySecret');
      expect(message).not.toContain(secret);
    });
  });
});
