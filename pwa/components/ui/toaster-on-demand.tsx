import { lazy, Suspense } from 'react';
import { useToasts } from './toast-store.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/** Radix's toasts load with the first toast, so pages that never show one never download them. */
export function ToasterOnDemand() {
  // The list only grows (a dismissed toast stays, closed), so once mounted the toaster stays mounted.
  const anyToast = useToasts().length > 0;
  return anyToast ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
