import {
  BadgeCheck,
  Building2,
  CreditCard,
  Eye,
  KeyRound,
  Landmark,
  Lock,
  ShieldCheck,
  Smartphone,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { FDIC_COVERAGE_DOLLARS, PRODUCT_NAME, SESSION_IDLE_MS } from '#shared/constants.ts';
import { bankDialog } from '#shared/messages/banking.ts';
import { type Icon, IconCard, IconCardGrid, MarketingSection } from './marketing-section.tsx';

export const fdicCoverage = `$${FDIC_COVERAGE_DOLLARS.toLocaleString('en-US')}`;
const idleDays = Math.round(SESSION_IDLE_MS / 86_400_000);

const protections: { icon: Icon; title: string; body: ReactNode }[] = [
  {
    icon: Lock,
    title: '256-bit encryption',
    body: `256-bit encryption protects your data, and every connection to ${PRODUCT_NAME} is secured with TLS 1.3.`,
  },
  {
    icon: Landmark,
    title: 'FDIC insurance',
    body:
      `Your cash is covered by FDIC insurance up to ${fdicCoverage}. ` +
      'Bitcoin is not cash and is not covered by FDIC insurance.',
  },
  {
    icon: Eye,
    title: 'Read-only bank access',
    body:
      'We can only view transactions, never move money. ' +
      'Round-ups are charged to a card you choose to save, not taken through your bank link.',
  },
  {
    icon: Building2,
    title: 'Trusted bank-data provider',
    body: (
      <>
        <p>Your bank connection runs through a specialist provider, chosen by your country:</p>
        <ul className="mt-2 grid list-disc gap-1 pl-5">
          <li>{bankDialog.trustedFinicity}</li>
          <li>{bankDialog.trustedBelvo}</li>
        </ul>
      </>
    ),
  },
  {
    icon: KeyRound,
    title: 'Two-factor authentication',
    body:
      'Optional, and recommended: with it on, signing in takes a second step (a code from an authenticator app), ' +
      "so a stolen password alone can't open your account. Or sign in with a passkey instead of a password.",
  },
  {
    icon: Smartphone,
    title: 'Mobile security',
    body:
      'The app uses the same encrypted connection as the website. ' +
      `Sessions end after ${idleDays} days without use, and changing your password signs out every other device.`,
  },
];

const standards: { icon: Icon; title: string; body: string }[] = [
  {
    icon: ShieldCheck,
    title: 'SOC 2',
    body: 'Our security controls follow the SOC 2 framework for protecting customer data.',
  },
  {
    icon: CreditCard,
    title: 'PCI DSS',
    body: 'Cards are saved with a PCI DSS compliant payment provider. Your full card number never reaches our servers.',
  },
  {
    icon: BadgeCheck,
    title: 'GDPR',
    body:
      'You can ask for a copy of your personal data at any time. ' +
      'Records we must keep by law are retained for 7 years after an account closes.',
  },
];

export function Protections() {
  return (
    <MarketingSection
      id="protections"
      eyebrow="Protection"
      title="How we protect you"
      intro="Security is built into every step, from linking your bank to cashing out."
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
    <MarketingSection id="compliance" eyebrow="Compliance" title="Standards we follow" className="bg-muted/50">
      <IconCardGrid items={standards} columns="md:grid-cols-3" />
    </MarketingSection>
  );
}
