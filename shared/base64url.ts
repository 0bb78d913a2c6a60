// Base64url, as push subscriptions and VAPID keys are written: read by the push schema on the server and by the
// app when it subscribes. Apart from the schemas so that the app's first screen does not download zod for it.

/** The bytes of a base64url text; none when it is not one (a schema runs every check, even after its pattern fails). */
export function decodeBase64url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return new Uint8Array();
  }
}
