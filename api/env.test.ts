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
});
