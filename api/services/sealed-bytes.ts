// Files the server keeps for a while (issue 32: a member's data archive) are sealed with AES-256-GCM under the
// server's key (api/services/secret-box.ts `serverKey`), as bytes: a copy of DATA_DIR without the key opens none.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What a sealed file starts with: its format, so a file of another kind (or version) is refused, not misread. */
const MAGIC = Buffer.from('GOB1', 'ascii');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER = MAGIC.length + IV_BYTES + TAG_BYTES;

/** `GOB1 | iv | tag | ciphertext`. */
export function sealBytes(key: Buffer, plain: Uint8Array): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

/** The plain bytes of `sealed`; throws when it was sealed under another key, changed or cut short. */
export function openBytes(key: Buffer, sealed: Uint8Array): Buffer {
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (bytes.length < HEADER || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not a sealed file');
  const iv = bytes.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(bytes.subarray(MAGIC.length + IV_BYTES, HEADER));
  return Buffer.concat([decipher.update(bytes.subarray(HEADER)), decipher.final()]);
}
