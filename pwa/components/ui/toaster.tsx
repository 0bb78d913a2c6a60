import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '#shared/constants.ts';
import { cn } from '#pwa/lib/class-names.ts';
import { dismissToast, useToasts } from './toast-store.ts';
import { siteFrame } from '#shared/messages/site-frame.ts';

/**
 * Radix toasts: F8 focuses the region, swipe right dismisses, 5 s each, 420 px wide at most. At the bottom, except
 * on a phone while a dialog is open: a phone's dialog is a sheet from the bottom with its buttons there, so the
 * toasts go to the top, where the sheet leaves them room (a declined card's toast once covered the 3-D Secure step).
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={t.variant ?? 'default'}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg',
            t.variant === 'destructive'
              ? 'border-destructive bg-destructive text-white dark:text-background'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description && <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label={siteFrame.close}
            // 44 x 44 px for a finger.
            className={cn(
              'absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-lg',
              'opacity-80 hover:opacity-100',
            )}
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        className={cn(
          'fixed right-0 bottom-(--tab-bar) z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]',
          'max-sm:[body:has([role=dialog])_&]:top-0 max-sm:[body:has([role=dialog])_&]:bottom-auto',
          'max-sm:[body:has([role=dialog])_&]:p-2',
        )}
      />
    </Toast.Provider>
  );
}
