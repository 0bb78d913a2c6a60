// The Terms of Use (/terms): each section a heading and its paragraphs.
import {
  CASH_OUT_MINIMUM_CENTS,
  COUNTRY_LABELS,
  CREATOR_SHARE_RATE,
  DEFAULT_POINTS_REWARD_RATE,
  FDIC_COVERAGE_DOLLARS,
  INSTANT_PAYOUT_FEE_RATE,
  INTEREST_APY,
  PRODUCT_NAME as P,
  REFERRAL_REWARD_CENTS,
  STANDARD_PAYOUT_FEE_CENTS,
  SUPPORT_EMAIL,
  SUPPORT_RESPONSE_HOURS,
  SWEEP_THRESHOLD_CENTS,
} from '#shared/constants.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { auth } from '#shared/messages/auth.ts';
import type { LegalDocument } from '#shared/messages/legal.ts';
import { percentIn } from '#shared/i18n/numbers.ts';

const percent = (rate: number) => percentIn('en-US', rate, 2);
const cents = (amount: number) => `$${formatDecimal(amount)}`;

const POINTS_RATE = percent(Number(DEFAULT_POINTS_REWARD_RATE));
const MIN_CASH_OUT = cents(CASH_OUT_MINIMUM_CENTS);
const INSTANT_FEE = percent(INSTANT_PAYOUT_FEE_RATE);
const STANDARD_FEE = cents(STANDARD_PAYOUT_FEE_CENTS);
const FDIC = `$${FDIC_COVERAGE_DOLLARS.toLocaleString('en-US')}`;
const COUNTRY_LIST = Object.values(COUNTRY_LABELS).join(', ');
/** Fee changes come with 30 days notice. */
const FEE_NOTICE_DAYS = 30;

export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  intro:
    `These terms are the agreement between you and ${P} for using the app. By creating an account you accept them, ` +
    'together with our Privacy Policy, the Program Agreement and the Auto Debit Authorization below. ' +
    'Please read them; they are written to be understood.',
  sections: [
    {
      id: 'eligibility',
      heading: 'Eligibility',
      paragraphs: [
        `The service is offered to adults (18 or older) who live in one of these countries: ${COUNTRY_LIST}. ` +
          `When you sign up you confirm it for the country you choose (in Mexico: "${auth.termsText('Mexico')}").`,
        'Bank linking is available in each of them, but some features, such as investing and cash-outs, ' +
          'may depend on where you live and may be offered under additional local terms.',
        'You may have one account, and the information you give us must be true and kept up to date.',
      ],
    },
    {
      id: 'the-service',
      heading: 'The service',
      paragraphs: [
        `${P} watches the bank accounts you link, read-only, for purchases of TikTok coins. ` +
          'For each one it rounds the purchase up and invests the spare change, and it gives you points back. ' +
          `Creators also earn ${percent(CREATOR_SHARE_RATE)} of the coin purchases of the gifters who follow them.`,
        'You choose where your spare change goes: ' +
          `Bitcoin, or an interest account paying ${percent(INTEREST_APY)} APY. Bitcoin prices go up and down, ` +
          `and you may get back less than you put in. ${P} does not give investment, tax or legal advice.`,
      ],
    },
    {
      id: 'round-ups-and-auto-debit-authorization',
      heading: 'Round-ups and Auto Debit Authorization',
      paragraphs: [
        'Each coin purchase is rounded up to the next whole dollar, or to the next $5 if you choose ' +
          'that in Settings. The method in force when we first see a purchase is the one that applies.',
        `Round-ups collect as pending. When they reach ${cents(SWEEP_THRESHOLD_CENTS)} and you have a default ` +
          `saved card, you authorize ${P} to charge that card once for the pending total and to invest it as ` +
          'you chose. If a charge is declined, the money stays pending and we may try again, at most once a day.',
        'You can pause round-ups or remove your card at any time in Settings, ' +
          'which ends this authorization for future charges. Amounts already charged are not affected.',
      ],
    },
    {
      id: 'points',
      heading: 'Points',
      paragraphs: [
        `You earn points worth ${POINTS_RATE} of each posted coin purchase, and 1 point = $1. Points are ` +
          'credited when a purchase posts, not while it is pending, and are reversed if the purchase is refunded.',
        'When a friend you referred makes their first round-up, ' +
          `you receive ${cents(REFERRAL_REWARD_CENTS)} in points, once per friend. ` +
          `Points have no value outside ${P} except through a cash-out, and cannot be transferred or sold.`,
      ],
    },
    {
      id: 'cash-outs',
      heading: 'Cash-outs',
      paragraphs: [
        `You can cash out points and available balances once you have at least ${MIN_CASH_OUT}. ` +
          `An instant cash-out costs a fee of ${INSTANT_FEE} of the amount. ` +
          `A standard cash-out costs ${STANDARD_FEE} and arrives in 1-3 business days.`,
        'If a payout fails, we tell you why and return the amount to your balance.',
      ],
    },
    {
      id: 'fees-and-changes-to-fees',
      heading: 'Fees and changes to fees',
      paragraphs: [
        `The fees in these terms are the only ones we charge. We will give you at least ${FEE_NOTICE_DAYS} ` +
          'days notice, by email or in the app, before any fee changes or a new fee applies.',
      ],
    },
    {
      id: 'deposit-insurance',
      heading: 'Deposit insurance',
      paragraphs: [
        'Cash held in the interest account is kept at partner banks and is eligible ' +
          `for FDIC insurance up to ${FDIC} per depositor, subject to FDIC rules. ` +
          'Bitcoin is not a deposit and is not insured by the FDIC or any government agency.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      paragraphs: [
        'Keep your password secret and tell us at once if you think someone else has used your account. ' +
          'You are responsible for what happens in your account until you tell us.',
        'Do not use the service for fraud or anything illegal, ' +
          'and do not try to break, overload or get around its security.',
      ],
    },
    {
      id: 'ending-your-account',
      heading: 'Ending your account',
      paragraphs: [
        'You can close your account at any time by contacting us. We may suspend or close an account that ' +
          'breaks these terms, or when the law requires it, and we will tell you why unless the law forbids it.',
        'When an account closes, round-ups stop, bank links are removed, and we pay out your remaining balance, ' +
          'less any applicable fee. We keep records as described in the Privacy Policy.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'The service is provided as is. We work to keep it accurate and available, but banks and aggregators ' +
          'can delay or miss transactions, and we cannot promise the service will be uninterrupted or error-free.',
        `To the extent the law allows, ${P} is not liable for indirect or consequential losses, ` +
          'or for losses from changes in the value of your investments. ' +
          'Nothing in these terms limits rights you have under consumer protection law.',
      ],
    },
    {
      id: 'changes-to-these-terms',
      heading: 'Changes to these terms',
      paragraphs: [
        'When we change these terms we update the date at the top and, ' +
          'for significant changes, tell you in advance by email or in the app. ' +
          'If you keep using the service after a change takes effect, the new terms apply.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact us',
      paragraphs: [
        `Questions about these terms? Email ${SUPPORT_EMAIL}. We answer within ${SUPPORT_RESPONSE_HOURS} hours.`,
      ],
    },
  ],
};
