// A push service on 127.0.0.1 for tests: it plays the browser's side too (a P-256 key pair and an auth secret per
// subscriber), so each request it receives is kept with its headers and its payload decrypted with the subscriber's
// private key (RFC 8291, by http_ece): a test checks the real encrypted content. Answers 201 unless told otherwise.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export type ReceivedPush = {
  path: string;
  headers: IncomingHttpHeaders;
  /** The encrypted body as sent. */
  body: Buffer;
  /** The payload decrypted for the subscriber the path belongs to (null when none or it did not decrypt). */
  payload: string | null;
};

export type FakeReply = { status: number; headers?: Record<string, string> };

/** What a browser's PushSubscription.toJSON() gives, for POST /api/push/subscriptions. */
export type SubscriptionJson = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };

export async function startFakePushService() {
  const subscribers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const received: ReceivedPush[] = [];
  /** Answers for the next requests, in order; 201 once they run out. */
  const replies: FakeReply[] = [];
  let waiters: (() => void)[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = req.url ?? '/';
      const who = subscribers.get(path);
      let payload: string | null = null;
      try {
        if (who)
          payload = ece.decrypt(body, { version: 'aes128gcm', privateKey: who.ecdh, authSecret: who.auth }).toString();
      } catch {
        payload = null;
      }
      received.push({ path, headers: req.headers, body, payload });
      const reply = replies.shift() ?? { status: 201 };
      res.writeHead(reply.status, reply.headers).end();
      const ready = waiters;
      waiters = [];
      ready.forEach((w) => w());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    replies,
    /** A new browser subscription on this service, as the browser would post it. */
    subscriber(): SubscriptionJson {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const path = `/wpush/v2/${randomUUID()}`;
      subscribers.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    /** Resolves once `count` requests in all have arrived. */
    async waitFor(count: number, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`fake push service: ${received.length} of ${count} pushes arrived`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 50);
        });
      }
      return received.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
