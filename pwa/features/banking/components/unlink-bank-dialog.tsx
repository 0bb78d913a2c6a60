import { Unlink } from 'lucide-react';
import { useState } from 'react';
import { bankAccountsText as text, banking } from '#shared/messages/banking.ts';
import type { BankAccountDto } from '#shared/schemas/banks.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#pwa/components/ui/dialog.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { useUnlinkBankAccount } from '#pwa/features/banking/api/unlink-bank-account.ts';

/** Unlink, after a confirmation: syncing stops, the history stays. */
export function UnlinkBankDialog({ account, onUnlinked }: { account: BankAccountDto; onUnlinked?: () => void }) {
  const [open, setOpen] = useState(false);
  const unlink = useUnlinkBankAccount(onUnlinked);
  const onOpenChange = (next: boolean) => {
    if (!unlink.isPending) setOpen(next);
  };
  const confirm = () =>
    unlink.mutate(account.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: banking.unlinkedTitle, description: banking.unlinkedBody(account.accountName) });
      },
      onError: () =>
        toast({ title: text.unlinkFailedTitle, description: text.unlinkFailedBody, variant: 'destructive' }),
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={text.unlinkLabel(account.accountName)}
          title={text.unlink}
          className="-my-1 shrink-0 text-destructive"
        >
          <Unlink className="size-4" aria-hidden /> <span className="hidden sm:inline">{text.unlink}</span>
        </Button>
      </DialogTrigger>
      <DialogContent title={text.unlinkTitle} description={text.unlinkBody(account.accountName)}>
        <div className="grid gap-2 sm:flex sm:flex-row-reverse">
          <OnlineButton variant="destructive" onClick={confirm} disabled={unlink.isPending} className="sm:flex-1">
            {unlink.isPending ? text.unlinking : text.unlink}
          </OnlineButton>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={unlink.isPending}>
            {text.cancel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
