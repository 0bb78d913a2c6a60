import { vi } from 'vitest';

export const json = (status: number, body?: unknown) =>
  body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (init: RequestInit) => Response | Promise<Response>;

/**
 * A fake API: 'GET /api/portfolio' -> handler (or a list answered one after another, the last one repeating).
 * Returns the fetch mock, whose calls are `[url, init]`.
 */
export function mockApi(routes: Record<string, Handler | Handler[]>) {
  const seen = new Map<string, number>();
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const route = routes[key];
    if (!route) return json(404, { message: `No route for ${key}` });
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    const handler = Array.isArray(route) ? route[Math.min(n, route.length - 1)]! : route;
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls the fake API received for one route, as `[url, init]`. */
export const callsTo = (fetchMock: ReturnType<typeof mockApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method) as [
    string,
    RequestInit,
  ][];
