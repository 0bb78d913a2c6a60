import { Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { dashboard } from '#shared/messages/screens.ts';
import { TitledCard } from '#pwa/components/ui/titled-card.tsx';

/** The linked bank accounts and the way to link one: banking's, which the screen passes in. */
export function BankAccountsCard({ children }: { children: ReactNode }) {
  return (
    <TitledCard title={dashboard.bankAccounts} icon={Landmark}>
      {children}
    </TitledCard>
  );
}
