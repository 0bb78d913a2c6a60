import { Bitcoin, Gift, Heart, Landmark, RefreshCw, Smartphone, Sparkles, UserPlus } from 'lucide-react';
import { REFERRAL_REWARD_CENTS } from '#shared/constants.ts';
import { landingFeatures, landingSteps } from '#shared/messages/landing-page.ts';
import { Card } from '#pwa/components/ui/card.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { formatUsd } from '#pwa/lib/format.ts';
import { type Icon, IconCardGrid, MarketingSection } from './marketing-section.tsx';

const steps: { icon: Icon; title: string; body: string }[] = [
  { icon: Landmark, ...landingSteps.connect },
  { icon: RefreshCw, ...landingSteps.roundUp },
  { icon: Sparkles, ...landingSteps.earn },
];

const features: { icon: Icon; title: string; body: string }[] = [
  { icon: RefreshCw, ...landingFeatures.roundUps },
  { icon: Bitcoin, ...landingFeatures.invest },
  { icon: Gift, ...landingFeatures.points },
  { icon: Heart, ...landingFeatures.creators },
  {
    icon: UserPlus,
    title: landingFeatures.referrals.title,
    body: landingFeatures.referrals.body(formatUsd(REFERRAL_REWARD_CENTS / 100)),
  },
  { icon: Smartphone, ...landingFeatures.mobile },
];

export function HowItWorks() {
  return (
    <MarketingSection
      id="how-it-works"
      eyebrow={landingSteps.eyebrow}
      title={landingSteps.title}
      intro={landingSteps.intro}
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, body }, i) => (
          <li key={title}>
            <Card className="relative h-full p-6">
              <span className="absolute top-4 right-4 text-sm font-bold text-muted-foreground" aria-hidden>
                0{i + 1}
              </span>
              <span
                className={cn(
                  'mb-4 flex size-12 items-center justify-center rounded-full',
                  'bg-primary text-primary-foreground',
                )}
              >
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold">
                <span className="sr-only">{landingSteps.stepLabel(i + 1)}</span>
                {title}
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{body}</p>
            </Card>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}

export function Features() {
  return (
    <MarketingSection
      id="features"
      eyebrow={landingFeatures.eyebrow}
      title={landingFeatures.title}
      intro={landingFeatures.intro}
      className="bg-muted/50"
    >
      <IconCardGrid items={features} columns="sm:grid-cols-2 lg:grid-cols-3" />
    </MarketingSection>
  );
}
