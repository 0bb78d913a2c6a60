import { BankAccountsList } from './bank-accounts-list.tsx';
import { ConnectBankButton } from './connect-bank-button.tsx';

/**
 * The linked accounts, and Connect Bank to link one (or one more): the dashboard's card and Settings > Bank
 * Account. `onChanged` runs once a bank is linked or unlinked, for the screen to refresh what other features show.
 */
export function BankAccountsPanel({ onChanged }: { onChanged?: () => void }) {
  return (
    <>
      <BankAccountsList onUnlinked={onChanged} />
      <ConnectBankButton variant="outline" className="justify-self-start" onLinked={onChanged} />
    </>
  );
}
