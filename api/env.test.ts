import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives the defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.port).toBe(3000);
    expect(env.dataDir).toBe(resolve('./data'));
    expect(env.databaseFile).toBe(resolve('./data', 'giftorbit.sqlite'));
    expect(env.host).toBe('0.0.0.0');
    expect(env.nodeEnv).toBe('development');
    expect(env.trustProxy).toBe(false);
    expect(env.logRequests).toBe(false);
    expect(env.publicUrl).toBeUndefined();
    // No provider keys: the embedded sandboxes.
    expect(env.stripeSecretKey).toBeUndefined();
    expect(env.stripeApiBase).toBeUndefined();
    expect(env.priceFeedUrl).toBeUndefined();
  });

  it('treats an empty value as not set', () => {
    expect(parseEnv({ PORT: '', TRUST_PROXY: '', PUBLIC_URL: '' })).toMatchObject({ port: 3000, trustProxy: false, publicUrl: undefined });
  });

  it('reads the values it is given', () => {
    const env = parseEnv({ PORT: '8080', DATA_DIR: '/srv/giftorbit', TRUST_PROXY: 'true', PUBLIC_URL: 'https://giftorbit.example/', NODE_ENV: 'production' });
    expect(env).toMatchObject({ port: 8080, dataDir: '/srv/giftorbit', databaseFile: '/srv/giftorbit/giftorbit.sqlite', trustProxy: true, nodeEnv: 'production' });
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
      expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_live_51AbCdEf' }).stripeSecretKey).toBe('sk_live_51AbCdEf');
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
    ])('refuses %s=%s', (name, value) => {
      expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`^\\s*${name}:`, 'm'));
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
