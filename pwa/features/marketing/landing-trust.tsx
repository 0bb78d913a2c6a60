import { ArrowRight, BadgeCheck, Eye, Landmark, Lock } from 'lucide-react';
import { AppLink } from '#pwa/lib/app-shell.tsx';
import { FDIC_COVERAGE_DOLLARS, PRODUCT_NAME } from '#shared/constants.ts';
import { routes } from '#shared/routes.ts';
import { buttonClass } from '#pwa/components/ui/button.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { type Icon, MarketingSection, StarfieldCta } from './marketing-section.tsx';

const fdic = `$${FDIC_COVERAGE_DOLLARS.toLocaleString('en-US')}`;

const badges: { icon: Icon; title: string; body: string }[] = [
  { icon: Lock, title: '256-bit Encryption', body: 'Your data is protected with 256-bit encryption and TLS 1.3.' },
  { icon: Eye, title: 'Read-Only Access', body: 'We can only view transactions, never move money.' },
  { icon: Landmark, title: 'FDIC Insured', body: `Cash is covered by FDIC insurance up to ${fdic}.` },
  {
    icon: BadgeCheck,
    title: 'SOC 2 · PCI DSS · GDPR',
    body: 'Industry standards for security, card data and privacy.',
  },
];

export function SecurityBadges() {
  return (
    <MarketingSection
      id="security"
      eyebrow="Security"
      title="Bank-level security, built in"
      intro={`${PRODUCT_NAME} never holds your banking password and can never move money out of your bank account.`}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {badges.map(({ icon: Icon, title, body }) => (
          <li key={title}>
            <Card className="flex h-full flex-col items-center p-6 text-center">
              <span className="mb-3 flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{body}</p>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <AppLink
          to={routes.security}
          className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
        >
          Learn more about security
          <ArrowRight className="size-4" aria-hidden />
        </AppLink>
      </p>
    </MarketingSection>
  );
}

export function FinalCta() {
  return (
    <StarfieldCta
      id="final-cta"
      title="Ready for liftoff?"
      body="Create your account, link your bank read-only and let every coin purchase grow your spare change."
    >
      <AppLink to={routes.signup} className={buttonClass('primary', 'lg')}>
        Get Started
        <ArrowRight className="size-4" aria-hidden />
      </AppLink>
    </StarfieldCta>
  );
}
