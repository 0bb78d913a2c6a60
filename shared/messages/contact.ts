// The Contact and Ambassadors pages and their forms (pwa/features/marketing/contact-*.tsx, ambassador*.tsx).
// Their toasts and the ambassador hero and submit button are in public-site.ts.
import {
  AMBASSADOR_MIN_FOLLOWERS,
  AMBASSADOR_MIN_GIFTER_LEVEL,
  type CONTACT_CATEGORIES,
  PRODUCT_NAME,
  SUPPORT_RESPONSE_HOURS,
} from '#shared/constants.ts';

export const contactPage = {
  eyebrow: 'Contact',
  title: 'Get in touch',
  /** The intro ends with a link to the Help Center: the text before it, the link, the text after it. */
  introStart:
    `Questions about your round-ups, points or bank link? Send the ${PRODUCT_NAME} crew a message and a real ` +
    'person will answer. Many answers are already in the ',
  introLink: 'Help Center',
  introEnd: '.',
  infoTitle: 'Contact information',
  emailLabel: 'Email',
  hoursLabel: 'Support hours',
  responseLabel: 'Response time',
  responseBody: `We answer every message within ${SUPPORT_RESPONSE_HOURS} hours.`,
  formTitle: 'Send us a message',
  formNote: 'Fields other than Category are required.',
} as const;

export const contactForm = {
  label: 'Contact form',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  category: 'Category',
  noCategory: 'Choose a category (optional)',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
} as const;

/** The contact form's categories (CONTACT_CATEGORIES), as its select names them. */
export const CONTACT_CATEGORY_LABELS = {
  general: 'General',
  account: 'Account',
  technical: 'Technical',
  billing: 'Billing',
  investment: 'Investment',
  security: 'Security',
  feedback: 'Feedback',
} as const satisfies Record<(typeof CONTACT_CATEGORIES)[number], string>;

/** The Ambassadors page: its hero, who can apply, the rewards and the form's heading. */
export const ambassadorsPage = {
  eyebrow: `${PRODUCT_NAME} Ambassador Program`,
  apply: 'Apply now',
  intro:
    'Help creators and gifters turn every coin purchase into spare change that grows. ' +
    `Represent ${PRODUCT_NAME} in your community and earn rewards along the way.`,
  requirementsTitle: 'Ambassador Requirements',
  requirementsIntro: 'Creators or gifters can apply. Meet one set of requirements.',
  creators: {
    title: 'Creators',
    items: [
      `${AMBASSADOR_MIN_FOLLOWERS.toLocaleString('en-US')}+ followers`,
      'Active posting',
      'Engaged community',
      'Interest in finance',
    ],
  },
  gifters: {
    title: 'Gifters',
    items: [`Gifter level ${AMBASSADOR_MIN_GIFTER_LEVEL}+`, 'Regular supporter of creators'],
  },
  rewardsTitle: 'Ambassador Rewards',
  earlyAccess: {
    title: 'Early Access',
    body: `Try new ${PRODUCT_NAME} features before anyone else and help shape them.`,
  },
  chat: { title: 'Community Chat Group', body: 'Join a private chat with fellow ambassadors and the team.' },
  revenue: { title: 'Revenue Sharing', body: 'Share in the revenue from the users you refer.' },
  badges: { title: 'Badges & Recognition', body: 'Earn ambassador badges and get featured across the community.' },
  formTitle: 'Apply to the Space Crew',
  formNote: 'All fields are required. We reply by email.',
} as const;

/** The ambassador application's fields. */
export const ambassadorForm = {
  fullName: 'Full Name',
  email: 'Email Address',
  tiktokUsername: 'TikTok Username',
  tiktokPlaceholder: '@yourusername',
  audience: 'Follower Count / Gifter Level',
  audiencePlaceholder: 'e.g. 25K followers or level 32',
  motivation: 'Why do you want to become an ambassador?',
  promotionPlan: 'How do you plan to promote?',
} as const;
