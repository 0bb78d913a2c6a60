// Secrets the server must read back (a member's TOTP key) are kept encrypted with AES-256-GCM under the
// server's key: AUTH_SECRET_KEY, else a key made on first start and kept in DATA_DIR/auth-secret.key (mode 0600),
// beside the database but never in it, so a copy of the database alone (a backup, an export) opens nothing.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { keyFileMadeOnce } from '#db/data-key.ts';
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
  const key = Buffer.from(keyFileMadeOnce(file).trim(), 'hex');
  if (key.length !== 32) throw new Error(`${file} is not a 32-byte key: restore it, or set AUTH_SECRET_KEY`);
  keys.set(file, key);
  return key;
}

/** A key of its own for one use (`purpose`), derived from the server's: one key, one use. */
export const derivedKey = (env: Pick<Env, 'authSecretKey' | 'dataDir'>, purpose: string) =>
  Buffer.from(hkdfSync('sha256', serverKey(env), Buffer.alloc(0), purpose, 32));

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM under `key` with a fresh IV. */
function encrypt(key: Buffer, plain: Uint8Array) {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), body };
}

/** The plain bytes; throws when they were encrypted under another key, or any part was changed. */
function decrypt(key: Buffer, { iv, tag, body }: { iv: Buffer; tag: Buffer; body: Buffer }) {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url: what is stored. */
export function seal(key: Buffer, plain: string): string {
  const { iv, tag, body } = encrypt(key, Buffer.from(plain, 'utf8'));
  return [VERSION, iv, tag, body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The plain text of `sealed`; throws when it was sealed under another key or changed. */
export function open(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
  const part = (p: string) => Buffer.from(p, 'base64url');
  return decrypt(key, { iv: part(iv), tag: part(tag), body: part(body) }).toString('utf8');
}

/**
 * Files the server keeps for a while (a member's data archive), sealed as bytes:
 * `GOB1 | iv | tag | ciphertext`, the magic so a file of another kind (or version) is refused, not misread.
 */
const MAGIC = Buffer.from('GOB1', 'ascii');
const HEADER = MAGIC.length + IV_BYTES + TAG_BYTES;

export function sealBytes(key: Buffer, plain: Uint8Array): Buffer {
  const { iv, tag, body } = encrypt(key, plain);
  return Buffer.concat([MAGIC, iv, tag, body]);
}

/** The plain bytes of `sealed`; throws when it was sealed under another key, changed or cut short. */
export function openBytes(key: Buffer, sealed: Uint8Array): Buffer {
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (bytes.length < HEADER || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not a sealed file');
  const at = (from: number, to?: number) => bytes.subarray(from, to);
  return decrypt(key, {
    iv: at(MAGIC.length, MAGIC.length + IV_BYTES),
    tag: at(MAGIC.length + IV_BYTES, HEADER),
    body: at(HEADER),
  });
}
