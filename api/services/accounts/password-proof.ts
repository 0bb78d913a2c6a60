// A member proving who they are with their password, before a change that needs it (a new password, where money is
// paid): checked against the stored hash, and wrong guesses limited per account and address as sign-ins are.
import type { UserRow } from '#db/schema/users.ts';
import { verifyPassword } from './passwords.ts';
import { blockedFor, consume, type RateLimits } from '#api/services/rate-limits.ts';

/** 'ok'; 'wrong' (counted); or the seconds to wait, when this account and address have guessed too often. */
export async function provePassword(
  limits: RateLimits,
  user: Pick<UserRow, 'email' | 'password'>,
  ip: string,
  password: string,
): Promise<'ok' | 'wrong' | { wait: number }> {
  const key = `${user.email}|${ip}`;
  const wait = await blockedFor(limits.failedByAccountAndIp, key);
  if (wait) return { wait };
  if (await verifyPassword(user.password, password)) return 'ok';
  const w = await consume(limits.failedByAccountAndIp, key);
  return w ? { wait: w } : 'wrong';
}
