// Credentials always; form data as is, anything else as JSON;
// a non-success status is an error whose message is "status: body text" (or status text).
import type { ApiError } from '#shared/schemas/errors.ts';
import { nextTask } from './next-task.ts';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed `{ message, errors }` body when the server sent one. */
    readonly body: ApiError | null,
  ) {
    super(message);
  }
  /** The server's own message, for toasts and alerts that show it. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
}

async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let body: ApiError | null = null;
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed.message === 'string') body = parsed;
  } catch {
    body = null;
  }
  throw new ApiRequestError(res.status, `${res.status}: ${text}`, body);
}

/** `headers` adds request headers, such as the Idempotency-Key of a money movement. */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  data?: unknown,
  options: { headers?: Record<string, string> } = {},
): Promise<T> {
  const isForm = data instanceof FormData;
  const json = data !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: options.headers ? { ...json, ...options.headers } : json,
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : undefined) as T;
}

/** GET as JSON; with `on401: 'null'` a signed-out caller reads as no data, not an error. */
export function getJson<T>(url: string, options: { on401: 'null' }): Promise<T | null>;
export function getJson<T>(url: string, options?: { on401?: 'throw' }): Promise<T>;
export async function getJson<T>(url: string, options: { on401?: 'null' | 'throw' } = {}): Promise<T | null> {
  // A screen starts all its queries at once, in the task that runs its effects: each request starts in a task of
  // its own (the dashboard's, started together, held a phone's main thread in one long task).
  await nextTask();
  const res = await fetch(url, { credentials: 'include' });
  if (options.on401 === 'null' && res.status === 401) {
    // Finish the response even though its body is not needed: an unread body keeps the request open (the page
    // never goes network-idle, the connection is not reused).
    await res.body?.cancel();
    return null;
  }
  await throwIfNotOk(res);
  return (await res.json()) as T;
}
