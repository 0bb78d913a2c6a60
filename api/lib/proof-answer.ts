import { validation } from '#shared/messages/common.ts';
import { tooMany } from './too-many.ts';

/**
 * The answer to a password proof that failed (api/services/accounts/password-proof.ts): 429 after too many
 * guesses, 400 with the message on `field` for a wrong one; undefined when the password was right.
 */
export function refusedProof(proof: 'ok' | 'wrong' | { wait: number }, field = 'currentPassword') {
  if (typeof proof === 'object') return tooMany(proof.wait);
  if (proof === 'ok') return undefined;
  return Response.json(
    { message: validation.currentPasswordWrong, errors: { [field]: validation.currentPasswordWrong } },
    { status: 400 },
  );
}
