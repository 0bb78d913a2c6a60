// The same-work reference's paths and its row -> JSON mappings, pure (bench/same-work-server.ts does the reads):
// the product's DTOs (api/routes/*.ts and their services) written out again, same keys, order and values, so the
// reference shares only the product's pure helpers (shared/, api/lib/dates.ts, the rate formatter, and the
// activity lines' wording from api/services/activity.ts).
import {
  INTEREST_APY,
  type NotificationType,
  SWEEP_THRESHOLD_CENTS,
  TRANSACTION_CATEGORIES,
} from '#shared/constants.ts';
import { formatBtc, valueOfSats } from '#shared/money/bitcoin.ts';
import { formatDecimal, toDollars } from '#shared/money/cents.ts';
import { accrue, accruedCents, creditableCents, dayStartMs, isMonthStart } from '#shared/money/interest.ts';
import { routes, apiPaths } from '#shared/routes.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import type { Portfolio } from '#shared/schemas/portfolio.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';
import type { User } from '#shared/schemas/user.ts';
import { iso } from '#api/lib/dates.ts';
import { formatRateMicros } from '#api/providers/rates/currency-units.ts';

/** The GET paths the same-work server answers (`?cursor=` pages /api/transactions, /api/notifications, activity). */
export const SAME_WORK_ROUTES = [
  apiPaths.user,
  apiPaths.statsFast,
  apiPaths.transactions,
  apiPaths.notifications,
  apiPaths.portfolio,
  apiPaths.activity,
] as const;

// SQLite hands back integers: 0/1 for the boolean columns, ms since the epoch for the timestamps.
type Flag = 0 | 1;
const flag = (value: Flag) => value === 1;

/** The columns GET /api/user reads (api/services/accounts/users.ts ACCOUNT_FIELDS), camelCased by the query. */
type Flags =
  | 'bankAccountConnected'
  | 'autoRoundUpEnabled'
  | 'pointsEnabled'
  | 'notifyTransactionAlerts'
  | 'notifyCashOutReminders'
  | 'notifyCreatorUpdates';
export type AccountRow = Omit<
  User,
  Flags | 'emailVerified' | 'weeklyCap' | 'investmentChosen' | 'welcomed' | 'createdAt'
> &
  Record<Flags, Flag> & {
    emailVerifiedAt: number | null;
    weeklyCapCents: number | null;
    investmentChosenAt: number | null;
    welcomedAt: number | null;
    createdAt: number;
  };

export const userDto = (u: AccountRow): User => ({
  id: u.id,
  name: u.name,
  email: u.email,
  emailVerified: u.emailVerifiedAt !== null,
  username: u.username,
  userType: u.userType,
  country: u.country,
  locale: u.locale,
  timeZone: u.timeZone,
  profilePicture: u.profilePicture,
  location: u.location,
  tiktokUsername: u.tiktokUsername,
  tiktokProfileUrl: u.tiktokProfileUrl,
  bankAccountConnected: flag(u.bankAccountConnected),
  bankAccountName: u.bankAccountName,
  bankAccountNumber: u.bankAccountNumber,
  autoRoundUpEnabled: flag(u.autoRoundUpEnabled),
  roundUpMethod: u.roundUpMethod,
  roundUpMultiplier: u.roundUpMultiplier,
  weeklyCap: u.weeklyCapCents === null ? null : u.weeklyCapCents / 100,
  investmentChoice: u.investmentChoice,
  investmentChosen: u.investmentChosenAt !== null,
  welcomed: u.welcomedAt !== null,
  pointsEnabled: flag(u.pointsEnabled),
  notifyTransactionAlerts: flag(u.notifyTransactionAlerts),
  notifyCashOutReminders: flag(u.notifyCashOutReminders),
  notifyCreatorUpdates: flag(u.notifyCreatorUpdates),
  referralCode: u.referralCode,
  createdAt: iso(u.createdAt),
});

/** A listed transaction (api/services/transactions.ts `listed`). */
export type TransactionRow = Omit<
  Transaction,
  | 'amount'
  | 'originalAmount'
  | 'usdRate'
  | 'rateDate'
  | 'category'
  | 'pending'
  | 'roundUpAmount'
  | 'pointsEarned'
  | 'beforeLink'
  | 'correctedByMember'
> & {
  amountCents: number;
  originalAmount: string | null;
  usdRateMicros: number | null;
  rateDay: string | null;
  category: string;
  pending: Flag;
  roundUpCents: number;
  pointsEarned: number;
  reversedAt: number | null;
  beforeLink: Flag;
  memberCategory: string | null;
  date: number;
  createdAt: number;
};

type Category = Transaction['category'];
const isCategory = (category: string): category is Category => TRANSACTION_CATEGORIES.some((c) => c === category);

export const transactionDto = (r: TransactionRow): Transaction => ({
  id: r.id,
  description: r.description,
  amount: r.usdRateMicros === null ? null : formatDecimal(r.amountCents),
  currency: r.currency,
  originalAmount: r.originalAmount ?? formatDecimal(r.amountCents),
  usdRate: r.usdRateMicros === null ? null : formatRateMicros(r.usdRateMicros),
  rateDate: r.rateDay,
  type: r.type,
  category: isCategory(r.category) ? r.category : 'Other',
  source: r.source,
  pending: flag(r.pending),
  roundUpAmount: formatDecimal(r.roundUpCents),
  pointsEarned: formatDecimal(r.pointsEarned),
  refunded: r.reversedAt !== null,
  beforeLink: flag(r.beforeLink),
  correctedByMember: r.memberCategory !== null,
  date: iso(r.date),
  finicityTransactionId: r.finicityTransactionId,
  belvoTransactionId: r.belvoTransactionId,
  createdAt: iso(r.createdAt),
});

/** A whole notifications row (`data` is JSON text). */
export type NotificationRow = Omit<Notification, 'data' | 'read' | 'createdAt'> & {
  userId: number;
  data: string | null;
  read: Flag;
  createdAt: number;
};

/** The screen a notification of this type opens when its data names none (api/services/notifications.ts). */
const SCREEN_OF: Record<NotificationType, string | null> = {
  transaction_pulled: routes.transactions,
  tiktok_purchase: routes.transactions,
  round_up: routes.transactions,
  bank_added: routes.settings,
  bank_unlinked: routes.settings,
  investment: routes.dashboard,
  achievement: routes.dashboard,
  referral: routes.dashboard,
  payout: routes.dashboard,
  other: null,
};

export function notificationDto(r: NotificationRow): Notification {
  const data = r.data === null ? null : (JSON.parse(r.data) as Record<string, unknown> | null);
  const url = typeof data?.url === 'string' ? data.url : SCREEN_OF[r.type];
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    message: r.message,
    data: url ? { ...data, url } : data,
    read: flag(r.read),
    createdAt: iso(r.createdAt),
  };
}

/** A ledger row with what it refers to (api/services/activity.ts). */
export type ActivityRow = {
  id: number;
  account: string;
  amount: number;
  cause: string;
  createdAt: number;
  occurredAt: number;
  description: string | null;
  title: string | null;
  cashOut: number | null;
  points: number | null;
  refundedAt: number | null;
};

/** An investments row; a missing one reads as the empty row the product would create (ensureInvestment). */
export type InvestmentRow = {
  totalInvestedCents: number;
  balanceCents: number;
  accruedMicros: number;
  lastAccrualDay: number | null;
  satsHeld: number;
};
const EMPTY: InvestmentRow = {
  totalInvestedCents: 0,
  balanceCents: 0,
  accruedMicros: 0,
  lastAccrualDay: null,
  satsHeld: 0,
};
export type SnapshotRow = { day: number; value: number; invested: number };
export type PortfolioSettingsRow = {
  pendingRoundUpCents: number;
  paymentMethodId: string | null;
  investmentChoice: Portfolio['type'];
};

/**
 * The interest account brought up to `today` in memory, as accrueInterest (api/services/money/investments.ts)
 * does in the database before it values it: the same loop, no writes (nothing once the product served it today).
 */
function accruedToday(inv: InvestmentRow, today: number) {
  let balance = inv.balanceCents;
  let accrued = inv.accruedMicros;
  const last = inv.lastAccrualDay;
  if (last === null || last === today || (balance <= 0 && accrued === 0)) return { balance, accrued };
  for (let day = last + 1; day <= today; day++) {
    accrued = accrue(balance, accrued, day - 1, day);
    if (!isMonthStart(day)) continue;
    const { cents, carryMicros } = creditableCents(accrued);
    if (cents <= 0) continue;
    balance += cents;
    accrued = carryMicros;
  }
  return { balance, accrued };
}

/**
 * GET /api/portfolio's answer from its reads (api/routes/portfolio.ts): the valuation at `priceCents` and today's
 * chart point as recordValuation would have written it (replacing or adding the last history point, in memory).
 */
export function portfolioBody(
  reads: { interest?: InvestmentRow; bitcoin?: InvestmentRow; history: SnapshotRow[]; settings: PortfolioSettingsRow },
  priceCents: number,
  today: number,
): Portfolio {
  const i = reads.interest ?? EMPTY;
  const b = reads.bitcoin ?? EMPTY;
  const { balance, accrued } = accruedToday(i, today);
  const accruedInterest = accruedCents(accrued);
  const interestValue = balance + accruedInterest;
  const btcValue = b.satsHeld === 0 ? 0 : valueOfSats(b.satsHeld, priceCents);
  const invested = i.totalInvestedCents + b.totalInvestedCents;
  const value = interestValue + btcValue;
  const history = reads.history;
  if (!(invested === 0 && value === 0)) {
    const point = { day: today, value, invested };
    if (history.at(-1)?.day === today) history[history.length - 1] = point;
    else history.push(point);
  }
  const { settings } = reads;
  return {
    type: settings.investmentChoice,
    totalInvested: toDollars(invested),
    currentValue: toDollars(value),
    totalReturn: toDollars(value - invested),
    pendingRoundUps: toDollars(Math.max(0, settings.pendingRoundUpCents)),
    sweepThreshold: toDollars(SWEEP_THRESHOLD_CENTS),
    hasDefaultCard: settings.paymentMethodId !== null,
    holdings: {
      interest: { balance: toDollars(balance), accruedInterest: toDollars(accruedInterest), apy: INTEREST_APY },
      bitcoin: { btc: formatBtc(b.satsHeld), price: toDollars(priceCents), value: toDollars(btcValue) },
    },
    history: history.map((p) => ({
      date: new Date(dayStartMs(p.day)).toISOString().slice(0, 10),
      value: toDollars(p.value),
      invested: toDollars(p.invested),
    })),
  };
}
