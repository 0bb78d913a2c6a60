/**
 * Registers our worker (pwa/sw/sw.ts) in production builds; a new version takes over at once. workbox-window is
 * fetched after the page has loaded, so it never competes with what the first screen needs.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    await new Workbox('/sw.js', { scope: '/' }).register();
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
