import { creatorPage as text } from '#shared/messages/creators.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#pwa/components/ui/dialog.tsx';

/** Asked before a gifter who supports one creator supports another: the 1% moves, from now on. */
export function SwitchCreatorDialog({
  open,
  onOpenChange,
  current,
  next,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: string;
  next: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={text.switchTitle} description={text.switchBody(current, next)}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {text.cancel}
            </Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={busy}>
            {text.switchConfirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
