import { Bitcoin, Gift, Heart, Landmark, RefreshCw, Smartphone, Sparkles, UserPlus } from 'lucide-react';
import { CREATOR_SHARE_RATE, INTEREST_APY, PRODUCT_NAME, REFERRAL_REWARD_CENTS } from '#shared/constants.ts';
import { Card } from '#pwa/components/ui/card.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { formatUsd } from '#pwa/lib/format.ts';
import { type Icon, IconCardGrid, MarketingSection } from './marketing-section.tsx';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const apy = percent(INTEREST_APY);
const creatorShare = percent(CREATOR_SHARE_RATE);
const referralReward = formatUsd(REFERRAL_REWARD_CENTS / 100);

const steps: { icon: Icon; title: string; body: string }[] = [
  {
    icon: Landmark,
    title: 'Connect Your Account',
    body: 'Link your bank in under 5 minutes. Access is read-only: we can view transactions, never move money.',
  },
  {
    icon: RefreshCw,
    title: 'Auto Round-Up',
    body:
      'We spot your TikTok coin purchases and round each one up to the next dollar, or the next $5 if you prefer. ' +
      `The spare change is invested in Bitcoin or a ${apy} APY interest account.`,
  },
  {
    icon: Sparkles,
    title: 'Earn & Support',
    body:
      'Get 5% back in points on every coin purchase, redeemable as cash. ' +
      `The creator you follow earns ${creatorShare} of your purchases.`,
  },
];

const features: { icon: Icon; title: string; body: string }[] = [
  {
    icon: RefreshCw,
    title: 'Automatic Round-Ups',
    body:
      'Every coin purchase rounds up to the next dollar or the next $5, your choice. ' +
      'Pause round-ups whenever you like.',
  },
  {
    icon: Bitcoin,
    title: `Bitcoin or ${apy} APY`,
    body: `Choose where your spare change goes: Bitcoin, or an interest account earning ${apy} a year.`,
  },
  {
    icon: Gift,
    title: '5% Points Back',
    body: 'Earn 5% of every coin purchase back in points. 1 point = $1, and points can be redeemed as cash.',
  },
  {
    icon: Heart,
    title: 'Support Creators',
    body:
      `Follow your favorite creator and they earn ${creatorShare} of your coin purchases. ` +
      'Creators get the same investing features too.',
  },
  {
    icon: UserPlus,
    title: 'Referral Rewards',
    body:
      `Share your referral code and get ${referralReward} for each friend who joins, ` +
      'once their first round-up posts.',
  },
  {
    icon: Smartphone,
    title: 'Mobile App',
    body: `Add ${PRODUCT_NAME} to your phone's home screen and get a notification when a round-up lands.`,
  },
];

export function HowItWorks() {
  return (
    <MarketingSection
      id="how-it-works"
      eyebrow="How it works"
      title="Three steps to launch"
      intro="Keep buying coins the way you do today. We take care of the rest."
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
                <span className="sr-only">Step {i + 1}: </span>
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
      eyebrow="Features"
      title="Everything your spare change needs"
      intro="Built for gifters and creators alike: both account types get the same investment features."
      className="bg-muted/50"
    >
      <IconCardGrid items={features} columns="sm:grid-cols-2 lg:grid-cols-3" />
    </MarketingSection>
  );
}
