import { Workbox } from 'workbox-window';

/** Registers our worker (pwa/sw/sw.ts) in production builds; a new version takes over at once. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  void wb.register();
}
