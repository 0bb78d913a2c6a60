// The database's key (decision 0022): 256 bits, from DATA_KEY (api/env.ts), else made on first start and
// kept in `data.key` beside the database file (mode 0600), never inside it. The file is a keyring: one key per line,
// the current one first. A rotation writes the new key above the old one before re-encrypting anything, so a crash
// halfway leaves a database that one of the two keys opens; the old line is dropped once everything moved.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The current key first; older ones only while a rotation is under way. */
export type DataKeys = readonly Buffer[];

export const DATA_KEY_FILE = 'data.key';
const HEX_KEY = /^[0-9a-f]{64}$/i;

export const dataKeyFileOf = (databaseFile: string) => join(dirname(databaseFile), DATA_KEY_FILE);

export const newDataKey = () => randomBytes(32);

/** A 64-hex-digit key, or null when the text is not one. */
export function parseDataKey(text: string): Buffer | null {
  const t = text.trim();
  return HEX_KEY.test(t) ? Buffer.from(t, 'hex') : null;
}

/** The keyring in `file`; throws, naming the file, when a line is not a key. */
export function readKeyring(file: string): Buffer[] {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const keys = lines.map(parseDataKey);
  if (keys.length === 0 || keys.some((k) => k === null))
    throw new Error(`${file} must hold 64-hex-digit keys, one per line: restore it from your copy, or set DATA_KEY`);
  return keys as Buffer[];
}

/** Writes the keyring at once (a temporary file renamed over it), readable by the owner only. */
export function writeKeyring(file: string, keys: DataKeys) {
  mkdirSync(dirname(file), { recursive: true });
  const next = `${file}.next`;
  writeFileSync(next, keys.map((k) => k.toString('hex')).join('\n') + '\n', { mode: 0o600 });
  chmodSync(next, 0o600);
  renameSync(next, file);
}

/**
 * A key kept in `file` (mode 0600): made, 32 random bytes as hex, the first time it is asked for; its text after.
 * The server's other key (AUTH_SECRET_KEY's file, api/services/secret-box.ts) is kept the same way.
 */
export function keyFileMadeOnce(file: string): string {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    // 'wx': of two starts at once, one writes; the other reads what it wrote.
    try {
      writeFileSync(file, newDataKey().toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8');
}

/** The keyring beside `databaseFile`, made (one new key) the first time. */
export function keyringBeside(databaseFile: string): Buffer[] {
  const file = dataKeyFileOf(databaseFile);
  keyFileMadeOnce(file);
  return readKeyring(file);
}
