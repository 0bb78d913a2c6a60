import { bankDialog as text } from '#shared/messages/banking.ts';
import { Button } from '#pwa/components/ui/button.tsx';

/**
 * Step 3, second aggregator: the user works in the popup; this updates on its own. A popup hidden behind the
 * window can be brought back.
 */
export function ConnectingStep({ onShowPopup }: { onShowPopup: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 py-6 text-center">
      <div role="status" className="grid justify-items-center gap-3">
        <span className="size-10 animate-spin rounded-full border-4 border-muted border-t-primary" aria-hidden />
        <p className="font-medium">{text.popupWaiting}</p>
        <p className="text-sm text-muted-foreground">{text.popupAutoUpdate}</p>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
        {text.popupHidden}
        <Button variant="outline" size="sm" onClick={onShowPopup}>
          {text.openPopupAgain}
        </Button>
      </div>
    </div>
  );
}
