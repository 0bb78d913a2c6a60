import { CheckCircle2 } from 'lucide-react';
import { bankDialog as text } from '#shared/messages/banking.ts';

/** Step 3, second aggregator: the user works in the popup; this updates on its own. */
export function ConnectingStep() {
  return (
    <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
      <span className="size-10 animate-spin rounded-full border-4 border-muted border-t-primary" aria-hidden />
      <p className="font-medium">{text.popupWaiting}</p>
      <p className="text-sm text-muted-foreground">{text.popupAutoUpdate}</p>
    </div>
  );
}

/** Step 4: done; the dialog closes itself 2 seconds later. */
export function SuccessStep() {
  return (
    // On a phone the toast sits over the bottom of the sheet: the words stay above it.
    <div role="status" className="grid justify-items-center gap-2 pt-6 pb-28 text-center sm:pb-6">
      <CheckCircle2 className="size-12 text-success" aria-hidden />
      <p className="font-semibold">{text.successComplete}</p>
      <p className="text-sm text-muted-foreground">{text.closing}</p>
    </div>
  );
}
