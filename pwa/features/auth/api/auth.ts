// Sign-up and sign-in, without the query client: both forms open in the visitor shell too (pwa/lib/app-shell.tsx),
// which has none. The form's own `isSubmitting` is the pending state; the shell's `enterAsMember` then opens the
// member's home with the user already known.
import { POST_LOGIN_REDIRECT_MS } from '#shared/constants.ts';
import { apiPaths } from '#shared/routes.ts';
import type { SignupAccepted } from '#shared/schemas/account-email.ts';
import type { SigninInput, SignupData } from '#shared/schemas/auth.ts';
import type { SecondStepNeeded } from '#shared/schemas/security.ts';
import type { User } from '#shared/schemas/user.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { setSessionHint } from '#pwa/lib/session-hint.ts';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The session starts; 100 ms pass (the success toast shows first), then the caller enters the app. With two-factor
 * on, the password's answer is the second step instead: no session yet.
 */
export async function startSession<I>(path: string, input: I) {
  const answer = await apiRequest<User | SecondStepNeeded>('POST', path, input);
  if ('twoFactorRequired' in answer) return answer;
  setSessionHint(answer.id);
  await wait(POST_LOGIN_REDIRECT_MS);
  return answer;
}

/** No session yet: the link mailed to the address signs this browser in (the same answer for any email). */
export const signUp = (input: SignupData) => apiRequest<SignupAccepted>('POST', apiPaths.signup, input);
export const signIn = (input: SigninInput) => startSession(apiPaths.signin, input);
