import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { siteFrame } from '#shared/messages/site-frame.ts';
import { cn } from '#pwa/lib/class-names.ts';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/**
 * Radix dialog: focus trapped and returned to the trigger, Escape and the overlay close it, the title and
 * description are read when it opens. A sheet from the bottom on a phone, a centred card from `sm` up.
 */
export function DialogContent({
  title,
  description,
  closeLabel = siteFrame.close,
  children,
}: {
  title: string;
  description?: string;
  closeLabel?: string;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <RadixDialog.Content
        // Radix warns about a dialog without a description unless aria-describedby is explicitly undefined.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          // On a phone the sheet leaves the top 9rem to the toasts (./toaster.tsx), so they cover none of it.
          'fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-9rem)] overflow-y-auto rounded-t-2xl sm:max-h-[90dvh]',
          'border border-border bg-card p-5 text-card-foreground shadow-xl',
          'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-md',
          'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="text-sm text-muted-foreground">{description}</RadixDialog.Description>
            )}
          </div>
          {/* 44 x 44 px for a finger, drawn no bigger (the negative margin keeps the title's line). */}
          <RadixDialog.Close
            aria-label={closeLabel}
            className={cn(
              '-m-3 inline-flex size-11 shrink-0 items-center justify-center rounded-lg',
              'text-muted-foreground hover:text-foreground',
            )}
          >
            <X className="size-5" aria-hidden />
          </RadixDialog.Close>
        </div>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
