// Test helpers for the dashboard's DOM tests: a fresh query client, a router, the toasts on screen, a fake API.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '#pwa/app/query-client.ts';
import { useToasts } from '#pwa/components/ui/toast-store.ts';

/** The open toasts of the store, as the Toaster would show them. */
export function ToastProbe() {
  const toasts = useToasts().filter((t) => t.open);
  return (
    <ul aria-label="toasts">
      {toasts.map((t) => (
        <li key={t.id} data-variant={t.variant ?? 'default'}>
          <span>{t.title}</span> <span>{t.description}</span>
        </li>
      ))}
    </ul>
  );
}

/** Renders inside a router and a query client (a fresh one unless given), with the toast probe. */
export function renderWithClient(ui: ReactNode, queryClient = createQueryClient()) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        {ui}
        <ToastProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

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
