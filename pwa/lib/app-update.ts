import { useSyncExternalStore } from 'react';

/** A new version waits (`apply` takes it: the worker switch, then a reload), or nothing does. */
export type AppUpdate = { apply: () => void } | null;

// Tiny on purpose: this store is in the entry chunk; the code that finds updates loads after the page
// (pwa/app/service-worker.ts) and the prompt with the first update (pwa/components/layout/update-prompt.tsx).
let update: AppUpdate = null;
const listeners = new Set<() => void>();

export function offerUpdate(next: AppUpdate) {
  update = next;
  listeners.forEach((l) => l());
}

export function useAppUpdate() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => update,
    // A page rendered at build time (and its hydration) has no update waiting.
    () => null,
  );
}
