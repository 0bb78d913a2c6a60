import { describe, expect, it } from 'vitest';
import { auth } from '#shared/messages/auth.ts';
import { jsonInit, makeTestApp, type TestApp, VALID_PASSWORD } from '#api/testing/test-app.ts';

// app.request() has no socket: the address is X-Forwarded-For, trusted with TRUST_PROXY=true (any peer, no socket
// included). A list of proxies believes only requests whose socket is one of them (below).
const proxied = () => makeTestApp({ env: { TRUST_PROXY: 'true' } });
const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function expectTooMany(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = res.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ message: auth.tooManyAttempts });
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
}

async function failSignins(t: TestApp, email: string, ip: string, times: number) {
  const results = await Promise.all(Array.from({ length: times }, () => t.signin(email, 'Wrong-Guess-99', from(ip))));
  return results.map((r) => r.res.status);
}

/** Too long for one line of source; vitest shows it whole. */
const blocksEleventhAttempt =
  'blocks the 11th attempt after 10 failures, even with the right password; ' +
  'other accounts and addresses are not blocked';

/** Too long for one line of source; vitest shows it whole. */
const ignoresForgedForwardedFor =
  'ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot dodge the limit by forging it';

/** Too long for one line of source; vitest shows it whole. */
const countsWhatTheProxySaw =
  'counts, through the proxy, the address it saw: "forged, real" is real, and another address still signs in';

describe('failed sign-ins per account and address', () => {
  it(blocksEleventhAttempt, async () => {
    const t = proxied();
    try {
      const victim = await t.signup({}, from('192.0.2.200'));
      const bystander = await t.signup({}, from('192.0.2.201'));
      const attacker = '203.0.113.9';

      expect(await failSignins(t, victim.input.email, attacker, 10)).toEqual(Array(10).fill(401));

      const eleventh = await t.signin(victim.input.email, VALID_PASSWORD, from(attacker));
      await expectTooMany(eleventh.res);
      expect(eleventh.cookie).toBeUndefined();

      // Another account from the same address signs in.
      const other = await t.signin(bystander.input.email, VALID_PASSWORD, from(attacker));
      expect(other.res.status).toBe(200);
      // The owner, from their own address, is not locked out.
      const owner = await t.signin(victim.input.email, VALID_PASSWORD, from('198.51.100.77'));
      expect(owner.res.status).toBe(200);
    } finally {
      t.cleanup();
    }
  });

  it(ignoresForgedForwardedFor, async () => {
    const t = makeTestApp();
    try {
      const { input } = await t.signup();
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.signin(input.email, 'Wrong-Guess-99', from(`203.0.113.${i + 1}`)).then((r) => r.res.status),
        ),
      );
      expect(statuses).toEqual(Array(10).fill(401));
      await expectTooMany((await t.signin(input.email, VALID_PASSWORD, from('203.0.113.99'))).res);
    } finally {
      t.cleanup();
    }
  });

  it('counts the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    // A proxy in front (nginx's $proxy_add_x_forwarded_for, most load balancers) appends the address it
    // saw to whatever X-Forwarded-For the client sent: "forged, real". Only the last entry is trustworthy.
    const t = proxied();
    try {
      const { input } = await t.signup({}, from('192.0.2.50'));
      const real = '203.0.113.5';
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.signin(input.email, 'Wrong-Guess-99', from(`10.9.9.${i + 1}, ${real}`)).then((r) => r.res.status),
        ),
      );
      expect(statuses).toEqual(Array(10).fill(401));
      await expectTooMany((await t.signin(input.email, VALID_PASSWORD, from(`10.9.9.99, ${real}`))).res);
    } finally {
      t.cleanup();
    }
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const t = proxied();
    try {
      const { input } = await t.signup({}, from('192.0.2.10'));
      const ip = '192.0.2.11';
      expect(await failSignins(t, input.email, ip, 9)).toEqual(Array(9).fill(401));
      expect((await t.signin(input.email, VALID_PASSWORD, from(ip))).res.status).toBe(200);
      // Ten fresh mistakes are answered as mistakes, not as a lockout.
      expect(await failSignins(t, input.email, ip, 10)).toEqual(Array(10).fill(401));
      await expectTooMany((await t.signin(input.email, VALID_PASSWORD, from(ip))).res);
    } finally {
      t.cleanup();
    }
  });
});

describe('failed sign-ins behind a proxy TRUST_PROXY names', () => {
  // The Node adapter hands each request its socket; getConnInfo reads the TCP peer's address there.
  const peer = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
  const signinVia = (t: TestApp, address: string, email: string, password: string, headers: Record<string, string>) =>
    Promise.resolve(t.app.request('/api/auth/signin', jsonInit('POST', { email, password }, headers), peer(address)));

  it('blocks a caller that reaches the port directly, whatever new X-Forwarded-For it writes each time', async () => {
    const t = makeTestApp({ env: { TRUST_PROXY: '127.0.0.1,::1' } });
    try {
      const { input } = await t.signup();
      const direct = '198.51.100.9';
      for (let i = 0; i < 10; i++) {
        const res = await signinVia(t, direct, input.email, 'Wrong-Guess-99', from(`203.0.113.${i + 1}`));
        expect(res.status).toBe(401);
      }
      await expectTooMany(await signinVia(t, direct, input.email, VALID_PASSWORD, from('203.0.113.99')));
    } finally {
      t.cleanup();
    }
  });

  it(countsWhatTheProxySaw, async () => {
    const t = makeTestApp({ env: { TRUST_PROXY: '127.0.0.1,::1' } });
    try {
      const { input } = await t.signup();
      const real = '203.0.113.5';
      for (let i = 0; i < 10; i++) {
        const res = await signinVia(t, '::ffff:127.0.0.1', input.email, 'Wrong-Guess-99', from(`10.9.9.${i}, ${real}`));
        expect(res.status).toBe(401);
      }
      await expectTooMany(await signinVia(t, '127.0.0.1', input.email, VALID_PASSWORD, from(`10.9.9.99, ${real}`)));
      const owner = await signinVia(t, '127.0.0.1', input.email, VALID_PASSWORD, from('198.51.100.77'));
      expect(owner.status).toBe(200);
    } finally {
      t.cleanup();
    }
  });
});

describe('failed sign-ins per account, whatever the address', () => {
  it('blocks the account at new addresses after 100 failures in an hour spread over many', async () => {
    const t = proxied();
    try {
      const { input } = await t.signup({}, from('192.0.2.1'));
      expect((await t.signin(input.email, VALID_PASSWORD, from('192.0.2.2'))).res.status).toBe(200);
      for (let i = 1; i <= 10; i++) {
        // 10 per address: each address stays under its own limit.
        expect(await failSignins(t, input.email, `10.0.0.${i}`, 10)).toEqual(Array(10).fill(401));
      }
      const fresh = await t.signin(input.email, VALID_PASSWORD, from('10.0.0.11'));
      await expectTooMany(fresh.res);
      // The owner is not locked out where they signed up or signed in before: the attacker cannot deny them.
      expect((await t.signin(input.email, VALID_PASSWORD, from('192.0.2.1'))).res.status).toBe(200);
      expect((await t.signin(input.email, VALID_PASSWORD, from('192.0.2.2'))).res.status).toBe(200);
      // A wrong guess there is still a mistake counted for that address, not a way round the lock.
      expect(await failSignins(t, input.email, '192.0.2.2', 10)).toEqual(Array(10).fill(401));
      await expectTooMany((await t.signin(input.email, VALID_PASSWORD, from('192.0.2.2'))).res);
    } finally {
      t.cleanup();
    }
  }, 30_000); // 110 password checks: room for a loaded 2-core machine
});

describe('auth requests per address', () => {
  it('answers the 101st auth request from one address in 15 minutes with 429', async () => {
    const t = proxied();
    try {
      const ip = '198.51.100.1';
      // Cheap requests (no hashing): an empty body fails validation, and still counts.
      for (let i = 0; i < 100; i++) {
        const res = await t.request('/api/auth/signin', jsonInit('POST', {}, from(ip)));
        expect(res.status).toBe(400);
      }
      await expectTooMany(await t.request('/api/auth/signin', jsonInit('POST', {}, from(ip))));
      // Every auth route is covered, not only sign-in.
      await expectTooMany(await t.request('/api/auth/signup', jsonInit('POST', {}, from(ip))));
      // Another address is unaffected.
      expect((await t.request('/api/auth/signin', jsonInit('POST', {}, from('198.51.100.2')))).status).toBe(400);
    } finally {
      t.cleanup();
    }
  });
});
