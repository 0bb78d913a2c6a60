// The bottom of Settings: what closing the account means, and the dialog that does it.
import { closingText as text } from '#shared/messages/closing.ts';
import { CloseAccountDialog } from './close-account-dialog.tsx';

export function CloseAccountSection() {
  return (
    <div className="grid gap-4">
      <p className="-mt-2 text-sm text-muted-foreground">{text.sectionIntro}</p>
      <div>
        <CloseAccountDialog />
      </div>
    </div>
  );
}
