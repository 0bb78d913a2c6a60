import { BadgeCheck, Building2, CreditCard, Eye, KeyRound, Landmark, Lock, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { bankDialog } from '#shared/messages/banking.ts';
import { securityProtections, securityStandards } from '#shared/messages/security-page.ts';
import { type Icon, IconCard, IconCardGrid, MarketingSection } from './marketing-section.tsx';

const protections: { icon: Icon; title: string; body: ReactNode }[] = [
  { icon: Lock, ...securityProtections.encryption },
  { icon: Landmark, ...securityProtections.fdic },
  { icon: Eye, ...securityProtections.readOnly },
  {
    icon: Building2,
    title: securityProtections.provider.title,
    body: (
      <>
        <p>{securityProtections.provider.intro}</p>
        <ul className="mt-2 grid list-disc gap-1 pl-5">
          <li>{bankDialog.trustedFinicity}</li>
          <li>{bankDialog.trustedBelvo}</li>
        </ul>
      </>
    ),
  },
  { icon: KeyRound, ...securityProtections.twoFactor },
  { icon: Smartphone, ...securityProtections.mobile },
];

const standards: { icon: Icon; title: string; body: string }[] = [
  { icon: CreditCard, ...securityStandards.pciDss },
  { icon: BadgeCheck, ...securityStandards.gdpr },
];

export function Protections() {
  return (
    <MarketingSection
      id="protections"
      eyebrow={securityProtections.eyebrow}
      title={securityProtections.title}
      intro={securityProtections.intro}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {protections.map(({ icon, title, body }) => (
          <li key={title}>
            <IconCard icon={icon} title={title}>
              {typeof body === 'string' ? <p>{body}</p> : body}
            </IconCard>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}

export function Standards() {
  return (
    <MarketingSection
      id="compliance"
      eyebrow={securityStandards.eyebrow}
      title={securityStandards.title}
      className="bg-muted/50"
    >
      <IconCardGrid items={standards} columns="md:grid-cols-2" />
    </MarketingSection>
  );
}
