import { creatorPage } from '#shared/messages/creators.ts';
import { supportSheetText as text } from '#shared/messages/creator-discovery.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#pwa/components/ui/dialog.tsx';

/**
 * Asked before a gifter supports a creator: what it does (1% of their future coin purchases, at no cost to them) and,
 * when they support someone else, that this replaces them. A sheet on a phone, a dialog from sm up.
 */
export function SupportSheet({
  open,
  onOpenChange,
  name,
  current,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  /** The username of the creator supported now, if any. */
  current: string | null;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={text.title(name)} description={text.body}>
        {current && (
          <p className="rounded-lg bg-warning-soft p-3 text-sm" data-testid="support-replaces">
            {text.replaces(current)}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {text.cancel}
            </Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={busy}>
            {current ? creatorPage.switchConfirm : text.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
