// http_ece ships no types: the part the fake push service uses (RFC 8188 / RFC 8291 decryption).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export type DecryptParams = {
    version?: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    /** The receiver's key pair: the browser's side of the subscription. */
    privateKey?: ECDH;
    /** The subscription's authentication secret, base64url. */
    authSecret?: string;
  };
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
