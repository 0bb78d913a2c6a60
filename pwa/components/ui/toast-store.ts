import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT } from '#shared/constants.ts';

export type ToastInput = { title: string; description?: string; variant?: 'default' | 'destructive' };
export type ToastItem = ToastInput & { id: number; open: boolean };

// One toast at a time: a new one replaces the one on screen.
let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput) {
  const item: ToastItem = { ...input, id: nextId++, open: true };
  toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return item.id;
}

export function dismissToast(id: number) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
}

/** No toast at all, as a new page starts (the DOM tests' next file: pwa/lib/testing/fresh-page.ts). */
export function clearToasts() {
  toasts = [];
  emit();
}

const noToasts: typeof toasts = [];

export function useToasts() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    // A page rendered at build time (and its hydration) has no toast yet.
    () => noToasts,
  );
}
