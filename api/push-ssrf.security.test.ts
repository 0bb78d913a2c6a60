// Push endpoints were a server-side request forgery. Any member could subscribe an endpoint on the
// server's own machine or network and every push made the server POST there. Now, by default (production, no
// PUSH_ALLOW_LOCAL_ENDPOINTS): subscribing refuses anything but https:// on port 443 with a public name, the name
// resolved (here by a stubbed DNS); sending resolves the name again, refuses inside addresses and connects only to
// the address it checked.
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushApiText } from '#shared/messages/push.ts';
import { apiPaths } from '#shared/routes.ts';
import { EndpointRefused, type Resolve, type ResolvedAddress } from '#api/providers/push/endpoint-policy.ts';
import { createPushProvider } from '#api/providers/push/index.ts';
import type { PushMessage } from '#api/providers/push/push-provider.ts';
import { startFakePushService } from '#api/providers/push/testing/fake-push-service.ts';
import { createPushAgents, createWebPushProvider } from '#api/providers/push/web-push.ts';
import { errorSchema, memberApp } from '#api/testing/member-app.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';

const at = (address: string): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 });

/** A DNS that knows only these names (and counts what it is asked). */
function stubDns(names: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve: Resolve = async (hostname) => {
    asked.push(hostname);
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map(at);
  };
  return { resolve, asked };
}

const INSIDE = ['127.0.0.1', '169.254.169.254', '::ffff:127.0.0.1', 'fd00::1'];
const MORE_INSIDE = ['10.0.0.5', '100.64.0.9', '172.31.255.1', '192.168.1.1', '0.0.0.0', '224.0.0.1', '::1'];
const MAPPED_AND_NAT64 = ['::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '64:ff9b::a9fe:a9fe', 'fe80::1', '::'];

describe('subscribing, in the default (production) environment', () => {
  const m = memberApp();
  const dns = stubDns({
    '169.254.169.254.nip.io': ['169.254.169.254'],
    'localtest.me': ['127.0.0.1'],
    'mapped.example': ['::ffff:127.0.0.1'],
    'ula.example': ['fd00::1'],
    'half.example': ['93.184.216.34', '10.0.0.5'],
    'fcm.googleapis.com': ['142.250.74.10', '2a00:1450:4001:82b::200a'],
  });
  beforeEach(() => {
    m.t.deps.push = createPushProvider(m.t.deps.env, m.t.db, m.t.clock.now, dns.resolve);
  });
  const fake = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') };
  const subscribe = (endpoint: string) =>
    m.t.request(apiPaths.pushSubscriptions, jsonInit('POST', { endpoint, keys: fake }, withCookie(m.cookie)));
  const rows = () => m.t.sqlite.prepare('SELECT endpoint FROM push_subscriptions').all();

  it.each([
    ['http://127.0.0.1:9911/internal/admin?x=1', pushApiText.endpointInvalid],
    ['https://127.0.0.1:9911/internal/admin?x=1', pushApiText.endpointPort],
    ['https://127.0.0.1/internal/admin', pushApiText.endpointPrivate],
    ['http://localhost:9911/internal/admin?x=1', pushApiText.endpointInvalid],
    ['https://localhost/x', pushApiText.endpointPrivate],
    ['http://[::1]:9911/internal/admin?x=1', pushApiText.endpointInvalid],
    ['https://[::1]/x', pushApiText.endpointPrivate],
    ['http://127.1:9911/internal/admin?x=1', pushApiText.endpointInvalid],
    ['https://127.1/x', pushApiText.endpointPrivate],
    ['http://foo.localhost:9911/x', pushApiText.endpointInvalid],
    ['https://foo.localhost/x', pushApiText.endpointPrivate],
    ['https://localhost./x', pushApiText.endpointPrivate],
    ['https://2130706433/', pushApiText.endpointPrivate],
    ['https://0x7f000001/', pushApiText.endpointPrivate],
    ['https://[::ffff:127.0.0.1]/x', pushApiText.endpointPrivate],
    ['https://[fd00::1]/x', pushApiText.endpointPrivate],
    ['https://metadata.google.internal/computeMetadata/v1/', pushApiText.endpointPrivate],
    ['https://intranet/x', pushApiText.endpointPrivate],
    ['https://localtest.me:6379/x', pushApiText.endpointPort],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', pushApiText.endpointPort],
    // Names that resolve inside a network: refused once resolved.
    ['https://169.254.169.254.nip.io/x', pushApiText.endpointPrivate],
    ['https://localtest.me/x', pushApiText.endpointPrivate],
    ['https://mapped.example/x', pushApiText.endpointPrivate],
    ['https://ula.example/x', pushApiText.endpointPrivate],
    ['https://half.example/x', pushApiText.endpointPrivate],
  ])('refuses %s (400, nothing kept)', async (endpoint, message) => {
    const res = await subscribe(endpoint);
    expect(res.status).toBe(400);
    expect(errorSchema.parse(await res.json()).errors?.endpoint).toBe(message);
    expect(rows()).toEqual([]);
  });

  it('takes a push service whose name resolves to public addresses, on 443 written or not', async () => {
    expect((await subscribe('https://fcm.googleapis.com/fcm/send/abc')).status).toBe(201);
    expect((await subscribe('https://fcm.googleapis.com:443/fcm/send/def')).status).toBe(201);
    expect(dns.asked).toContain('fcm.googleapis.com');
  });

  it('takes a name that does not resolve now: it is checked again at each send', async () => {
    expect((await subscribe('https://not-yet.example/x')).status).toBe(201);
  });
});

const message: PushMessage = { payload: '{"title":"t"}', ttlSeconds: 60, urgency: 'normal' };
const keys = webpush.generateVAPIDKeys();
const vapid = () => ({ subject: 'mailto:ops@giftorbit.example', ...keys });
/** A browser's keys for the push (the request is built, encrypted and signed before anything is sent). */
function browser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** A service on 127.0.0.1 that counts the connections it gets and answers 201: what the attacker aimed at. */
async function insideService() {
  let connections = 0;
  const hosts: (string | undefined)[] = [];
  const server = http.createServer((req, res) => {
    hosts.push(req.headers.host);
    req.resume();
    req.on('end', () => res.writeHead(201).end());
  });
  server.on('connection', () => connections++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    hosts,
    connections: () => connections,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
let inside: Awaited<ReturnType<typeof insideService>>;
beforeAll(async () => {
  inside = await insideService();
});
afterAll(() => inside.close());

type Attempt = { address: string; port: number };
/**
 * One request through the push agents: the addresses its socket tried to connect to (an https one is stopped at
 * the first, so nothing leaves this machine), and its status or the error it ended with.
 */
function attempt(url: string, agents: ReturnType<typeof createPushAgents>) {
  const tried: Attempt[] = [];
  const secure = url.startsWith('https:');
  const agent: http.Agent = secure ? agents.https : agents.http;
  return new Promise<{ tried: Attempt[]; error?: Error; status?: number }>((resolve) => {
    // Listening on the socket as the agent makes it: the lookup answers before the request's 'socket' event.
    const make = agent.createConnection.bind(agent);
    agent.createConnection = (options, callback) => {
      const socket = make(options, callback);
      socket?.on('connectionAttempt', (address: string, port: number) => {
        tried.push({ address, port });
        if (secure) setImmediate(() => req.destroy(new Error('stopped at the first attempt')));
      });
      return socket;
    };
    const req = (secure ? https : http).request(url, { method: 'POST', agent }, (res) => {
      res.resume();
      resolve({ tried, status: res.statusCode });
    });
    req.on('error', (error) => resolve({ tried, error }));
    req.end('{}');
  });
}

describe('sending, in the default (production) environment', () => {
  it.each([...INSIDE, ...MORE_INSIDE, ...MAPPED_AND_NAT64])(
    'refuses a push service name that resolves to %s: removed, nothing connected',
    async (address) => {
      const dns = stubDns({ 'evil.example': [address] });
      const push = createWebPushProvider(vapid, { allowLocal: false, resolve: dns.resolve });
      const outcome = await push.send({ endpoint: 'https://evil.example/wpush/v2/abc', ...browser() }, message);
      expect(outcome).toMatchObject({ status: 0, unusable: true });
      expect(outcome.error).toBe(`refused: evil.example resolves to ${address}, not a public address`);
      expect(dns.asked).toEqual(['evil.example']);

      // The same name on the inside service's port, through the same agents: no connection is even tried.
      const agents = createPushAgents({ allowLocal: false, resolve: dns.resolve });
      const before = inside.connections();
      const run = await attempt(`http://evil.example:${inside.port}/internal/admin?x=1`, agents);
      expect(run.error).toBeInstanceOf(EndpointRefused);
      expect(run.tried).toEqual([]);
      expect(inside.connections()).toBe(before);
    },
  );

  it('refuses a name whose addresses are public but one (a second A record inside)', async () => {
    const dns = stubDns({ 'half.example': ['93.184.216.34', '127.0.0.1'] });
    const agents = createPushAgents({ allowLocal: false, resolve: dns.resolve });
    const run = await attempt(`http://half.example:${inside.port}/x`, agents);
    expect(run.error).toBeInstanceOf(EndpointRefused);
    expect(run.tried).toEqual([]);
    expect(inside.hosts).not.toContain(`half.example:${inside.port}`);
  });

  it.each([
    'http://127.0.0.1:9911/internal/admin?x=1',
    'https://127.0.0.1/x',
    'https://[::1]/x',
    'https://2130706433/',
    'https://0x7f000001/',
    'https://[::ffff:7f00:1]/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://localtest.me:6379/x',
    'http://push.example/x',
  ])('refuses %s as written, before any lookup', async (endpoint) => {
    const dns = stubDns({ 'localtest.me': ['93.184.216.34'], 'push.example': ['93.184.216.34'] });
    const push = createWebPushProvider(vapid, { allowLocal: false, resolve: dns.resolve });
    const outcome = await push.send({ endpoint, ...browser() }, message);
    expect(outcome).toMatchObject({ status: 0, unusable: true });
    expect(outcome.error).toMatch(/^refused: /);
    expect(dns.asked).toEqual([]);
  });

  it('refuses the inside service itself, which a local endpoint used to reach', async () => {
    const push = createWebPushProvider(vapid, { allowLocal: false });
    const before = inside.connections();
    const outcome = await push.send({ endpoint: `http://127.0.0.1:${inside.port}/x`, ...browser() }, message);
    expect(outcome).toMatchObject({ status: 0, unusable: true });
    expect(inside.connections()).toBe(before);
  });

  it('connects to the public address it checked, once, even when the name answers otherwise next time', async () => {
    let answers = 0;
    const asked: string[] = [];
    const rebinding: Resolve = async (hostname) => {
      asked.push(hostname);
      return [at(answers++ === 0 ? '93.184.216.34' : '127.0.0.1')];
    };
    const run = await attempt(
      'https://rebind.example/wpush/v2/abc',
      createPushAgents({ allowLocal: false, resolve: rebinding }),
    );
    expect(run.error).not.toBeInstanceOf(EndpointRefused);
    expect(run.tried).toEqual([{ address: '93.184.216.34', port: 443 }]);
    expect(asked).toEqual(['rebind.example']);
  });
});

describe('sending with PUSH_ALLOW_LOCAL_ENDPOINTS=true', () => {
  it('reaches a push service on this machine by name, at the address the lookup gave', async () => {
    const fake = await startFakePushService();
    try {
      const dns = stubDns({ localhost: ['127.0.0.1'] });
      const push = createWebPushProvider(vapid, { allowLocal: true, resolve: dns.resolve });
      const subscriber = fake.subscriber();
      const endpoint = subscriber.endpoint.replace('127.0.0.1', 'localhost');
      const outcome = await push.send({ endpoint, ...subscriber.keys }, message);
      expect(outcome.status).toBe(201);
      expect(fake.received).toHaveLength(1);
      expect(fake.received[0]!.payload).toBe(message.payload);
      expect(dns.asked).toEqual(['localhost']);
    } finally {
      await fake.close();
    }
  });

  it('pins the connection to the checked address: a name no real DNS knows reaches where the lookup said', async () => {
    const dns = stubDns({ 'pinned.example': ['127.0.0.1'] });
    const run = await attempt(
      `http://pinned.example:${inside.port}/x`,
      createPushAgents({ allowLocal: true, resolve: dns.resolve }),
    );
    expect(run.status).toBe(201);
    expect(run.tried).toEqual([{ address: '127.0.0.1', port: inside.port }]);
    expect(inside.hosts.at(-1)).toBe(`pinned.example:${inside.port}`);
    expect(dns.asked).toEqual(['pinned.example']);
  });

  it.each(['169.254.169.254', '10.0.0.5', 'fd00::1', '::ffff:169.254.169.254'])(
    'still refuses a name resolving to %s: only this machine is let in',
    async (address) => {
      const dns = stubDns({ localhost: [address] });
      const run = await attempt(
        `http://localhost:${inside.port}/x`,
        createPushAgents({ allowLocal: true, resolve: dns.resolve }),
      );
      expect(run.error).toBeInstanceOf(EndpointRefused);
      expect(run.tried).toEqual([]);
    },
  );
});
