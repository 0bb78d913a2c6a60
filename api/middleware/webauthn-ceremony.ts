import type { Context } from 'hono';
import type { ChallengePurpose } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { endStep, findStep, openStep, STEP_LIFE_MS } from '#api/services/accounts/sign-in-challenges.ts';
import { clearStepCookie, setStepCookie, stepCookie } from './session.ts';

type Ceremony = Extract<ChallengePurpose, 'passkey_register' | 'passkey_sign_in' | 'passkey_proof'>;

/**
 * A passkey ceremony in this browser. The options' challenge is kept server-side, bound to this browser by
 * the `webauthn` cookie (and to `userId`, when a member asked).
 */
export function startCeremony(
  c: Context<AppEnv>,
  deps: Deps,
  purpose: Ceremony,
  userId: number | null,
  challenge: string,
) {
  const token = openStep(deps.db, { purpose, userId, challenge, at: deps.now() });
  setStepCookie(c, deps, 'webauthn', token, STEP_LIFE_MS);
}

/**
 * The ceremony's challenge, spent: a challenge answers once, right or wrong. Undefined when this browser has none
 * of `purpose` alive, it is another member's, or another answer spent it first.
 */
export function takeCeremony(c: Context<AppEnv>, deps: Deps, purpose: Ceremony, userId: number | null) {
  const step = findStep(deps.db, purpose, stepCookie(c, deps, 'webauthn'), deps.now());
  clearStepCookie(c, deps, 'webauthn');
  if (!step?.challenge || step.userId !== userId || !endStep(deps.db, step.id)) return undefined;
  return step.challenge;
}
