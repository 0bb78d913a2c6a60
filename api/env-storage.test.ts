// The start line says where the database's key comes from (never the key itself), and production warns when it is
// the file beside the database: a copy of the whole volume then opens the database.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '#api/env.ts';
import { dataKeyBesideWarning, dataKeyPlace } from '#api/env-storage.ts';

const KEY = 'a1'.repeat(32);
const NEW_KEY = 'b2'.repeat(32);

describe('where the database key is, at start', () => {
  it('names DATA_KEY when the environment gives it, and never its value', () => {
    const env = parseEnv({ DATA_DIR: '/srv/giftorbit', DATA_KEY: KEY });
    expect(dataKeyPlace(env)).toBe('database key: DATA_KEY from the environment');
    expect(dataKeyBesideWarning(env)).toBeUndefined();
  });

  it('names NEW_DATA_KEY while a rotation moves the database to it', () => {
    const env = parseEnv({ DATA_DIR: '/srv/giftorbit', DATA_KEY: KEY, NEW_DATA_KEY: NEW_KEY });
    expect(dataKeyPlace(env)).toBe('database key: NEW_DATA_KEY from the environment (moving from DATA_KEY)');
    expect(`${dataKeyPlace(env)} ${dataKeyBesideWarning(env) ?? ''}`).not.toMatch(/a1a1|b2b2/);
  });

  it('names the file beside the database otherwise', () => {
    const env = parseEnv({ DATA_DIR: '/srv/giftorbit', NODE_ENV: 'development' });
    expect(dataKeyPlace(env)).toBe('database key: /srv/giftorbit/data.key (beside the database)');
    // Outside production a key on the disk is what a developer wants: no warning.
    expect(dataKeyBesideWarning(env)).toBeUndefined();
  });

  it('warns in production (the default of npm start) when the key is the file beside the database', () => {
    const env = parseEnv({ DATA_DIR: '/srv/giftorbit' });
    expect(dataKeyBesideWarning(env)).toBe(
      'The database key is /srv/giftorbit/data.key, beside the database: a copy of the whole volume opens the ' +
        'database. In production, set DATA_KEY from a secret store (to the key in that file) and take the file off ' +
        'the volume.',
    );
  });
});

describe('BACKUP_KEEP_BYTES', () => {
  it('is 10GB unless set; takes MB, GB or TB, or off', () => {
    expect(parseEnv({ DATA_DIR: '/srv/giftorbit' }).backupKeepBytes).toBe(10_000_000_000);
    expect(parseEnv({ DATA_DIR: '/srv/giftorbit', BACKUP_KEEP_BYTES: '500MB' }).backupKeepBytes).toBe(500_000_000);
    expect(parseEnv({ DATA_DIR: '/srv/giftorbit', BACKUP_KEEP_BYTES: '1.5tb' }).backupKeepBytes).toBe(1.5e12);
    expect(parseEnv({ DATA_DIR: '/srv/giftorbit', BACKUP_KEEP_BYTES: 'off' }).backupKeepBytes).toBeNull();
  });

  it.each(['10', '10 GB', '-1GB', 'lots', '0.5MB'])('refuses %s with one line naming the variable', (value) => {
    expect(() => parseEnv({ DATA_DIR: '/srv/giftorbit', BACKUP_KEEP_BYTES: value })).toThrow(/BACKUP_KEEP_BYTES/);
  });
});
