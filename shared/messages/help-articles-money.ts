// Help Center articles: Round-Ups & Banking and Investments. Numbers come from the constants, never typed.
import {
  CASH_OUT_MINIMUM_CENTS,
  FDIC_COVERAGE_DOLLARS,
  INSTANT_PAYOUT_FEE_RATE,
  INTEREST_APY,
  STANDARD_PAYOUT_FEE_CENTS,
  SWEEP_THRESHOLD_CENTS,
  WEEKLY_CAP_CHOICES,
} from '#shared/constants.ts';
import { CREDENTIALS_FLOW_COUNTRIES } from '#shared/country-codes.ts';
import { quotePayout } from '#shared/money/payouts.ts';
import { baseRoundUp, ROUND_UP_MULTIPLIERS } from '#shared/money/round-up.ts';
import { bankAccountsText, bankDialog } from './banking.ts';
import { validation } from './common.ts';
import type { HelpArticle } from './help.ts';
import { transactionsPage } from './screens.ts';
import { percentIn, usdIn } from '#shared/i18n/numbers.ts';

const usd = (cents: number) => usdIn('en-US', cents);
const percent = (rate: number) => percentIn('en-US', rate, 1);
const list = (items: readonly string[], last = 'and') => `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

const EXAMPLE_PURCHASE = 434;
const exampleSpare = baseRoundUp(EXAMPLE_PURCHASE, 'dollar');
const EXAMPLE_CASH_OUT = 10_000;
const instantExample = quotePayout(EXAMPLE_CASH_OUT, 'instant');
const fees =
  `Instant ones arrive in minutes for a fee of ${percent(INSTANT_PAYOUT_FEE_RATE)} of the amount; standard ones ` +
  `cost ${usd(STANDARD_PAYOUT_FEE_CENTS)} and arrive in 1-3 business days.`;

export const roundUpArticles: HelpArticle[] = [
  {
    id: 'how-round-ups-work',
    topic: 'round-ups-banking',
    title: 'How do round-ups work?',
    body: [
      'Each TikTok coin purchase is rounded up to the next whole dollar, and the difference is your spare change: ' +
        `a ${usd(EXAMPLE_PURCHASE)} purchase becomes ${usd(EXAMPLE_PURCHASE + exampleSpare)}, ` +
        `so ${usd(exampleSpare)} is set aside. In Settings > Round-Up Preferences you can choose Nearest $5 ` +
        'instead, which rounds up to the next multiple of $5.',
      'An amount already on a whole dollar (or on $5) rounds up by nothing. Pending purchases earn nothing until ' +
        'they post. Changing the method applies to new purchases; earlier round-ups stay as they were.',
    ],
  },
  {
    id: 'when-invested',
    topic: 'round-ups-banking',
    title: 'When is my spare change invested?',
    body: [
      `Round-ups collect as Waiting to be invested. When they reach ${usd(SWEEP_THRESHOLD_CENTS)}, your default ` +
        'card is charged once for the whole amount, and it is invested in Bitcoin or the interest account, ' +
        'as you chose.',
      'No default card yet? The money stays waiting and the dashboard shows how to start investing. If your card ' +
        'is declined we let you know, keep the money waiting and try again the next day.',
    ],
  },
  {
    id: 'multipliers-and-caps',
    topic: 'round-ups-banking',
    title: 'What are round-up multipliers and weekly caps?',
    body: [
      `A multiplier (${list(
        ROUND_UP_MULTIPLIERS.map((m) => `${m}x`),
        'or',
      )}) scales each round-up so you invest ` +
        `faster: with 3x, ${usd(exampleSpare)} of spare change becomes ${usd(exampleSpare * 3)}.`,
      'A weekly cap limits the round-ups collected in one week, Monday to Sunday: choose a cap of ' +
        `${list(
          WEEKLY_CAP_CHOICES.map((d) => `$${d}`),
          'or',
        )}, or No cap. Once the cap is reached, round-ups ` +
        'start again the next Monday. Both are in Settings > Round-Up Preferences.',
      'To pause round-ups, turn off Automatic round-ups. Points never depend on the multiplier, the cap or the ' +
        'pause: you keep earning them.',
    ],
  },
  {
    id: 'coin-purchases',
    topic: 'round-ups-banking',
    title: 'Which purchases count as TikTok coin purchases?',
    body: [
      'TikTok coins bought with your card or through the App Store or Google Play (lines such as ' +
        'APPLE.COM/BILL TIKTOK or GOOGLE *TikTok), including purchases labelled TikTok LIVE.',
      'TikTok Shop orders and TikTok ads are not coin purchases. Coin purchases show the TikTok category on the ' +
        'Transactions page; a refunded coin purchase takes back its round-up and points.',
    ],
  },
  {
    id: 'link-bank',
    topic: 'round-ups-banking',
    title: 'How do I link my bank account in my country?',
    body: [
      'Choose Connect Bank (or Connect Account) on the dashboard or the Transactions page. How your bank connects ' +
        'depends on the country you signed up with.',
      'USA, Canada and other countries: through Finicity. A secure Finicity window opens where you choose your ' +
        'bank and sign in. If nothing opens, allow pop-ups for this site and try again.',
      `${list(CREDENTIALS_FLOW_COUNTRIES)}: through Belvo. Choose your bank and enter your online banking ` +
        'username and password in the form.',
    ],
  },
  {
    id: 'foreign-currencies',
    topic: 'round-ups-banking',
    title: 'My bank is in Latin America. How are pesos and reais handled?',
    body: [
      'Your transactions keep their own currency on the Transactions page. To work out the round-up and points, ' +
        "each one is converted to US dollars at that day's exchange rate; the rate and its day are shown on " +
        'the amount.',
      `Until the day's rate is published, a transaction shows ${transactionsPage.awaitingRate} and earns nothing; ` +
        'its round-up and points are added as soon as the rate is in.',
    ],
  },
  {
    id: 'link-problems',
    topic: 'round-ups-banking',
    title: "Why won't my bank link?",
    body: [
      "Wrong username or password: check them on your bank's own website, then try again. Some banks ask for a " +
        'one-time code at every sign-in, which cannot be entered here: the app says so, and you can choose ' +
        'another bank.',
      `If you see "${validation.popupBlocked}", allow pop-ups for this site in your browser, then choose ` +
        'Connect Account again.',
      'A link that stopped working (a changed banking password, expired consent) is marked ' +
        `${bankAccountsText.needsAttention} and we notify you once. Connect the bank again to keep your ` +
        'round-ups going.',
    ],
  },
  {
    id: 'transactions-missing',
    topic: 'round-ups-banking',
    title: "Why don't I see my transactions yet?",
    body: [
      `${transactionsPage.syncingBody} Only transactions your bank reports appear, and pending ones earn nothing ` +
        'until they post.',
      'We check your bank every few hours; choose Refresh on the Transactions page to check now.',
    ],
  },
  {
    id: 'bank-security',
    topic: 'round-ups-banking',
    title: 'Is it safe to link my bank?',
    body: [
      'Yes. Access is read-only: we can only view transactions, never move money. Round-ups are charged to the ' +
        'card you choose, not taken from your bank account.',
      `${bankDialog.credentialsNote} With Belvo, your password is passed on once to connect and never kept or ` +
        "logged; with Finicity, you sign in on Finicity's own window, so we never see it. Account numbers are " +
        'shown by their last four digits only.',
    ],
  },
];

export const investmentArticles: HelpArticle[] = [
  {
    id: 'bitcoin-or-interest',
    topic: 'investments',
    title: 'Should I invest in Bitcoin or the interest account?',
    body: [
      `The interest account earns ${percent(INTEREST_APY)} a year (APY): interest accrues every day and is paid ` +
        'into the account each month. Bitcoin is bought at the current price with each investment, and its value ' +
        'goes up and down with the price.',
      'The interest account is the default. Change it in Settings > Round-Up Preferences under Invest my ' +
        'round-ups in; the change applies to your next investments.',
    ],
  },
  // A leap year pays the same APY.
  {
    id: 'interest-daily',
    topic: 'investments',
    title: 'How is the interest worked out?',
    body: [
      'Every day your interest account earns on its balance plus the interest earned and not yet paid, at the ' +
        `daily rate that compounds to ${percent(INTEREST_APY)} over the calendar year, so a leap year of 366 days ` +
        'pays the same as a year of 365.',
      "On the first of each month the previous month's interest is paid into the account, to the nearest cent; " +
        'the fraction of a cent left over carries to the next month.',
    ],
  },
  {
    id: 'portfolio-value',
    topic: 'investments',
    title: 'How is my portfolio value worked out?',
    body: [
      'Current value is what you hold now: your interest account, including interest earned but not yet paid, ' +
        'plus your Bitcoin at the current price. Invested is the spare change you put in, and Return is the ' +
        'difference between the two.',
    ],
  },
  {
    id: 'cash-out',
    topic: 'investments',
    title: 'How do I cash out, and what does it cost?',
    body: [
      `Cash-outs send money from your interest account or Bitcoin to your bank, from ${usd(CASH_OUT_MINIMUM_CENTS)}. ` +
        fees,
      `For example, an instant cash-out of ${usd(EXAMPLE_CASH_OUT)} costs ${usd(instantExample.feeCents)} ` +
        `and you receive ${usd(instantExample.netCents)}.`,
    ],
  },
  {
    id: 'payout-statuses',
    topic: 'investments',
    title: 'What do the cash-out and redemption statuses mean?',
    body: [
      'Pending: we have your request. Processing: the payout is on its way. Paid: the money was sent to your ' +
        'bank account. Failed: it could not be sent; the reason is shown and the amount is returned to your balance.',
      'A standard payout shows the day it should arrive by. You are never paid twice for the same request.',
    ],
  },
  {
    id: 'insurance',
    topic: 'investments',
    title: 'Is my money insured?',
    body: [
      // Our words (docs/product-rules.md section 11): who insures what, true wherever the member lives.
      'Cash in the interest account is held at US partner banks and is eligible for insurance by the FDIC, a US ' +
        `government agency, up to $${FDIC_COVERAGE_DOLLARS.toLocaleString('en-US')} per depositor, wherever you ` +
        'live. Bitcoin is not insured by the FDIC or any agency, and its value can go down as well as up.',
    ],
  },
];
