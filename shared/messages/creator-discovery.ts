// Finding a creator to support (/creators), the sheet that confirms a support, and a creator's home on the dashboard.
// Our words: the spec has none of these screens.
import { pluralIn } from '#shared/i18n/plural.ts';

const byCount = pluralIn('en-US');

export const creatorSearchText = {
  title: 'Find creators',
  intro: 'Choose a creator to support: 1% of your coin purchases goes to them as points, at no cost to you.',
  label: 'Search creators',
  placeholder: 'Name or @username',
  mostSupported: 'Most supported',
  results: 'Results',
  none: (q: string) => `No creator matches “${q}”.`,
  noneYet: 'No creators to show yet.',
  failed: 'Could not search creators. Please try again.',
  supporters: (n: number) => `${n.toLocaleString('en-US')} supporter${byCount(n, '', 's')}`,
  // The gifter's dashboard, while they support no one.
  noneSupportedTitle: 'Support a creator',
  noneSupportedBody: '1% of your coin purchases can go to a creator you choose, at no cost to you.',
  findCta: 'Find a creator',
} as const;

export const supportSheetText = {
  title: (name: string) => `Support ${name}?`,
  body: '1% of your future coin purchases goes to them as points, at no cost to you.',
  replaces: (current: string) => `This replaces @${current}: the 1% stops going to them from now on.`,
  confirm: 'Support',
  cancel: 'Cancel',
} as const;

export const creatorHomeText = {
  title: 'Your supporters',
  supporters: 'Supporters',
  supportersHint: 'Gifters supporting you now',
  thisMonth: 'This month',
  thisMonthHint: (month: string) => `From your supporters’ coin purchases in ${month}`,
  allTime: (points: string) => `${points} since you joined`,
  noSupporters: 'No supporters yet: share your page to find your first.',
  shareTitle: 'Share your page',
  shareBody: 'Gifters who support you send you 1% of their coin purchases as points, at no cost to them.',
  viewPage: 'View your page',
  failed: 'Could not load your supporters. Please try again.',
} as const;
