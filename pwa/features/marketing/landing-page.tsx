import { ArrowRight, Eye } from 'lucide-react';
import { AppLink } from '#pwa/lib/app-shell.tsx';
import { landing } from '#shared/messages/landing.ts';
import { landingHero } from '#shared/messages/landing-page.ts';
import { routes } from '#shared/routes.ts';
import { buttonClass } from '#pwa/components/ui/button.tsx';
import { ClosedNotice } from './closed-notice.tsx';
import { DemoCard } from './demo-card.tsx';
import { Features, HowItWorks } from './landing-sections.tsx';
import { FinalCta, SecurityBadges } from './landing-trust.tsx';

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="starfield overflow-hidden px-4 py-14 text-white sm:py-20 lg:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="text-center lg:text-left">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
            <Eye className="size-4 text-cyan-300" aria-hidden />
            {landing.heroNote}
          </p>
          <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {landingHero.titleStart}
            <span className="text-cyan-300">{landingHero.titleHighlight}</span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-white/85 lg:mx-0">{landingHero.body}</p>
          <div className="mt-8 flex flex-col items-stretch gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <AppLink to={routes.signup} className={buttonClass('primary', 'lg')}>
              {landingHero.startInvesting}
              <ArrowRight className="size-4" aria-hidden />
            </AppLink>
            <AppLink to={routes.login} className={buttonClass('outline', 'lg')}>
              {landingHero.signIn}
            </AppLink>
          </div>
          <p className="mt-4 text-sm text-white/75">{landing.minimums}</p>
        </div>
        <div className="flex justify-center lg:justify-end">
          <DemoCard />
        </div>
      </div>
    </section>
  );
}

/** The landing page: the signed-out home. The layout provides the header and footer. */
export function LandingPage() {
  return (
    <>
      <ClosedNotice />
      <Hero />
      <HowItWorks />
      <Features />
      <SecurityBadges />
      <FinalCta />
    </>
  );
}
