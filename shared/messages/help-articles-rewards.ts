// Help Center articles: Creator Features and Rewards & Referrals. Numbers come from the constants, never typed.
import {
  ACHIEVEMENTS,
  AMBASSADOR_MIN_FOLLOWERS,
  AMBASSADOR_MIN_GIFTER_LEVEL,
  CASH_OUT_MINIMUM_CENTS,
  CREATOR_SHARE_RATE,
  DEFAULT_POINTS_REWARD_RATE,
  INSTANT_PAYOUT_FEE_RATE,
  PRODUCT_NAME,
  REFERRAL_CODE_LENGTH,
  REFERRAL_REWARD_CENTS,
  STANDARD_PAYOUT_FEE_CENTS,
} from '#shared/constants.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { pointsFor } from '#shared/money/rewards.ts';
import { RATE_SCALE } from '#shared/money/rounding.ts';
import type { HelpArticle } from './help.ts';
import { percentIn, usdIn } from '#shared/i18n/numbers.ts';
import { achievementNames } from './money.ts';

const usd = (cents: number) => usdIn('en-US', cents);
const percent = (rate: number) => percentIn('en-US', rate, 1);
const pointsRate = Number(DEFAULT_POINTS_REWARD_RATE);
const EXAMPLE_PURCHASE = 2000;
const examplePoints = pointsFor(EXAMPLE_PURCHASE, Math.round(pointsRate * RATE_SCALE));
/** Achievement rewards are kept in hundredths of a point, as formatDecimal reads them. */
const achievementList = ACHIEVEMENTS.map(({ type, reward }) => {
  const { title, description } = achievementNames[type];
  return `${title} (${description.replace(/\.$/, '')}: ${formatDecimal(reward)} points)`;
}).join('; ');

export const creatorArticles: HelpArticle[] = [
  {
    id: 'creators-earn',
    topic: 'creators',
    title: `How do creators earn with ${PRODUCT_NAME}?`,
    body: [
      `When a gifter supports you, ${percent(CREATOR_SHARE_RATE)} of each of their TikTok coin purchases from then ` +
        `on is credited to you as points (1 point = $1). ${PRODUCT_NAME} pays it: your supporters' own round-ups ` +
        'and points are not reduced.',
      'Your profile shows your supporters and the total you received once you have any. Creators also get the ' +
        'same round-ups, investing and points as gifters.',
    ],
  },
  {
    id: 'support-creator',
    topic: 'creators',
    title: 'How do I support a creator?',
    body: [
      "Open the creator's profile page and choose Support Creator. A gifter supports one creator at a time; " +
        'Stop Supporting ends your support. Only gifter accounts can support creators.',
    ],
  },
  {
    id: 'creator-profile',
    topic: 'creators',
    title: 'How do I edit my creator profile?',
    body: [
      'Choose Profile in the header to open your page, then Edit Profile. You can change your profile picture, ' +
        'your location and your TikTok username; choose Save Changes when you are done.',
    ],
  },
  {
    id: 'ambassadors',
    topic: 'creators',
    title: 'What is the Ambassador programme?',
    body: [
      `It is for creators with ${AMBASSADOR_MIN_FOLLOWERS.toLocaleString('en-US')}+ followers who post actively ` +
        `and have an engaged community, and for gifters at level ${AMBASSADOR_MIN_GIFTER_LEVEL}+ who regularly ` +
        'support creators.',
      'Ambassadors get early access to new features, a community chat group, revenue sharing on the users they ' +
        'refer and a badge. Apply on the Ambassadors page.',
    ],
  },
];

export const rewardArticles: HelpArticle[] = [
  {
    id: 'points',
    topic: 'rewards',
    title: 'How do points work?',
    body: [
      `Every posted TikTok coin purchase earns ${percent(pointsRate)} back in points, and 1 point = $1: ` +
        `a ${usd(EXAMPLE_PURCHASE)} purchase earns ${formatDecimal(examplePoints)} point, ` +
        `worth ${usd(examplePoints)}.`,
      'Pending purchases earn their points once they post, and a refund takes back the points its purchase ' +
        'earned. Points do not depend on your round-up settings: you earn them even with round-ups paused.',
    ],
  },
  {
    id: 'round-ups-and-points',
    topic: 'rewards',
    title: 'What is the difference between round-ups and points?',
    body: [
      'Every coin purchase gives you both. The round-up is your own spare change, charged to your card and ' +
        `invested for you. Points are a reward on top, ${percent(pointsRate)} of the purchase, that you can ` +
        'redeem as cash.',
    ],
  },
  {
    id: 'redeem-points',
    topic: 'rewards',
    title: 'How do I redeem my points, and what are the fees?',
    body: [
      `Choose Redeem on the Points Balance card once you have ${usd(CASH_OUT_MINIMUM_CENTS)} in points. Instant ` +
        `redemptions arrive in minutes for a fee of ${percent(INSTANT_PAYOUT_FEE_RATE)} of the amount; standard ` +
        `ones cost ${usd(STANDARD_PAYOUT_FEE_CENTS)} and arrive in 1-3 business days.`,
      'You see the fee and what you will receive before you confirm. If a payout fails, the points come back to ' +
        'your balance.',
    ],
  },
  // A refund after its points were redeemed (docs/product-rules.md section 6).
  {
    id: 'negative-points',
    topic: 'rewards',
    title: 'Why is my points balance negative?',
    body: [
      'When a TikTok coin purchase is refunded, the points it earned are taken back, even if you have already ' +
        `redeemed them. Then your balance goes below zero: -${formatDecimal(examplePoints)} points, for example, ` +
        `after a refund of a ${usd(EXAMPLE_PURCHASE)} purchase whose points you had redeemed.`,
      'Nothing is charged to you. Your next points repay the difference first. Redeem is not available while ' +
        'the balance is below zero, and is available again once it reaches ' +
        `${formatDecimal(CASH_OUT_MINIMUM_CENTS)} points.`,
    ],
  },
  {
    id: 'referrals',
    topic: 'rewards',
    title: 'How do referrals work?',
    body: [
      'Share your referral code or invite link from the Invite Friends card on the dashboard. When a friend signs ' +
        `up with it and their first round-up posts, you get ${usd(REFERRAL_REWARD_CENTS)} in points, once per ` +
        'friend, even if that friend closes their account and joins again.',
      `Codes are ${REFERRAL_CODE_LENGTH} characters and not case-sensitive. Your friend enters the code when ` +
        'signing up; an unknown code is refused, never silently dropped.',
    ],
  },
  {
    id: 'achievements',
    topic: 'rewards',
    title: 'What are achievements?',
    body: [
      `Milestones, each with a small points reward: ${achievementList}.`,
      'When one unlocks we notify you. Choose Claim on the dashboard to add its reward to your balance (once), ' +
        'or Dismiss to hide it. Each reward is paid once per person: if you closed an account that received it, ' +
        'it unlocks again on your new account without a second reward.',
    ],
  },
];
