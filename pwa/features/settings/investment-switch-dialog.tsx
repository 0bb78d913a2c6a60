import { roundUpPrefs as text } from '#shared/messages/money.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { Dialog, DialogContent } from '#pwa/components/ui/dialog.tsx';

type Choice = 'interest' | 'bitcoin';

/**
 * Switching where round-ups go is confirmed first, saying what happens to what is already invested
 * (it stays where it is) and, for Bitcoin, that its value moves. `to` null: closed.
 */
export function InvestmentSwitchDialog({
  to,
  onConfirm,
  onCancel,
}: {
  to: Choice | null;
  onConfirm: (to: Choice) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={to !== null} onOpenChange={(open) => !open && onCancel()}>
      {to && (
        <DialogContent title={text.switchTitle(to)}>
          <div className="grid gap-3 text-sm">
            <p>{to === 'bitcoin' ? text.switchToBitcoin : text.switchToInterest}</p>
            {to === 'bitcoin' && <p className="font-medium">{text.bitcoinRisk}</p>}
          </div>
          <div className="mt-5 grid gap-2 sm:flex sm:flex-row-reverse">
            <Button onClick={() => onConfirm(to)} className="sm:flex-1">
              {text.confirmSwitch(to)}
            </Button>
            <Button variant="outline" onClick={onCancel}>
              {text.keepChoice}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
