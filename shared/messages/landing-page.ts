// The landing page's bands (hero, how it works, features, security, closing call) and the hero's demo card
// (pwa/features/marketing/landing-*.tsx, demo-card.tsx). Only the landing page imports them.
import { CREATOR_SHARE_RATE, FDIC_COVERAGE_DOLLARS, INTEREST_APY, PRODUCT_NAME } from '#shared/constants.ts';
import { percentIn } from '#shared/i18n/numbers.ts';

const percent = (rate: number) => percentIn('en-US', rate);
const apy = percent(INTEREST_APY);
const creatorShare = percent(CREATOR_SHARE_RATE);
const fdic = `$${FDIC_COVERAGE_DOLLARS.toLocaleString('en-US')}`;

/** The hero: its h1 is the start, then the highlighted end. */
export const landingHero = {
  titleStart: 'Turn every coin purchase into ',
  titleHighlight: 'spare change that grows',
  body:
    `Link your bank read-only. Each time you buy TikTok coins, ${PRODUCT_NAME} rounds the purchase up to the next ` +
    `dollar, invests the spare change in Bitcoin or a ${apy} APY interest account, and gives you 5% back in points.`,
  startInvesting: 'Start Investing',
  signIn: 'Sign In',
} as const;

/** The hero's live example of a round-up. */
export const demoCard = {
  title: 'Round-up in action',
  play: 'Play the demo',
  pause: 'Pause the demo',
  purchase: 'TikTok coin purchase',
  roundedUpTo: 'Rounded up to',
  // Our words: round-ups are set aside until they reach the sweep's minimum, then invested.
  invested: 'Set aside to invest',
  example: (n: number, total: number) => `Example ${n} of ${total}`,
} as const;

/** How it works: three numbered steps. */
export const landingSteps = {
  eyebrow: 'How it works',
  title: 'Three steps to launch',
  intro: 'Keep buying coins the way you do today. We take care of the rest.',
  /** Before each step's title, for screen readers only. */
  stepLabel: (n: number) => `Step ${n}: `,
  connect: {
    title: 'Connect Your Account',
    body: 'Link your bank in under 5 minutes. Access is read-only: we can view transactions, never move money.',
  },
  roundUp: {
    title: 'Auto Round-Up',
    body:
      'We spot your TikTok coin purchases and round each one up to the next dollar, or the next $5 if you prefer. ' +
      `The spare change is invested in Bitcoin or a ${apy} APY interest account.`,
  },
  earn: {
    title: 'Earn & Support',
    body:
      'Get 5% back in points on every coin purchase, redeemable as cash. ' +
      `The creator you follow earns ${creatorShare} of your purchases.`,
  },
} as const;

export const landingFeatures = {
  eyebrow: 'Features',
  title: 'Everything your spare change needs',
  intro: 'Built for gifters and creators alike: both account types get the same investment features.',
  roundUps: {
    title: 'Automatic Round-Ups',
    body:
      'Every coin purchase rounds up to the next dollar or the next $5, your choice. ' +
      'Pause round-ups whenever you like.',
  },
  invest: {
    title: `Bitcoin or ${apy} APY`,
    body: `Choose where your spare change goes: Bitcoin, or an interest account earning ${apy} a year.`,
  },
  points: {
    title: '5% Points Back',
    body: 'Earn 5% of every coin purchase back in points. 1 point = $1, and points can be redeemed as cash.',
  },
  creators: {
    title: 'Support Creators',
    body:
      `Follow your favorite creator and they earn ${creatorShare} of your coin purchases. ` +
      'Creators get the same investing features too.',
  },
  referrals: {
    title: 'Referral Rewards',
    /** `reward`: the referral reward, formatted ('$5.00'). */
    body: (reward: string) =>
      `Share your referral code and get ${reward} for each friend who joins, once their first round-up posts.`,
  },
  mobile: {
    title: 'Mobile App',
    body: `Add ${PRODUCT_NAME} to your phone's home screen and get a notification when a round-up lands.`,
  },
} as const;

/** The security band: four badges and a link to the Security page. */
export const landingSecurity = {
  eyebrow: 'Security',
  title: 'Bank-level security, built in',
  intro: `${PRODUCT_NAME} never holds your banking password and can never move money out of your bank account.`,
  encryption: {
    title: '256-bit Encryption',
    body: 'Your data is protected with 256-bit encryption and TLS 1.3.',
  },
  readOnly: { title: 'Read-Only Access', body: 'We can only view transactions, never move money.' },
  // Our words (docs/product-rules.md section 11): each badge names who promises what, true wherever the member lives.
  fdic: {
    title: 'FDIC-insured partner banks',
    body:
      `Interest-account cash is held at US partner banks, eligible for FDIC insurance up to ${fdic}. ` +
      'Bitcoin is not.',
  },
  standards: {
    title: 'Cards kept by Stripe',
    body: 'Card numbers go straight to Stripe, a PCI DSS Level 1 provider, and never reach our servers.',
  },
  learnMore: 'Learn more about security',
} as const;

export const landingCta = {
  title: 'Ready for liftoff?',
  body: 'Create your account, link your bank read-only and let every coin purchase grow your spare change.',
  getStarted: 'Get Started',
} as const;
