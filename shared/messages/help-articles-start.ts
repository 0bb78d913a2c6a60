// Help Center articles: Getting Started and Account Management. Numbers come from the constants, never typed.
import {
  DEFAULT_POINTS_REWARD_RATE,
  INTEREST_APY,
  MIN_PASSWORD_LENGTH,
  PAID_PAYOUT_RETURN_DAYS,
  PRODUCT_NAME,
  SUPPORT_RESPONSE_HOURS,
} from '#shared/constants.ts';
import type { HelpArticle } from './help.ts';
import { percentIn } from '#shared/i18n/numbers.ts';

const percent = (rate: number) => percentIn('en-US', rate, 1);

export const gettingStartedArticles: HelpArticle[] = [
  {
    id: 'what-is-giftorbit',
    topic: 'getting-started',
    title: `What is ${PRODUCT_NAME} and how does it work?`,
    body: [
      `${PRODUCT_NAME} is for people who buy TikTok coins to support creators, and for the creators they support. ` +
        'You link a bank account read-only; we find your coin purchases, round each one up and invest the spare ' +
        `change in Bitcoin or an interest account paying ${percent(INTEREST_APY)} APY.`,
      `Every coin purchase also earns ${percent(Number(DEFAULT_POINTS_REWARD_RATE))} back in points ` +
        '(1 point = $1), which you can redeem as cash.',
    ],
  },
  {
    id: 'create-account',
    topic: 'getting-started',
    title: 'How do I create an account?',
    body: [
      'Choose Get Started and fill in your name, a username, your account type (gifter or creator), your email, ' +
        `your country and a password. Your password needs at least ${MIN_PASSWORD_LENGTH} characters, with an ` +
        'uppercase letter, a lowercase letter, a number and a special character.',
      'If a friend invited you, enter their referral code when you sign up. Choose the country your bank is in: ' +
        'it decides how you link your bank.',
    ],
  },
  {
    id: 'gifter-or-creator',
    topic: 'getting-started',
    title: 'What is the difference between a gifter and a creator account?',
    body: [
      'Gifters buy coins to support creators; creators receive that support and have a public profile page. ' +
        'Both get the same round-ups, investing, points and cash-outs.',
    ],
  },
  {
    id: 'install-android',
    topic: 'getting-started',
    title: 'How do I install the app on Android?',
    body: [
      `Open ${PRODUCT_NAME} in Chrome, tap the menu (⋮) and choose Install app (or Add to Home screen), then ` +
        'confirm. The app gets its own icon and opens full screen, like any other app.',
    ],
  },
  {
    id: 'install-iphone',
    topic: 'getting-started',
    title: 'How do I install the app on iPhone or iPad?',
    body: [
      `Open ${PRODUCT_NAME} in Safari, tap the Share button (the square with an arrow), choose Add to Home Screen ` +
        'and tap Add. Open the app from its new icon on your Home Screen.',
    ],
  },
  {
    id: 'install-desktop',
    topic: 'getting-started',
    title: 'How do I install the app on my computer?',
    body: [
      `In Chrome or Edge, open ${PRODUCT_NAME} and click the install icon at the right of the address bar, or open ` +
        `the browser menu and choose Install ${PRODUCT_NAME}. The app opens in its own window, and you can pin it ` +
        'to your taskbar or Dock.',
    ],
  },
  {
    id: 'offline',
    topic: 'getting-started',
    title: 'Can I use the app offline?',
    body: [
      'Yes, in part. Without a connection the app still opens and shows what it last loaded, with a banner ' +
        'saying you are offline.',
      'Changes to your settings are kept on your device and sent, in order, when you are back online. ' +
        'Anything else, such as a cash-out or linking a bank, waits until you are connected, and the app says why.',
    ],
  },
];

export const accountArticles: HelpArticle[] = [
  {
    id: 'change-password',
    topic: 'account',
    title: 'How do I change my password?',
    body: [
      'Go to Settings > Security, enter your current password, then your new password twice. Once it is changed, ' +
        'every other device signed in to your account is signed out.',
    ],
  },
  {
    id: 'cannot-sign-in',
    topic: 'account',
    title: "I can't sign in. What should I do?",
    body: [
      'Check that you use the email you signed up with; passwords are case-sensitive. After too many failed ' +
        'attempts, signing in is paused for a while to protect your account: wait 15 minutes and try again.',
      'Still locked out? Email us or use the contact form: you do not need to be signed in. ' +
        `We respond within ${SUPPORT_RESPONSE_HOURS} hours.`,
    ],
  },
  {
    id: 'payment-card',
    topic: 'account',
    title: 'How do I add or change my payment card?',
    body: [
      'Go to Settings > Payment Methods and add a card. The card marked Default is the one your round-ups are ' +
        'charged to; choose Set Default on another card to switch, or remove a card you no longer use.',
      'Without a default card your round-ups stay waiting to be invested.',
    ],
  },
  {
    id: 'notification-settings',
    topic: 'account',
    title: 'How do I choose which notifications I get?',
    body: [
      'Go to Settings > Notifications. Transaction Alerts and Cash Out Reminders are on by default; Creator ' +
        'Updates is off. Your choices are saved to your account, so they apply on every device.',
    ],
  },
  {
    id: 'unlink-bank',
    topic: 'account',
    title: 'How do I unlink a bank account?',
    body: [
      'Go to Settings > Bank Account and choose Unlink next to the account. We stop syncing it; your transaction ' +
        'history, round-ups and points stay.',
    ],
  },
  {
    id: 'bank-linked-elsewhere',
    topic: 'account',
    title: 'Why does my bank account say it is linked to another account?',
    body: [
      `A bank account earns round-ups and points on one ${PRODUCT_NAME} account only, so the same purchases are ` +
        'never rewarded twice. If another account has yours linked, we cannot link it to this one.',
      'If that other account is yours, unlink the bank there first (Settings > Bank Account). If it is not yours, ' +
        `send us a support ticket from this page: we reply within ${SUPPORT_RESPONSE_HOURS} hours and sort it out ` +
        'with you. Purchases made while the bank was linked to the other account stay with that account.',
    ],
  },
  {
    id: 'close-account',
    topic: 'account',
    title: 'What happens when I close my account?',
    body: [
      'Go to Settings > Close account. Before anything is asked, the dialog lists what you hold. Your investments ' +
        'are yours and are never given up: the dialog cashes them out to your payout account first, all of each, ' +
        'whatever the amount. Points can be redeemed first; what is left of them is given up. Closing erases your ' +
        'name, email, username and picture, removes your bank links and saved cards, and signs you out everywhere.',
      'Closing waits while money is on its way: a round-up charge being processed, or a cash-out or redemption ' +
        `not yet arrived. It also waits ${PAID_PAYOUT_RETURN_DAYS} days after a payout was paid, because a bank ` +
        'can send a payout back and its money needs your account to return to. The dialog names the day you can ' +
        'close from.',
      'You can join again later with the same email. Rewards are paid once per person: purchases your closed ' +
        'account already earned on do not earn again, a referral that was paid for you is not paid again, and ' +
        'achievement rewards you received before show as received.',
    ],
  },
  {
    id: 'account-security',
    topic: 'account',
    title: 'How is my account protected?',
    body: [
      'Your password is stored only as a secure hash, never as text. Sign-in attempts are limited, so a password ' +
        'cannot be guessed by trying again and again, and changing your password signs out your other devices.',
      'Everything travels over encrypted connections, and your session ends when you log out.',
    ],
  },
];
