// Backups kept and checked, restores that refuse what they must, a key rotation that leaves nothing behind.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataKeyFileOf, newDataKey, readKeyring, writeKeyring } from '#db/data-key.ts';
import { openDatabase, openReadOnly } from '#db/index.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';
import { keysOf, listBackups, takeBackup } from './backups.ts';
import { rotateDataKey } from './key-rotation.ts';
import { CommandRefused } from '#api/lib/server-lock.ts';
import { restoreBackup } from './restore.ts';

let t: TestApp;
let email: string;
beforeEach(async () => {
  t = makeTestApp({ env: { BACKUP_KEEP: '2' } });
  email = (await t.signup()).input.email;
});
afterEach(() => t.cleanup());

const env = () => t.deps.env;
const emailIn = (file: string, keys = keysOf(env())) => {
  const db = openReadOnly(file, keys);
  try {
    return db.prepare('SELECT email FROM users').pluck().get();
  } finally {
    db.close();
  }
};

describe('a backup', () => {
  it('is checked, kept under its time, and only the newest BACKUP_KEEP stay', () => {
    const files = [1, 2, 3].map((i) => takeBackup(t.sqlite, env(), t.clock.now() + i * 60_000));
    expect(files[2]).toMatchObject({ members: 1 });
    expect(listBackups(env().backupDir)).toEqual([files[2]!.file, files[1]!.file]);
    expect(emailIn(files[2]!.file)).toBe(email);
    expect(readdirSync(env().backupDir).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('are kept within BACKUP_KEEP_BYTES in all, the newest always, however big', () => {
    const first = takeBackup(t.sqlite, env(), t.clock.now());
    const within = { ...env(), backupKeep: 10, backupKeepBytes: Math.floor(first.bytes * 2.5) };
    const files = [1, 2].map((i) => takeBackup(t.sqlite, within, t.clock.now() + i * 60_000).file);
    expect(listBackups(env().backupDir)).toEqual([files[1], files[0]]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tiny = { ...within, backupKeepBytes: 1 };
    const newest = takeBackup(t.sqlite, tiny, t.clock.now() + 3 * 60_000).file;
    expect(listBackups(env().backupDir)).toEqual([newest]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/alone is over BACKUP_KEEP_BYTES: kept, as the newest/));
    warn.mockRestore();
  });

  it('that fails its ledger check is not kept, and says why', () => {
    // A maintained total that no longer equals its ledger: the books of the copy would not balance.
    t.sqlite.prepare('UPDATE users SET pending_round_up_cents = pending_round_up_cents + 1').run();
    expect(() => takeBackup(t.sqlite, env(), t.clock.now())).toThrow(/failed its check: member \d+: round_ups_pending/);
    expect(listBackups(env().backupDir)).toEqual([]);
    expect(readdirSync(env().backupDir)).toEqual([]);
  });
});

describe('a restore', () => {
  it('refuses while a server has the database open, and says how to stop it', async () => {
    const backup = takeBackup(t.sqlite, env(), t.clock.now()).file;
    const server = spawn('sleep', ['30']);
    try {
      writeFileSync(join(env().dataDir, 'server.pid'), `${server.pid}\n`);
      expect(() => restoreBackup(env(), backup, t.clock.now())).toThrow(
        new RegExp(`server \\(pid ${server.pid}\\) is running on this DATA_DIR: stop it first.*kill ${server.pid}`),
      );
    } finally {
      server.kill();
    }
  });

  it('refuses a file that is not a backup made with this key, and leaves the database as it was', () => {
    const backup = takeBackup(t.sqlite, env(), t.clock.now()).file;
    const other = { ...env(), dataKeys: [newDataKey()] };
    expect(() => restoreBackup(other, backup, t.clock.now())).toThrow(CommandRefused);
    expect(() => restoreBackup(env(), join(env().dataDir, 'nothing.sqlite'), 0)).toThrow(/There is no file/);
    expect(emailIn(env().databaseFile)).toBe(email);
  });

  it('keeps the database it replaces aside, with its WAL', () => {
    const backup = takeBackup(t.sqlite, env(), t.clock.now()).file;
    t.sqlite.prepare("UPDATE users SET name = 'After the backup'").run();
    t.close();
    const { keptAside, members } = restoreBackup(env(), backup, t.clock.now());
    expect(members).toBe(1);
    const aside = openReadOnly(keptAside!, keysOf(env()));
    expect(aside.prepare('SELECT name FROM users').pluck().get()).toBe('After the backup');
    aside.close();
    const restored = openReadOnly(env().databaseFile, keysOf(env()));
    expect(restored.prepare('SELECT name FROM users').pluck().get()).not.toBe('After the backup');
    restored.close();
  });
});

describe('rotating the key', () => {
  it('re-encrypts the database, every backup and a database a restore kept aside; the old key opens none', () => {
    const backup = takeBackup(t.sqlite, env(), t.clock.now()).file;
    const [old] = readKeyring(dataKeyFileOf(env().databaseFile));
    t.close();
    const { keptAside } = restoreBackup(env(), backup, t.clock.now());
    expect(rotateDataKey(env())).toEqual({ backups: 2, setDataKey: false });
    const ring = readKeyring(dataKeyFileOf(env().databaseFile));
    expect(ring).toHaveLength(1);
    expect(ring[0]!.equals(old!)).toBe(false);
    for (const file of [env().databaseFile, backup, keptAside!]) {
      expect(emailIn(file, ring)).toBe(email);
      expect(() => openReadOnly(file, [old!])).toThrow(/does not open with the data key/);
    }
  });

  it('stopped halfway (the new key written, nothing moved yet), is finished by the next open', () => {
    const old = readKeyring(dataKeyFileOf(env().databaseFile));
    t.close();
    const fresh = newDataKey();
    writeKeyring(dataKeyFileOf(env().databaseFile), [fresh, ...old]);
    openDatabase(env().databaseFile).sqlite.close();
    expect(emailIn(env().databaseFile, [fresh])).toBe(email);
  });

  it('with DATA_KEY, asks for NEW_DATA_KEY, and refuses while the server runs', () => {
    t.close();
    const fromEnv = { ...env(), dataKeys: readKeyring(dataKeyFileOf(env().databaseFile)) };
    expect(() => rotateDataKey(fromEnv)).toThrow(/give the new key as NEW_DATA_KEY/);
    const server = spawn('sleep', ['30']);
    try {
      writeFileSync(join(env().dataDir, 'server.pid'), `${server.pid}\n`);
      expect(() => rotateDataKey(env())).toThrow(/stop it first/);
    } finally {
      server.kill();
    }
    expect(existsSync(env().databaseFile)).toBe(true);
  });
});
