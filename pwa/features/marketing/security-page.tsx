import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { auth } from '#shared/messages/auth.ts';
import { securityCta, securityHero } from '#shared/messages/security-page.ts';
import { routes } from '#shared/routes.ts';
import { buttonClass } from '#pwa/components/ui/button.tsx';
import { PageHero, StarfieldCta } from './marketing-section.tsx';
import { SecurityContact, SecurityFaq } from './security-faq.tsx';
import { Protections, Standards } from './security-sections.tsx';

export type SecurityVariant = 'public' | 'member';

function SecurityHero() {
  return (
    <PageHero
      id="security-title"
      icon={ShieldCheck}
      eyebrow={securityHero.eyebrow}
      title={
        <>
          {securityHero.titleStart}
          <span className="text-cyan-300">{securityHero.titleHighlight}</span>
        </>
      }
    >
      {securityHero.body}
    </PageHero>
  );
}

/** Members go on to 'Start Saving Securely'; visitors get 'Create Account' and 'Get Started'. */
function SecurityCta({ variant }: { variant: SecurityVariant }) {
  if (variant === 'member') {
    return (
      <StarfieldCta id="security-cta" title={securityCta.memberTitle} body={securityCta.memberBody}>
        <Link to={routes.dashboard} className={buttonClass('primary', 'lg')}>
          {securityCta.memberAction}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </StarfieldCta>
    );
  }
  return (
    <StarfieldCta id="security-cta" title={securityCta.visitorTitle} body={securityCta.visitorBody}>
      <Link to={routes.signup} className={buttonClass('primary', 'lg')}>
        {auth.createAccount}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
      <Link to={routes.dashboard} className={buttonClass('outline', 'lg')}>
        {securityCta.getStarted}
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
