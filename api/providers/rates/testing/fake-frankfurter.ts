// A local Frankfurter (v1 wire format) for tests: GET /{YYYY-MM-DD}?from=USD&to=XXX answers the latest rates
// published on or before that day, { amount: 1, base: 'USD', date, rates: { XXX: n } }, or 404 { message:
// 'not found' } for a currency it does not publish. `reply` can replace the next answers (an outage, a body).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = (res: ServerResponse) => void;

export const json =
  (status: number, body: unknown): Reply =>
  (res) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
/** Never answers: the client's timeout must end the call. */
export const hang: Reply = () => {};

/** USD rates as the ECB publishes them (no COP, CLP, ARS or PEN), by working day. */
export const PUBLISHED: Record<string, Record<string, number>> = {
  '2024-05-08': { MXN: 16.9466, BRL: 5.0828, EUR: 0.93023 },
  '2024-05-09': { MXN: 16.9135, BRL: 5.1473, EUR: 0.92911 },
  '2024-05-10': { MXN: 16.7812, BRL: 5.1661, EUR: 0.92808 },
  '2024-05-13': { MXN: 16.7779, BRL: 5.1455, EUR: 0.92764 },
  '2024-05-17': { MXN: 16.6343, BRL: 5.1107, EUR: 0.9192 },
};

export type FakeFrankfurter = {
  baseUrl: string;
  /** Path and query of every request, in order. */
  requests: string[];
  /** Answers for the next requests, one each, before the published table is used again. */
  replies: Reply[];
  /** An answer for every request until cleared (null). */
  always: Reply | null;
  close(): Promise<void>;
};

export async function startFakeFrankfurter(): Promise<FakeFrankfurter> {
  const fake: FakeFrankfurter = {
    baseUrl: '',
    requests: [],
    replies: [],
    always: null,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    fake.requests.push(req.url ?? '');
    const reply = fake.replies.shift() ?? fake.always;
    if (reply) return reply(res);
    published(req.url ?? '')(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

function published(path: string): Reply {
  const url = new URL(path, 'http://fake');
  const day = /^\/(\d{4}-\d{2}-\d{2})$/.exec(url.pathname)?.[1];
  const to = url.searchParams.get('to');
  if (!day || url.searchParams.get('from') !== 'USD' || !to) return json(404, { message: 'not found' });
  const date = Object.keys(PUBLISHED)
    .filter((d) => d <= day)
    .sort()
    .at(-1);
  const rate = date ? PUBLISHED[date]![to] : undefined;
  if (!date || rate === undefined) return json(404, { message: 'not found' });
  return json(200, { amount: 1.0, base: 'USD', date, rates: { [to]: rate } });
}
