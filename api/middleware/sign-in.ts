import type { Context } from 'hono';
import type { UserRow } from '#db/schema/users.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { clientIp } from '#api/lib/request.ts';
import { noteDevice } from '#api/services/accounts/devices.ts';
import { setStepCookie, startSession, stepCookie } from './session.ts';
import { randomBytes } from 'node:crypto';

/** The device cookie lives as long as browsers let a cookie live (400 days). */
const DEVICE_LIFE_MS = 400 * 24 * 60 * 60_000;

/**
 * The end of every way in (a password, with its second step when two-factor is on; a passkey; the
 * sign-up's link): a new session, and the browser noted (a new one is mailed to the member). `proven`: whether the
 * sign-in counts as the proof money and new ways in ask for.
 */
export function completeSignIn(
  c: Context<AppEnv>,
  deps: Deps,
  user: Pick<UserRow, 'id' | 'name' | 'email' | 'locale'>,
  proven = true,
) {
  startSession(c, deps, user.id, proven);
  const device = stepCookie(c, deps, 'device') ?? randomBytes(18).toString('base64url');
  setStepCookie(c, deps, 'device', device, DEVICE_LIFE_MS);
  noteDevice(deps, user, device, { userAgent: c.req.header('user-agent'), ip: clientIp(c, deps.env) });
}
