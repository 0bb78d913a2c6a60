/**
 * Registers our worker (pwa/sw/sw.ts) in production builds and watches for new versions, which wait for the
 * user's Reload (pwa/lib/service-worker-updates.ts). That code is fetched after the page has loaded, so it never
 * competes with what the first screen needs.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { watchForUpdates, watchUnsavedInput } = await import('#pwa/lib/service-worker-updates.ts');
    const hasUnsavedInput = watchUnsavedInput();
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    watchForUpdates(registration, { container: navigator.serviceWorker, hasUnsavedInput });
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
