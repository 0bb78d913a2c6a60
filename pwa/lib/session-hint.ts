// The session hint: the signed-in user's id in localStorage, not a secret (the session itself is an httpOnly
// cookie). It lets the first render know, without asking the server, whether someone is probably signed in: a
// visitor page with no hint never calls GET /api/user (no 401 in a fresh visitor's console), and a hint restores
// that user's saved cache before the first render (docs/decisions/0014-offline-cache-and-outbox.md).
const KEY = 'giftorbit:signed-in-user';

type Listener = (userId: number | null) => void;
const listeners = new Set<Listener>();

/** The user probably signed in here, or null. */
export function sessionHint(): number | null {
  try {
    const id = Number(localStorage.getItem(KEY));
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    // Storage refused (a locked-down browser): no hint, so members' screens ask the server as they always did.
    return null;
  }
}

function write(userId: number | null) {
  if (sessionHint() === userId) return;
  try {
    if (userId === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, String(userId));
  } catch {
    // See sessionHint: without storage there is simply no hint.
  }
  for (const listener of listeners) listener(userId);
}

/** GET /api/user, sign-in or sign-up answered this user. */
export const setSessionHint = (userId: number) => write(userId);
/** Logout, or a 401: nobody is signed in here. */
export const clearSessionHint = () => write(null);

/** Called with the new user id (or null) whenever the hint changes in this tab. */
export function onSessionHintChange(listener: Listener) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
