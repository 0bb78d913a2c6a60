import { ArrowRight, BadgeCheck, Eye, Landmark, Lock } from 'lucide-react';
import { AppLink } from '#pwa/lib/app-shell.tsx';
import { landingCta, landingSecurity } from '#shared/messages/landing-page.ts';
import { routes } from '#shared/routes.ts';
import { buttonClass } from '#pwa/components/ui/button.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { type Icon, MarketingSection, StarfieldCta } from './marketing-section.tsx';
import { cn } from '#pwa/lib/class-names.ts';

const badges: { icon: Icon; title: string; body: string }[] = [
  { icon: Lock, ...landingSecurity.encryption },
  { icon: Eye, ...landingSecurity.readOnly },
  { icon: Landmark, ...landingSecurity.fdic },
  { icon: BadgeCheck, ...landingSecurity.standards },
];

export function SecurityBadges() {
  return (
    <MarketingSection
      id="security"
      eyebrow={landingSecurity.eyebrow}
      title={landingSecurity.title}
      intro={landingSecurity.intro}
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
          className={cn(
            'touch-target inline-flex items-center gap-1 font-semibold text-primary underline-offset-4',
            'hover:underline',
          )}
        >
          {landingSecurity.learnMore}
          <ArrowRight className="size-4" aria-hidden />
        </AppLink>
      </p>
    </MarketingSection>
  );
}

export function FinalCta() {
  return (
    <StarfieldCta id="final-cta" title={landingCta.title} body={landingCta.body}>
      <AppLink to={routes.signup} className={buttonClass('primary', 'lg')}>
        {landingCta.getStarted}
        <ArrowRight className="size-4" aria-hidden />
      </AppLink>
    </StarfieldCta>
  );
}
