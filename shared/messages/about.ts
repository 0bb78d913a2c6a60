// The About page (pwa/features/marketing/about-page.tsx): mission, leadership roles, values, join the mission.
import { CREATOR_SHARE_RATE, INTEREST_APY, PRODUCT_NAME } from '#shared/constants.ts';
import { percentIn } from '#shared/i18n/numbers.ts';

const percent = (rate: number) => percentIn('en-US', rate);

/** The hero: its h1 is the start, then the highlighted end. */
export const aboutHero = {
  eyebrow: `About ${PRODUCT_NAME}`,
  titleStart: 'Our mission: make every gift ',
  titleHighlight: 'grow',
  body:
    `People buy coins to cheer on the creators they love. We built ${PRODUCT_NAME} so that generosity builds ` +
    'something for you too: each coin purchase is rounded up, the spare change is invested, and 5% comes back to ' +
    'you in points.',
} as const;

/** The six leadership roles; no names are published. `abbr` is the avatar's short form of the role. */
export const aboutTeam = {
  eyebrow: 'Leadership team',
  title: 'The crew at the controls',
  intro: 'Six roles steer the mission, from product to security.',
  ceo: {
    role: 'CEO & Founder',
    abbr: 'CEO',
    body: 'Sets the mission and makes sure every decision serves gifters and creators.',
  },
  cto: {
    role: 'CTO',
    abbr: 'CTO',
    body: 'Leads engineering and the systems that find, round up and invest your purchases.',
  },
  cpo: {
    role: 'Chief Product Officer',
    abbr: 'CPO',
    body: 'Shapes the app you use every day, from round-up settings to rewards.',
  },
  cfo: { role: 'CFO', abbr: 'CFO', body: 'Oversees our finances, our fees and the accounts that hold your money.' },
  cmo: { role: 'CMO', abbr: 'CMO', body: 'Grows the Space Crew and works with our ambassador community.' },
  security: {
    role: 'Head of Security',
    abbr: 'SEC',
    body: 'Protects your data and leads our response to every security report.',
  },
} as const;

export const aboutValues = {
  eyebrow: 'Our values',
  title: 'What guides us',
  creatorFirst: {
    title: 'Creator First',
    body:
      `Creators earn ${percent(CREATOR_SHARE_RATE)} on the coin purchases of the gifters who follow them, ` +
      'and get the same investment features as everyone else.',
  },
  transparency: {
    title: 'Transparency',
    body:
      'Read-only bank access, every round-up listed in your transaction history, ' +
      'and 30 days notice before any fee changes.',
  },
  innovation: {
    title: 'Innovation',
    body:
      `Automatic round-ups, a choice of Bitcoin or a ${percent(INTEREST_APY)} APY interest account, ` +
      'and an app that lives on your home screen.',
  },
} as const;

/** The closing call; the Careers button has no action yet, and says why. */
export const aboutJoin = {
  title: 'Join the mission',
  body: 'Start rounding up your coin purchases today, or help us build what comes next.',
  getStarted: 'Get Started',
  careers: 'Careers',
  careersNote: 'Openings will be posted here.',
  /** The note under the buttons: `note` is careersNote. */
  careersLine: (note: string) => `Careers: ${note}`,
} as const;
