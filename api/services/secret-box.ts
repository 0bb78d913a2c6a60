// Issue 31: secrets the server must read back (a member's TOTP key) are kept encrypted with AES-256-GCM under the
// server's key: AUTH_SECRET_KEY, else a key made on first start and kept in DATA_DIR/auth-secret.key (mode 0600),
// beside the database but never in it, so a copy of the database alone (a backup, an export) opens nothing.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '#api/env.ts';

const KEY_FILE = 'auth-secret.key';
const VERSION = 'v1';

const keys = new Map<string, Buffer>();

/** The server's key: from the environment, or the kept file (made the first time, never replaced). */
export function serverKey(env: Pick<Env, 'authSecretKey' | 'dataDir'>): Buffer {
  if (env.authSecretKey) return env.authSecretKey;
  const file = join(env.dataDir, KEY_FILE);
  const known = keys.get(file);
  if (known) return known;
  if (!existsSync(file)) {
    mkdirSync(env.dataDir, { recursive: true });
    // 'wx': of two starts at once, one writes; the other reads what it wrote.
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length !== 32) throw new Error(`${file} is not a 32-byte key: restore it, or set AUTH_SECRET_KEY`);
  keys.set(file, key);
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url: what is stored. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text of `sealed`; throws when it was sealed under another key or changed. */
export function open(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
