import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { auth } from '#shared/messages/auth.ts';
import { routes } from '#shared/routes.ts';
import { buttonClass } from '#pwa/components/ui/button.tsx';
import { PageHero, StarfieldCta } from './marketing-section.tsx';
import { SecurityContact, SecurityFaq } from './security-faq.tsx';
import { fdicCoverage, Protections, Standards } from './security-sections.tsx';

export type SecurityVariant = 'public' | 'member';

function SecurityHero() {
  return (
    <PageHero
      id="security-title"
      icon={ShieldCheck}
      eyebrow={<>Security at {PRODUCT_NAME}</>}
      title={
        <>
          Your money and data, <span className="text-cyan-300">protected</span>
        </>
      }
    >
      256-bit encryption, read-only bank access and FDIC coverage on cash up to {fdicCoverage}. Here is how we keep your
      account safe, in plain words.
    </PageHero>
  );
}

/** Members go on to 'Start Saving Securely'; visitors get 'Create Account' and 'Get Started'. */
function SecurityCta({ variant }: { variant: SecurityVariant }) {
  if (variant === 'member') {
    return (
      <StarfieldCta
        id="security-cta"
        title="Ready to save securely?"
        body="Your round-ups are protected at every step."
      >
        <Link to={routes.dashboard} className={buttonClass('primary', 'lg')}>
          Start Saving Securely
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </StarfieldCta>
    );
  }
  return (
    <StarfieldCta
      id="security-cta"
      title="Ready to start saving securely?"
      body="Link your bank read-only and let every coin purchase grow your spare change."
    >
      <Link to={routes.signup} className={buttonClass('primary', 'lg')}>
        {auth.createAccount}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
      <Link to={routes.dashboard} className={buttonClass('outline', 'lg')}>
        Get Started
      </Link>
    </StarfieldCta>
  );
}

/** Security: one page, a public and a signed-in variant that differ in their calls to action. */
export function SecurityPage({ variant }: { variant: SecurityVariant }) {
  return (
    <>
      <SecurityHero />
      <Protections />
      <Standards />
      <SecurityFaq />
      <SecurityContact />
      <SecurityCta variant={variant} />
    </>
  );
}
