// Issue 27, item 8: the server has no TLS of its own, so it sees https only through a trusted proxy's
// X-Forwarded-Proto (TRUST_PROXY=true). Without it an https PUBLIC_URL would run with no Secure (`__Host-`) session
// cookie and no HSTS, silently: api/env.ts refuses to start instead. This file reads no variable itself.

/** What the rule reads of Env (declared here, not imported, so that env.ts can import this file). */
export type HttpsEnv = { publicUrl?: string; trustProxy: boolean };

/** The one line that stops the start, or undefined when the server can see what PUBLIC_URL promises. */
export function httpsUnseen({ publicUrl, trustProxy }: HttpsEnv): string | undefined {
  if (!publicUrl || !/^https:/i.test(publicUrl) || trustProxy) return undefined;
  return (
    `Refusing to start: PUBLIC_URL is ${publicUrl}, but the server has no TLS of its own and TRUST_PROXY is not ` +
    'true, so it cannot see https: the session cookie would go without Secure and no HSTS would be sent. ' +
    'Behind your TLS proxy, set TRUST_PROXY=true.'
  );
}
