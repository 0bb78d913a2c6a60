import { Landmark } from 'lucide-react';
import { dashboard } from '#shared/messages.ts';
import { BankAccountsList } from '#pwa/features/banking/components/bank-accounts-list.tsx';
import { ConnectBankButton } from '#pwa/features/banking/components/connect-bank-button.tsx';
import { SectionCard } from './section-card.tsx';

/** The linked bank accounts, and Connect Bank to link one (or one more). */
export function BankAccountsCard() {
  return (
    <SectionCard title={dashboard.bankAccounts} icon={Landmark}>
      <BankAccountsList />
      <ConnectBankButton variant="outline" className="justify-self-start" />
    </SectionCard>
  );
}
