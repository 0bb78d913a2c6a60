// Payout accounts: where cash-outs and redeemed points are paid. The spec is silent beyond the user's
// stripeConnectAccountId and stripeConnectEnabled, so these are our own words, kept in one place.
import { PAYOUT_DESTINATION_HOLD_HOURS as HOLD_HOURS } from '#shared/constants.ts';

const holdWhy =
  `money goes to a new bank account ${HOLD_HOURS} hours after it changes, so there is time to stop a change you ` +
  'did not make';

export const payoutAccountText = {
  sectionTitle: 'Payouts',
  sectionDescription: 'Where your cash-outs and redeemed points are paid.',
  noneTitle: 'No payout account yet',
  noneBody:
    'Connect the bank account your cash should go to. Stripe, our payments partner, asks for your details on its ' +
    'own secure form; we only keep the bank name and last four digits.',
  connect: 'Connect a payout account',
  continueSetup: 'Finish setting up',
  change: 'Change payout account',
  update: 'Update payout details',
  opening: 'Opening...',
  checking: 'Checking your payout account...',
  status: {
    onboarding: 'Setup not finished',
    ready: 'Ready',
    needs_info: 'More information needed',
    attention: 'Needs attention',
  },
  statusLine: {
    onboarding: 'Finish the form to receive payouts here.',
    ready: 'Your cash-outs and redeemed points are paid here.',
    needs_info: 'Stripe needs more information before it can pay this account:',
    attention: 'A payout to this account failed:',
  },
  destination: (bank: string, last4: string) => `${bank} ••${last4}`,
  paidIn: (currency: string) => `Paid in ${currency}`,
  unsupported: (country: string) =>
    `Cash payouts to bank accounts in ${country} are not available yet. Your round-ups, investments and points ` +
    'work as usual, and we will tell you as soon as we can pay there.',
  unsupportedShort: (country: string) => `Cash payouts to ${country} are not available yet.`,
  // Before confirming a redemption or cash-out.
  goesTo: 'Paid to',
  arrives: 'Arrives',
  arrivesInstant: 'In minutes',
  arrivesBy: (date: string) => `By ${date}`,
  conversion: (currency: string) =>
    `Points and fees are in US dollars. Stripe converts the payout to ${currency} at its rate on the day.`,
  estimate: (amount: string) => `About ${amount}`,
  estimateLabel: 'Estimated in your currency',
  noAccountInDialog: 'Connect a payout account first: nothing is taken until there is somewhere to pay you.',
  heldInDialog: 'Your payout account needs more information. You can redeem now: the payout waits until it is ready.',
  // The server's refusals (400, nothing taken).
  noPayoutAccount: 'Connect a payout account before you redeem or cash out: nothing was taken.',
  countryNotPaid: (country: string) => `Cash payouts to ${country} are not available yet: nothing was taken.`,
  passwordNeeded: 'Enter your password to change where your money is paid.',
  passwordWrong: 'That password is not right.',
  passwordLabel: 'Your password',
  changeTitle: 'Change payout account',
  changeDescription:
    `Your cash will be paid to the new account ${HOLD_HOURS} hours after Stripe has checked it, and we will ` +
    'notify you.',
  confirmChange: 'Continue to Stripe',
  onboardingFailed: 'Could not open the payout form. Please try again.',
  loadFailed: 'Failed to load your payout account.',
  // A held payout, as the payouts list says it.
  held: (why: string) => `Waiting for your payout account: ${why}`,
  heldNotReady: 'finish setting it up in Settings',
  heldNewDestination: `a new bank account is paid ${HOLD_HOURS} hours after it changes`,
  // While payouts to a bank account that just changed wait: when they start, and why.
  startsOn: (when: string) => `Payouts to this account start on ${when}: ${holdWhy}.`,
  arrived: (amount: string) => `${amount} arrived`,
  arriving: (amount: string) => `${amount} on its way`,
  // Notifications.
  connectedTitle: 'Payout account connected',
  connectedBody: (where: string) => `Your cash-outs and redeemed points will be paid to ${where}.`,
  changeStartedTitle: 'Payout account change started',
  changeStartedBody:
    'Someone signed in as you started changing where your money is paid. If this was not you, change your ' +
    'password now and contact support.',
  changedTitle: 'Payout account changed',
  changedBody: (where: string, when: string) =>
    `Your cash is paid to ${where} from ${when}. If this was not you, change your password now and contact support.`,
  // The mail when the bank account payouts go to changed.
  changedMailSubject: 'Your payout account changed',
  changedMailLines: (where: string, when: string) => [
    `Your cash-outs and redeemed points will be paid to ${where}.`,
    `Payouts to this account start on ${when}: ${holdWhy}.`,
  ],
  changedMailAction: 'Review your payout account',
  attentionFix: (where: string, reason: string) =>
    `${where} could not be paid (${reason.replace(/[.\s]+$/, '')}). Update your payout details in Settings, then ` +
    'try again.',
  readyToast: 'Payout account ready',
  notReadyToast: 'Your payout account is not ready yet',
} as const;

/** Why Stripe says an OutboundPayment failed or came back (`status_details`), in words a member can act on. */
export const OUTBOUND_FAILURES: Record<string, string> = {
  payout_method_closed: 'the bank account is closed.',
  payout_method_invalid_account_number: 'the account number is not valid.',
  payout_method_holder_name_incorrect: "the account holder's name does not match the bank's records.",
  payout_method_currency_unsupported: 'the bank account cannot receive this currency.',
  payout_method_declined: 'the bank declined the payment.',
  payout_method_does_not_exist: 'the bank account does not exist.',
  payout_method_unsupported: 'this kind of bank account cannot be paid.',
  recalled: 'the payment was recalled.',
};
export const outboundFailure = {
  canceled: 'the payout was canceled.',
  returned: 'the bank returned it.',
  said: (why: string) => `The payout failed: ${why}`,
  /** A bank account Stripe names no bank for, and one the app has no name or digits of. */
  unnamedBank: 'Bank account',
  someBank: 'your bank account',
  noDigits: '????',
} as const;

/** Stripe's requirement names in words (anything else: 'more details on Stripe's form'). */
export const REQUIREMENT_WORDS: Record<string, string> = {
  external_account: 'your bank account details',
  'tos_acceptance.date': 'accepting the terms',
  'tos_acceptance.ip': 'accepting the terms',
  'individual.dob.day': 'your date of birth',
  'individual.dob.month': 'your date of birth',
  'individual.dob.year': 'your date of birth',
  'individual.id_number': 'your ID number',
  'individual.ssn_last_4': 'the last four digits of your SSN',
  'individual.address.line1': 'your address',
  'individual.verification.document': 'a photo of your ID',
  'individual.first_name': 'your name',
  'individual.last_name': 'your name',
  'individual.email': 'your email',
  'individual.phone': 'your phone number',
};
export const requirementWords = (names: readonly string[]) => [
  ...new Set(names.map((n) => REQUIREMENT_WORDS[n] ?? "more details on Stripe's form")),
];
