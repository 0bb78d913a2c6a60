/**
 * Registers our worker (pwa/sw/sw.ts) through workbox-window in production builds and watches for new versions,
 * which wait for the user's Reload (pwa/lib/service-worker-updates.ts). Both are fetched after the page has
 * loaded, so they never compete with what the first screen needs.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const [{ Workbox }, { watchForUpdates, watchUnsavedInput }] = await Promise.all([
      import('workbox-window'),
      import('#pwa/lib/service-worker-updates.ts'),
    ]);
    const hasUnsavedInput = watchUnsavedInput();
    const registration = await new Workbox('/sw.js', { scope: '/' }).register();
    if (registration) watchForUpdates(registration, { container: navigator.serviceWorker, hasUnsavedInput });
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
