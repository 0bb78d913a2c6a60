// A passkey in software for the API tests: a P-256 key pair answering WebAuthn's create() and get() as an
// authenticator does, 'none' attestation, user present and verified, a counter that counts. The browser tests use
// Chrome's own virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();
const b64 = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');
const FLAGS = { up: 0x01, uv: 0x04, be: 0x08, bs: 0x10, at: 0x40 };

export function softwareAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = '';
  let rpID = '';

  const authData = (flags: number, attested?: Buffer) => {
    const head = Buffer.alloc(37);
    sha256(rpID).copy(head, 0);
    head[32] = flags;
    head.writeUInt32BE(counter, 33);
    return attested ? Buffer.concat([head, attested]) : head;
  };
  const clientData = (type: string, challenge: string, from: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  return {
    id: b64(credentialId),
    /** navigator.credentials.create(): the new passkey, for `options` as the server gave them. */
    register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
      rpID = options.rp.id ?? '';
      userHandle = options.user.id;
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(isoCBOR.encode(cose))]);
      const data = authData(FLAGS.up | FLAGS.uv | FLAGS.be | FLAGS.bs | FLAGS.at, attested);
      const attestation = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', data],
        ]) as never,
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** navigator.credentials.get(): a signed answer to `options`' challenge (from `from`, the page's origin). */
    assert(options: PublicKeyCredentialRequestOptionsJSON, from = origin): AuthenticationResponseJSON {
      counter += 1;
      const data = authData(FLAGS.up | FLAGS.uv | FLAGS.be | FLAGS.bs);
      const client = clientData('webauthn.get', options.challenge, from);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
    /** Makes the next answer's counter go back (a cloned authenticator). */
    rewind() {
      counter = Math.max(0, counter - 2);
    },
  };
}
