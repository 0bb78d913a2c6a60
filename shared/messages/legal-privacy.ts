// The Privacy Policy (/privacy): each section a heading and its paragraphs.
import { PRODUCT_NAME as P, SECURITY_EMAIL, SUPPORT_EMAIL, SUPPORT_RESPONSE_HOURS } from '#shared/constants.ts';
import type { LegalDocument } from '#shared/messages/legal.ts';

/** Records are kept 7 years after an account is closed. */
const RETENTION_YEARS = 7;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  intro:
    `This policy explains, in plain language, what ${P} collects when you use the app, ` +
    'why we need it, who helps us handle it and the choices you have. ' +
    'We only collect what we need to round up your coin purchases, invest the spare change and pay you points back.',
  sections: [
    {
      id: 'information-we-collect',
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
      id: 'how-we-access-your-bank-data',
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
      id: 'how-we-use-your-information',
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
      id: 'who-we-share-it-with',
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
      id: 'how-long-we-keep-your-data',
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
      id: 'your-rights-and-choices',
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
      id: 'security',
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
      id: 'cookies-and-storage-on-your-device',
      heading: 'Cookies and storage on your device',
      paragraphs: [
        'We use one cookie to keep you signed in. Your device also stores your light ' +
          'or dark theme choice and a copy of recent data so the app works offline; ' +
          'signing out clears that copy. We do not use advertising cookies.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        `${P} is for people 18 or older. We do not knowingly collect information from anyone younger; ` +
          'if we learn that we have, we delete it.',
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top. ' +
          'If a change is significant, we will tell you by email or in the app before it takes effect.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact us',
      paragraphs: [
        `Questions about your privacy? Email ${SUPPORT_EMAIL}. We answer within ${SUPPORT_RESPONSE_HOURS} hours.`,
      ],
    },
  ],
};
