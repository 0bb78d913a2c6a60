import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { UserRow } from '#db/schema/users.ts';
import { auth } from '#shared/messages/auth.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv, SignedIn } from '#api/lib/app-env.ts';
import { clientIp, isHttps } from '#api/lib/request.ts';
import { createSession, destroySession, NO_PROOF, resolveSession } from '#api/services/accounts/sessions.ts';
import { userById } from '#api/services/accounts/users.ts';

// Behind HTTPS the cookie gets the __Host- prefix: Secure, Path=/, no Domain, so no subdomain can plant it.
const cookieName = (secure: boolean) => (secure ? '__Host-sid' : 'sid');
const cookieOptions = (secure: boolean, expires: Date) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure,
  expires,
});

/** The session cookie's name for this request (`__Host-sid` behind HTTPS, else `sid`): the one loadSession reads. */
export const sessionCookieName = (c: Context, deps: Deps) => cookieName(isHttps(c, deps.env));

/** The signed-in user: the id at once, the row read the first time a route asks for it, then kept. */
function signedIn(deps: Deps, id: number): SignedIn {
  let row: UserRow | undefined;
  return { id, row: () => (row ??= userById(deps, id)) };
}

/** Resolves the session (the signed-in user's id, or null) for every request. */
export function loadSession(deps: Deps): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const secure = isHttps(c, deps.env);
    const token = getCookie(c, cookieName(secure)) ?? null;
    const found = token ? resolveSession(deps, token) : null;
    c.set('user', found ? signedIn(deps, found.userId) : null);
    c.set('sessionToken', found ? token : null);
    c.set('sessionProofAt', found ? found.proofAt : null);
    if (token && !found) deleteCookie(c, cookieName(secure), { path: '/', secure });
    // The server slid the idle expiry: the browser's cookie must follow, or it dies on day 7 regardless.
    if (token && found?.touched) setCookie(c, cookieName(secure), token, cookieOptions(secure, found.expires));
    return next();
  };
}

export function startSession(c: Context<AppEnv>, deps: Deps, userId: number, proven = true) {
  const old = c.get('sessionToken');
  if (old) destroySession(deps, old);
  const secure = isHttps(c, deps.env);
  const client = { userAgent: c.req.header('user-agent'), ip: clientIp(c, deps.env) };
  const { token, expires } = createSession(deps, userId, client, proven);
  setCookie(c, cookieName(secure), token, cookieOptions(secure, expires));
  c.set('sessionToken', token);
  c.set('sessionProofAt', proven ? deps.now() : NO_PROOF);
}

// Short-lived cookies of a step in progress in this browser: 'signup' (the browser that signed up, which
// its link signs in), 'twofa' (a password accepted, a code awaited), 'webauthn' (a passkey ceremony). And 'device',
// which stays: a sign-in from a browser without it is a new device, and mailed.
export type StepCookie = 'signup' | 'twofa' | 'webauthn' | 'device';
const stepName = (name: StepCookie, secure: boolean) => (secure ? `__Host-${name}` : name);

export function setStepCookie(c: Context<AppEnv>, deps: Deps, name: StepCookie, value: string, lifeMs: number) {
  const secure = isHttps(c, deps.env);
  setCookie(c, stepName(name, secure), value, cookieOptions(secure, new Date(deps.now() + lifeMs)));
}

export const stepCookie = (c: Context<AppEnv>, deps: Deps, name: StepCookie) =>
  getCookie(c, stepName(name, isHttps(c, deps.env)));

export function clearStepCookie(c: Context<AppEnv>, deps: Deps, name: StepCookie) {
  const secure = isHttps(c, deps.env);
  deleteCookie(c, stepName(name, secure), { path: '/', secure });
}

export function endSession(c: Context<AppEnv>, deps: Deps) {
  const token = c.get('sessionToken');
  if (token) destroySession(deps, token);
  const secure = isHttps(c, deps.env);
  deleteCookie(c, cookieName(secure), { path: '/', secure });
  c.set('user', null);
  c.set('sessionToken', null);
}

/** 401 `{ message }` for a signed-out caller. */
export const requireUser: MiddlewareHandler<AppEnv> = (c, next) =>
  c.get('user') ? next() : Promise.resolve(c.json({ message: auth.notAuthenticated }, 401));

/** The signed-in user's id, for handlers behind requireUser that need no more. */
export function currentUserId<E extends AppEnv>(c: Context<E>): number {
  const user = c.get('user');
  if (!user) throw new Error('currentUserId() used on a route without requireUser');
  return user.id;
}

/** The signed-in user's whole row (read once per request), for handlers behind requireUser. */
export function currentUser(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw new Error('currentUser() used on a route without requireUser');
  return user.row();
}
