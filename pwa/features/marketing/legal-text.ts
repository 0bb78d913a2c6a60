// The Privacy Policy and Terms of Use as data: each section a heading and its paragraphs.
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
  SECURITY_EMAIL,
  STANDARD_PAYOUT_FEE_CENTS,
  SUPPORT_EMAIL,
  SUPPORT_RESPONSE_HOURS,
  SWEEP_THRESHOLD_CENTS,
} from '#shared/constants.ts';
import { auth } from '#shared/messages/auth.ts';
import { formatUsd } from '#pwa/lib/format.ts';

export type LegalSection = { heading: string; paragraphs: readonly string[] };
export type LegalDocument = { title: string; intro: string; sections: readonly LegalSection[] };

const percent = (rate: number) => `${+(rate * 100).toFixed(2)}%`;
const cents = (amount: number) => formatUsd(amount / 100);

const POINTS_RATE = percent(Number(DEFAULT_POINTS_REWARD_RATE));
const MIN_CASH_OUT = cents(CASH_OUT_MINIMUM_CENTS);
const INSTANT_FEE = percent(INSTANT_PAYOUT_FEE_RATE);
const STANDARD_FEE = cents(STANDARD_PAYOUT_FEE_CENTS);
const FDIC = `$${FDIC_COVERAGE_DOLLARS.toLocaleString('en-US')}`;
const COUNTRY_LIST = Object.values(COUNTRY_LABELS).join(', ');
/** Records are kept 7 years after an account is closed; fee changes come with 30 days notice. */
const RETENTION_YEARS = 7;
const FEE_NOTICE_DAYS = 30;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  intro:
    `This policy explains, in plain language, what ${P} collects when you use the app, ` +
    'why we need it, who helps us handle it and the choices you have. ' +
    'We only collect what we need to round up your coin purchases, invest the spare change and pay you points back.',
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: [
        'Account details you give us: your name, email address, username, ' +
          'account type (gifter or creator), country and, if you use one, a referral code. ' +
          'Your password is stored only as a one-way hash; nobody at the company can read it.',
        'Bank data, once you link an account: the account name, type and the last digits of its number, ' +
          'the bank name, and your transactions (description, amount, date and whether they are pending). We use ' +
          'them to find coin purchases; other transactions are stored only so the history you see is complete.',
        'Payment cards are entered directly with our card payment processor. ' +
          'We keep only the brand, the last 4 digits, the expiry date and which card is your default.',
        'Creators may add a profile picture, a location and a TikTok username, which are shown on their ' +
          'public profile. We also keep what you send us through the contact, support and ambassador forms.',
      ],
    },
    {
      heading: 'How we access your bank data',
      paragraphs: [
        'Bank accounts are linked through regulated data aggregators: Belvo for banks in Latin ' +
          'America and Finicity, a Mastercard company, for other countries. The link is read-only: ' +
          'it lets us view balances and transactions, and it can never move money out of your bank account.',
        'When you sign in to your bank, your online banking credentials go over an encrypted connection ' +
          'to the aggregator, only to create the link. We never store or log your banking passwords. ' +
          'You can unlink a bank account at any time in Settings, and we then stop fetching its data.',
      ],
    },
    {
      heading: 'How we use your information',
      paragraphs: [
        'To run the service: detect coin purchases, calculate round-ups and points, invest your spare change, ' +
          'credit the creator you support, process cash-outs and send the notifications you turned on.',
        'To keep you and the service safe: prevent fraud and abuse, secure your account, ' +
          'meet our legal and tax duties, and answer you when you write to us. ' +
          'We do not sell your personal information and we do not use your bank data for advertising.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Only with providers that help us run the service, under contracts that limit their use of your data: ' +
          'the bank data aggregators, our card payment and payout processor, ' +
          'the partner institutions that hold and invest your money, and our hosting provider.',
        'We also disclose information when the law requires it, ' +
          'for example to answer a valid court order, or to protect the rights and safety of our users.',
      ],
    },
    {
      heading: 'How long we keep your data',
      paragraphs: [
        'We keep your information while your account is open. After you close it, we keep financial records, ' +
          `such as transactions, round-ups, investments, points and cash-outs, for ${RETENTION_YEARS} years, ` +
          'as financial record-keeping rules require. Then we delete them or make them anonymous.',
        'Information that is not a financial record, ' +
          'such as your profile picture and notification settings, is deleted when you close your account.',
        'So that referral and achievement rewards are paid once per person, we keep a one-way code made from your ' +
          'email address (it cannot be turned back into the address) with the rewards your account received, and ' +
          'which bank accounts it had linked (without their names or numbers), so their purchases earn only once.',
      ],
    },
    {
      heading: 'Your rights and choices',
      paragraphs: [
        'You can see and correct your account details in Settings, unlink bank accounts, ' +
          'remove saved cards, pause round-ups and choose which notifications you receive.',
        'You can ask us for a copy of your data, to correct it, or to delete it (subject to the retention ' +
          'rules above), and you can object to or restrict some uses of it. Residents of places such as ' +
          'the European Union or California have these rights under laws like the GDPR and the CCPA. ' +
          `Write to ${SUPPORT_EMAIL}; we will not treat you differently for using them.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Your data is encrypted in transit with TLS and at rest with 256-bit encryption. ' +
          'Passwords are hashed with a memory-hard algorithm, sessions use secure, HttpOnly cookies and expire, ' +
          'and access to personal data inside the company is limited to the people who need it.',
        'No system is perfectly secure. If you find a vulnerability or suspect that someone has used your account, ' +
          `write to ${SECURITY_EMAIL} and we will respond within ${SUPPORT_RESPONSE_HOURS} hours.`,
      ],
    },
    {
      heading: 'Cookies and storage on your device',
      paragraphs: [
        'We use one cookie to keep you signed in. Your device also stores your light ' +
          'or dark theme choice and a copy of recent data so the app works offline; ' +
          'signing out clears that copy. We do not use advertising cookies.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        `${P} is for people 18 or older. We do not knowingly collect information from anyone younger; ` +
          'if we learn that we have, we delete it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top. ' +
          'If a change is significant, we will tell you by email or in the app before it takes effect.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `Questions about your privacy? Email ${SUPPORT_EMAIL}. We answer within ${SUPPORT_RESPONSE_HOURS} hours.`,
      ],
    },
  ],
};

export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  intro:
    `These terms are the agreement between you and ${P} for using the app. By creating an account you accept them, ` +
    'together with our Privacy Policy, the Program Agreement and the Auto Debit Authorization below. ' +
    'Please read them; they are written to be understood.',
  sections: [
    {
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
      heading: 'Cash-outs',
      paragraphs: [
        `You can cash out points and available balances once you have at least ${MIN_CASH_OUT}. ` +
          `An instant cash-out costs a fee of ${INSTANT_FEE} of the amount. ` +
          `A standard cash-out costs ${STANDARD_FEE} and arrives in 1-3 business days.`,
        'If a payout fails, we tell you why and return the amount to your balance.',
      ],
    },
    {
      heading: 'Fees and changes to fees',
      paragraphs: [
        `The fees in these terms are the only ones we charge. We will give you at least ${FEE_NOTICE_DAYS} ` +
          'days notice, by email or in the app, before any fee changes or a new fee applies.',
      ],
    },
    {
      heading: 'Deposit insurance',
      paragraphs: [
        'Cash held in the interest account is kept at partner banks and is eligible ' +
          `for FDIC insurance up to ${FDIC} per depositor, subject to FDIC rules. ` +
          'Bitcoin is not a deposit and is not insured by the FDIC or any government agency.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Keep your password secret and tell us at once if you think someone else has used your account. ' +
          'You are responsible for what happens in your account until you tell us.',
        'Do not use the service for fraud or anything illegal, ' +
          'and do not try to break, overload or get around its security.',
      ],
    },
    {
      heading: 'Ending your account',
      paragraphs: [
        'You can close your account at any time by contacting us. We may suspend or close an account that ' +
          'breaks these terms, or when the law requires it, and we will tell you why unless the law forbids it.',
        'When an account closes, round-ups stop, bank links are removed, and we pay out your remaining balance, ' +
          'less any applicable fee. We keep records as described in the Privacy Policy.',
      ],
    },
    {
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
      heading: 'Changes to these terms',
      paragraphs: [
        'When we change these terms we update the date at the top and, ' +
          'for significant changes, tell you in advance by email or in the app. ' +
          'If you keep using the service after a change takes effect, the new terms apply.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `Questions about these terms? Email ${SUPPORT_EMAIL}. We answer within ${SUPPORT_RESPONSE_HOURS} hours.`,
      ],
    },
  ],
};
