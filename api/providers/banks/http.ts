// One way to call an aggregator: a timeout on every attempt and a bounded retry with exponential backoff
// for what repeating can fix (5xx, 429, the network). Only the method and path ever reach an error
// message: never a header, a query or a body, so neither our keys nor a user's banking password can leak.

export type HttpPolicy = {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before the second attempt; it doubles before each later one. */
  baseDelayMs: number;
  timeoutMs: number;
  sleep: (ms: number) => Promise<void>;
};

export const DEFAULT_HTTP_POLICY: HttpPolicy = {
  attempts: 3,
  baseDelayMs: 500,
  timeoutMs: 30_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** A Retry-After longer than this is not waited for: the call fails and the next sync tries again. */
const MAX_RETRY_AFTER_MS = 30_000;

export type HttpAnswer = { status: number; body: unknown; headers: Headers };

/** The aggregator could not be reached, or kept failing, within the policy. */
export class AggregatorUnreachable extends Error {
  override name = 'AggregatorUnreachable';
}

export type CallOptions = {
  /** `METHOD /path` for messages, without the query. */
  what: string;
  url: string;
  init: RequestInit;
  policy: HttpPolicy;
  /**
   * False for calls that must not run twice (creating a link): those are repeated only when the server
   * surely did not act (502, 503, 504, 429, a refused connection), never after a timeout or a 500.
   */
  idempotent: boolean;
};

export async function callAggregator({ what, url, init, policy, idempotent }: CallOptions): Promise<HttpAnswer> {
  let failure = '';
  let made = 0;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    const last = attempt === policy.attempts;
    made = attempt;
    let answer: HttpAnswer;
    try {
      answer = await send(url, init, policy.timeoutMs);
    } catch (error) {
      failure = describe(error, policy.timeoutMs);
      if (last || !(idempotent || refused(error))) break;
      await policy.sleep(backoff(policy, attempt));
      continue;
    }
    const retryable = answer.status >= 500 || answer.status === 429;
    const safe = idempotent || [429, 502, 503, 504].includes(answer.status);
    if (!retryable || !safe || last) return answer;
    await policy.sleep(Math.max(backoff(policy, attempt), retryAfterMs(answer.headers)));
  }
  throw new AggregatorUnreachable(`${what} failed after ${made} attempt${made === 1 ? '' : 's'}: ${failure}`);
}

async function send(url: string, init: RequestInit, timeoutMs: number): Promise<HttpAnswer> {
  // The same signal bounds the body as well as the headers: a server that stalls mid-body times out too.
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const text = await res.text();
  let body: unknown = text;
  if (text && /\bjson\b/i.test(res.headers.get('content-type') ?? 'application/json')) {
    try {
      body = JSON.parse(text);
    } catch {
      // Left as text: the caller reports an unexpected body.
    }
  }
  return { status: res.status, body: text ? body : null, headers: res.headers };
}

function backoff(policy: HttpPolicy, attempt: number): number {
  return policy.baseDelayMs * 2 ** (attempt - 1);
}

function retryAfterMs(headers: Headers): number {
  const seconds = Number(headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 0;
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `timed out after ${timeoutMs} ms`;
  }
  const code = networkCode(error);
  return code ? `network error ${code}` : 'network error';
}

/** Connection refused or the name did not resolve: the request never reached the server. */
function refused(error: unknown): boolean {
  const code = networkCode(error);
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

function networkCode(error: unknown): string | null {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : null;
}
