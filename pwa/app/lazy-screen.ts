import { type ComponentType, lazy } from 'react';

export type Screen = { preload: () => void };

/**
 * A screen in its own chunk. `preload` starts the download early (the page the app opens on, while GET /api/user
 * is still on its way).
 */
export function lazyScreen<K extends string, P>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((m) => ({ default: m[name] })));
  return Object.assign(lazy(start), { preload: () => void start() });
}
