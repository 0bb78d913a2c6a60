// Money more than 15 minutes after signing in is answered 403 'proof_needed'; the member is asked (the
// password, or a code with two-factor on: pwa/components/layout/proof-dialog.tsx) and the call is sent again, with
// the same Idempotency-Key, so it is still one redemption.
import { securityApiPaths } from '#shared/routes-security.ts';
import { apiRequest, ApiRequestError } from './api-client.ts';

type Ask = { twoFactor: boolean; passkey: boolean; resolve: () => void; reject: (error: Error) => void };
let asking: Ask | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

export const proofStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: () => asking,
  /** The member proved it (the password, a code, or with `passkey` one of their passkeys): the call goes again. */
  async prove(answer: { password: string } | { code: string } | 'passkey') {
    if (answer === 'passkey') {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      type Options = Parameters<typeof startAuthentication>[0]['optionsJSON'];
      const optionsJSON = await apiRequest<Options>('POST', securityApiPaths.reauthPasskeyOptions, {});
      const response = await startAuthentication({ optionsJSON });
      await apiRequest('POST', securityApiPaths.reauthPasskey, { response });
    } else await apiRequest('POST', securityApiPaths.reauth, answer);
    const done = asking;
    asking = null;
    changed();
    done?.resolve();
  },
  /** The member closed the question: the call fails with the server's message. */
  cancel(error: Error) {
    const done = asking;
    asking = null;
    changed();
    done?.reject(error);
  },
};

const proofNeeded = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError &&
  error.status === 403 &&
  (error.body as { code?: string } | null)?.code === 'proof_needed';

/** Sends, and when the server asks for proof, asks the member and sends once more. */
export async function withProof<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!proofNeeded(error)) throw error;
    const body = error.body as { twoFactor?: boolean; passkey?: boolean } | null;
    const twoFactor = body?.twoFactor === true;
    const passkey = body?.passkey === true;
    await new Promise<void>((resolve, reject) => {
      asking?.reject(error);
      asking = { twoFactor, passkey, resolve, reject: () => reject(error) };
      changed();
    });
    return send();
  }
}
