// Signing in with a passkey (@simplewebauthn/browser), loaded only when asked for: the button, or the
// email field's autofill (conditional UI), which the browser fills with this site's passkeys.
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
} from '@simplewebauthn/browser';
import { securityApiPaths } from '#shared/routes-security.ts';
import type { User } from '#shared/schemas/user.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { setSessionHint } from '#pwa/lib/session-hint.ts';

/** The member the passkey signed in; undefined when the browser cannot (or, for autofill, does not offer). */
export async function signInWithPasskey(autofill: boolean): Promise<User | undefined> {
  if (!browserSupportsWebAuthn() || (autofill && !(await browserSupportsWebAuthnAutofill()))) return undefined;
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    'POST',
    securityApiPaths.signInPasskeyOptions,
    {},
  );
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  const user = await apiRequest<User>('POST', securityApiPaths.signInPasskey, { response });
  setSessionHint(user.id);
  return user;
}
