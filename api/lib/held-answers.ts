// Held answers at the socket (docs/decisions/0016-answer-cache.md, "At the socket"). The answer cache
// (api/middleware/answer-cache.ts) holds a signed-in GET's 200 JSON answer per user and URL; once it has gone out
// through the whole app, the same answer is also kept here under the exact request that asked for it: the Cookie
// header (so the same session), the Host, X-Forwarded-Proto and the raw URL. The server (api/index.ts) answers a
// request that matches one of these byte for byte before the app sees it, while the database is unchanged since
// the answer was made (the generation mark, db/generation.ts), the answer is younger than ANSWER_HOLD_MS, the
// session would be neither expired nor slid by the full path, and what else the answer follows (the Bitcoin
// price) is the same. Any write anywhere empties it, as it empties every held read.
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { generationCache } from '#db/generation.ts';
import type { Sqlite } from '#db/index.ts';
import { acceptedEncoding } from '#api/lib/precompress.ts';

/**
 * JSON answers from this size go gzip'd (api/middleware/compress-json.ts): below, gzip's header and the decoding
 * cost more than the bytes it saves.
 */
export const COMPRESS_THRESHOLD = 1024;
/**
 * On the fly, the fastest level, as is usual for dynamic answers: a 20 KB page of transactions takes about half
 * the CPU of level 4 and comes out 5% larger (2.5 KB against 2.4 KB).
 */
export const GZIP_LEVEL = 1;

/** One answer's text, and its gzip made the first time someone takes it. */
export type Held = { at: number; text: string; gzip?: Uint8Array<ArrayBuffer> };

/** Whether a client takes gzip, by its Accept-Encoding header: a browser sends the same one every time. */
const takesGzip = new Map<string, boolean>();
function acceptsGzip(header: string | undefined) {
  if (!header) return false;
  let takes = takesGzip.get(header);
  if (takes === undefined) {
    takes = acceptedEncoding(header, ['gzip']) === 'gzip';
    if (takesGzip.size >= 256) takesGzip.clear();
    takesGzip.set(header, takes);
  }
  return takes;
}

/** The held answer as a client with this Accept-Encoding takes it: gzip'd (made once) when large and accepted. */
export function heldBody(held: Held, acceptEncoding: string | undefined) {
  const gzip = held.text.length >= COMPRESS_THRESHOLD && acceptsGzip(acceptEncoding);
  if (!gzip) return { body: held.text, gzip };
  held.gzip ??= new Uint8Array(gzipSync(held.text, { level: GZIP_LEVEL }));
  return { body: held.gzip, gzip };
}

/** The request headers an answer kept at the socket is matched on (with the URL): the rest do not change it. */
type Asked = { cookie?: string; host?: string; 'x-forwarded-proto'?: string | string[] };

type AtTheSocket = {
  held: Held;
  /** Not served from this moment: the hold's end, or when the full path would expire or slide the session. */
  until: number;
  /** Every header the full path sends with it, but the length and the encoding. */
  headers: [name: string, value: string][];
  /** For an answer that depends on more than the database (the Bitcoin price): whether that is unchanged. */
  still?: () => boolean;
  /** The headers as written, name and value in turn, for each encoding: made on first use. */
  wire?: { text?: string[]; gzip?: string[] };
};

function wireHeaders(answer: AtTheSocket, body: string | Uint8Array, gzip: boolean) {
  const wire = (answer.wire ??= {});
  const made = gzip ? wire.gzip : wire.text;
  if (made) return made;
  const headers = [...answer.headers];
  if (gzip) headers.push(['Content-Encoding', 'gzip'], ['Vary', 'Accept-Encoding']);
  headers.push(['Content-Length', String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength)]);
  return (wire[gzip ? 'gzip' : 'text'] = headers.flat());
}

const PER_SERVER = 1_024;
const stores = new WeakMap<Sqlite, ReturnType<typeof generationCache<AtTheSocket>>>();
const storeOf = (sqlite: Sqlite) => {
  let store = stores.get(sqlite);
  if (!store) stores.set(sqlite, (store = generationCache<AtTheSocket>(sqlite, PER_SERVER)));
  return store;
};

const keyOf = (asked: Asked, url: string) =>
  `${asked.cookie ?? ''}\n${asked.host ?? ''}\n${String(asked['x-forwarded-proto'] ?? '')}\n${url}`;

/**
 * Keeps an answer that went out through the whole app for the same request again. `since` is the generation the
 * answer was read under: a write meanwhile, and it is not kept.
 */
export function keepAtTheSocket(sqlite: Sqlite, incoming: IncomingMessage, answer: AtTheSocket, since: string) {
  if (!incoming.url || !incoming.headers.cookie) return;
  storeOf(sqlite).keepIf(keyOf(incoming.headers, incoming.url), answer, since);
}

/**
 * Answers `incoming` with an answer kept for exactly this request, if one stands; false when the app must answer.
 * `now` is the clock the holds were measured by.
 */
export function answerAtTheSocket(sqlite: Sqlite, now: number, incoming: IncomingMessage, outgoing: ServerResponse) {
  if (incoming.method !== 'GET' || !incoming.url || !incoming.headers.cookie) return false;
  const { value } = storeOf(sqlite).lookup(keyOf(incoming.headers, incoming.url));
  if (!value || now < value.held.at || now >= value.until || (value.still && !value.still())) return false;
  const { body, gzip } = heldBody(value.held, incoming.headers['accept-encoding']);
  outgoing.writeHead(200, wireHeaders(value, body, gzip));
  outgoing.end(body);
  return true;
}

type Listener = (incoming: IncomingMessage, outgoing: ServerResponse) => unknown;

/**
 * `node:http`'s createServer for @hono/node-server's `serve`, with answers kept at the socket given before the
 * app's listener. Not with request logging on: a request answered here would miss its line.
 */
export function createServerAnsweringHeld(deps: { sqlite: Sqlite; now: () => number }) {
  return ((options: ServerOptions, listener: Listener) =>
    createServer(options, (incoming, outgoing) => {
      if (!answerAtTheSocket(deps.sqlite, deps.now(), incoming, outgoing)) void listener(incoming, outgoing);
    })) as unknown as typeof createServer;
}
