import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { auth } from '#shared/messages.ts';
import { routes } from '#shared/routes.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { StarfieldCta } from './marketing-section.tsx';
import { SecurityContact, SecurityFaq } from './security-faq.tsx';
import { fdicCoverage, Protections, Standards } from './security-sections.tsx';

export type SecurityVariant = 'public' | 'member';

function SecurityHero() {
  return (
    <section aria-labelledby="security-title" className="starfield px-4 py-16 text-center text-white sm:py-24">
      <div className="mx-auto max-w-3xl">
        <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
          <ShieldCheck className="size-4 text-cyan-300" aria-hidden />
          Security at {PRODUCT_NAME}
        </p>
        <h1 id="security-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          Your money and data, <span className="text-cyan-300">protected</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-white/85">
          256-bit encryption, read-only bank access and FDIC coverage on cash up to {fdicCoverage}. Here is how we keep your
          account safe, in plain words.
        </p>
      </div>
    </section>
  );
}

/** SPEC section 2: members go on to 'Start Saving Securely'; visitors get 'Create Account' and 'Get Started'. */
function SecurityCta({ variant }: { variant: SecurityVariant }) {
  if (variant === 'member') {
    return (
      <StarfieldCta id="security-cta" title="Ready to save securely?" body="Your round-ups are protected at every step.">
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

/** SPEC section 2 "Security": one page, a public and a signed-in variant that differ in their calls to action. */
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
