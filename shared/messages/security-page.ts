// The Security page (pwa/features/marketing/security-*.tsx), public and signed in: protections, standards, FAQ,
// the security contact and the closing calls. Settings > Security is security.ts.
import { FDIC_COVERAGE_DOLLARS, PRODUCT_NAME, SECURITY_EMAIL, SESSION_IDLE_MS } from '#shared/constants.ts';

const fdic = `$${FDIC_COVERAGE_DOLLARS.toLocaleString('en-US')}`;
const idleDays = Math.round(SESSION_IDLE_MS / 86_400_000);
/** The promised security response: within 24 hours. */
const SECURITY_RESPONSE_HOURS = 24;

/** The hero: its h1 is the start, then the highlighted end. */
export const securityHero = {
  eyebrow: `Security at ${PRODUCT_NAME}`,
  titleStart: 'Your money and data, ',
  titleHighlight: 'protected',
  body:
    `256-bit encryption, read-only bank access, and interest-account cash at FDIC-insured US banks up to ${fdic}. ` +
    'Here is how we keep your account safe, in plain words.',
} as const;

export const securityProtections = {
  eyebrow: 'Protection',
  title: 'How we protect you',
  intro: 'Security is built into every step, from linking your bank to cashing out.',
  encryption: {
    title: '256-bit encryption',
    body: `256-bit encryption protects your data, and every connection to ${PRODUCT_NAME} is secured with TLS 1.3.`,
  },
  // Our words (docs/product-rules.md section 11): who insures what, true wherever the member lives.
  fdic: {
    title: 'FDIC insurance',
    body:
      'Cash in the interest account is held at US partner banks and is eligible for insurance by the FDIC, ' +
      `a US government agency, up to ${fdic} per depositor, wherever you live. ` +
      'Bitcoin is not a deposit and is not insured by the FDIC or any agency.',
  },
  readOnly: {
    title: 'Read-only bank access',
    body:
      'We can only view transactions, never move money. ' +
      'Round-ups are charged to a card you choose to save, not taken through your bank link.',
  },
  /** Followed by a list of the providers (banking.ts). */
  provider: {
    title: 'Trusted bank-data provider',
    intro: 'Your bank connection runs through a specialist provider, chosen by your country:',
  },
  twoFactor: {
    title: 'Two-factor authentication',
    body:
      'Optional, and recommended: with it on, signing in takes a second step (a code from an authenticator app), ' +
      "so a stolen password alone can't open your account. Or sign in with a passkey instead of a password.",
  },
  mobile: {
    title: 'Mobile security',
    body:
      'The app uses the same encrypted connection as the website. ' +
      `Sessions end after ${idleDays} days without use, and changing your password signs out every other device.`,
  },
} as const;

export const securityStandards = {
  eyebrow: 'Compliance',
  title: 'Standards we follow',
  // Our words: the standards named are those of who keeps what (no audit the product has not had).
  pciDss: {
    title: 'PCI DSS, at Stripe',
    body:
      'Cards are saved with Stripe, a PCI DSS Level 1 payment provider. ' +
      'Your full card number never reaches our servers.',
  },
  gdpr: {
    title: 'Your data rights',
    body:
      'You can ask for a copy of your personal data at any time. ' +
      'Records we must keep by law are retained for 7 years after an account closes.',
  },
} as const;

export const securityFaq = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  moveMoney: {
    question: `Can ${PRODUCT_NAME} move money out of my bank account?`,
    /** `threshold`: the sweep threshold, formatted ('$5.00'). */
    answer: (threshold: string) =>
      'No. Bank access is read-only: we can view transactions, never move money. Round-ups are charged to the ' +
      `card you save, in one charge once your spare change reaches ${threshold}.`,
  },
  bankPassword: {
    question: 'Do you store my online banking password?',
    /** `credentialsNote`: the bank dialog's note on credentials (banking.ts). */
    answer: (credentialsNote: string) => `No. ${credentialsNote}`,
  },
  insured: {
    question: 'Is my money insured?',
    answer:
      `Cash in the interest account is held at US partner banks, eligible for FDIC insurance up to ${fdic}. ` +
      'Bitcoin is not insured by the FDIC or any agency, and its value can go down as well as up.',
  },
  connection: {
    question: 'What happens if my bank connection stops working?',
    answer:
      'If your bank needs you to reconnect, for example after you change your banking password, ' +
      'the account is marked as needing attention and we notify you. Round-ups never stop silently.',
  },
  twoFactor: {
    question: 'Do I have to use two-factor authentication?',
    answer:
      'No, it is optional. Turning it on (Settings > Security, with any authenticator app) adds a second step when ' +
      'you sign in, so a password alone is not enough to open your account. You get ten recovery codes in case ' +
      'you lose your phone. A passkey (your fingerprint, face or screen lock) signs in without a password at all.',
  },
  forgotPassword: {
    question: 'What if I forget my password?',
    answer:
      "Choose 'Forgot password?' on the sign-in page. We email a link that works once, for 30 minutes; setting a " +
      'new password with it signs out every device, and we tell you by email that it changed.',
  },
  report: {
    question: 'How do I report a security issue?',
    answer:
      `Email ${SECURITY_EMAIL} with what you found. ` +
      `We respond to security reports within ${SECURITY_RESPONSE_HOURS} hours.`,
  },
} as const;

/** The card under the FAQ; the security email follows the body. */
export const securityContact = {
  title: 'Report a security concern',
  body:
    "Found a vulnerability, or noticed something on your account you don't recognize? Write to our security team. " +
    `We respond within ${SECURITY_RESPONSE_HOURS} hours.`,
} as const;

/** The closing call: members go on to their dashboard; visitors get 'Create Account' (auth.ts) and 'Get Started'. */
export const securityCta = {
  memberTitle: 'Ready to save securely?',
  memberBody: 'Your round-ups are protected at every step.',
  memberAction: 'Start Saving Securely',
  visitorTitle: 'Ready to start saving securely?',
  visitorBody: 'Link your bank read-only and let every coin purchase grow your spare change.',
  getStarted: 'Get Started',
} as const;
