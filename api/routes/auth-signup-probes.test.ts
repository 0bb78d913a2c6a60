// Issue 27, item 9: sign-up still says 'An account with this email already exists' (until the owner is told by mail),
// but an address gets that answer at most 5 times an hour; then every sign-up from it is 429, taken email or new.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth } from '#shared/messages/auth.ts';
import { validation } from '#shared/messages/common.ts';
import { apiPaths } from '#shared/routes.ts';
import { jsonInit, makeTestApp, newUser, type TestApp, VALID_PASSWORD } from '#api/testing/test-app.ts';

// app.request() has no socket: the address is X-Forwarded-For, trusted with TRUST_PROXY=true.
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const PROBER = '203.0.113.66';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterEach(() => t.cleanup());

/** Accounts made from other addresses: the emails a prober tries. */
async function members(n: number) {
  const made = [];
  for (let i = 0; i < n; i++) made.push((await t.signup({}, from(`192.0.2.${i + 1}`))).input);
  return made;
}

/** A sign-up from `ip` with a known member's email (a fresh username, so only the email is taken). */
const probe = (email: string, ip: string) => t.request(apiPaths.signup, jsonInit('POST', newUser({ email }), from(ip)));

async function answer(res: Response) {
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

/** Too long for one line of source; vitest shows it whole. */
const sixthIsHeld =
  'answers 409 five times from one address, then 429 to the 6th, the same whether the email exists or not';

describe('sign-up probes of which emails have accounts', () => {
  it(sixthIsHeld, async () => {
    const known = await members(7);
    for (const member of known.slice(0, 5)) {
      const res = await probe(member.email, PROBER);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message: validation.emailTaken, errors: { email: validation.emailTaken } });
    }

    const sixthKnown = await answer(await probe(known[5]!.email, PROBER));
    const freshEmail = newUser().email;
    const sixthNew = await answer(await probe(freshEmail, PROBER));
    for (const a of [sixthKnown, sixthNew]) {
      expect(a.status).toBe(429);
      expect(a.body).toEqual({ message: auth.tooManyAttempts });
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
    // Nothing in the answer tells the known email from the new one, and the new one got no account.
    expect({ ...sixthNew, retryAfter: null }).toEqual({ ...sixthKnown, retryAfter: null });
    expect(Math.abs(Number(sixthNew.retryAfter) - Number(sixthKnown.retryAfter))).toBeLessThanOrEqual(1);
    expect((await t.signin(freshEmail, VALID_PASSWORD, from('192.0.2.99'))).res.status).toBe(401);
  });

  it('counts probes sent at once: of ten, at most five are told the email exists', async () => {
    const known = await members(10);
    const statuses = (await Promise.all(known.map((m) => probe(m.email, PROBER)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('leaves other addresses alone: a probe and a new sign-up from another address are answered as usual', async () => {
    const known = await members(6);
    for (const member of known.slice(0, 5)) expect((await probe(member.email, PROBER)).status).toBe(409);
    expect((await probe(known[5]!.email, PROBER)).status).toBe(429);

    expect((await probe(known[5]!.email, '198.51.100.7')).status).toBe(409);
    const fresh = await t.signup({}, from('198.51.100.8'));
    expect(fresh.res.status).toBe(201);
    expect(fresh.cookie).toBeDefined();
  });

  it('lets a normal sign-up through after a taken email or two, and never counts a taken username', async () => {
    const [member] = await members(1);
    expect((await probe(member!.email, PROBER)).status).toBe(409);
    // A taken username is not a secret (it is the public profile's address): never counted.
    for (let i = 0; i < 6; i++) {
      const res = await t.request(
        apiPaths.signup,
        jsonInit('POST', newUser({ username: member!.username }), from(PROBER)),
      );
      expect(res.status).toBe(409);
      expect((await res.json()).errors).toEqual({ username: validation.usernameTaken });
    }
    const mine = await t.signup({}, from(PROBER));
    expect(mine.res.status).toBe(201);
    expect((await t.get(apiPaths.user, mine.cookie)).status).toBe(200);
  });
});
