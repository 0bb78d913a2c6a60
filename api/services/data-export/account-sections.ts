// The archive's files about the member and their access: the account, bank links, cards, sessions,
// push devices and sign-in security. Each is an allow-list of columns: never the password hash, the two-factor
// secrets, recovery code hashes, session ids, push keys, provider ids or tokens, card numbers (only brand and last
// four), nor the nonces of provider keys. A column added to a table later stays out until it is named here.
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  bankAccounts,
  knownDevices,
  passkeys,
  paymentMethods,
  pushSubscriptions,
  recoveryCodes,
  sessions,
  type UserRow,
} from '#db/schema/index.ts';
import { SESSION_IDLE_MS } from '#shared/constants.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import type { Db } from '#db/index.ts';
import { iso, isoOrNull } from '#api/lib/dates.ts';
import { deviceName } from '#api/services/accounts/devices.ts';

export function accountSection(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerifiedAt: isoOrNull(user.emailVerifiedAt),
    username: user.username,
    userType: user.userType,
    profilePicture: user.profilePicture,
    location: user.location,
    country: user.country,
    tiktokUsername: user.tiktokUsername,
    tiktokProfileUrl: user.tiktokProfileUrl,
    referralCode: user.referralCode,
    createdAt: iso(user.createdAt),
    passwordChangedAt: isoOrNull(user.passwordChangedAt),
    closedAt: isoOrNull(user.closedAt),
    preferences: {
      pointsEnabled: user.pointsEnabled,
      pointsRewardRate: (user.pointsRewardRateBps / 10_000).toFixed(4),
      autoRoundUpEnabled: user.autoRoundUpEnabled,
      roundUpMethod: user.roundUpMethod,
      roundUpMultiplier: user.roundUpMultiplier,
      weeklyCapUsd: user.weeklyCapCents === null ? null : formatDecimal(user.weeklyCapCents),
      investmentChoice: user.investmentChoice,
      investmentChosenAt: isoOrNull(user.investmentChosenAt),
      notifyTransactionAlerts: user.notifyTransactionAlerts,
      notifyCashOutReminders: user.notifyCashOutReminders,
      notifyCreatorUpdates: user.notifyCreatorUpdates,
    },
    totals: {
      coinSpendUsd: formatDecimal(user.totalTikTokSpendCents),
      roundUpsUsd: formatDecimal(user.totalRoundUpCents),
      pendingRoundUpsUsd: formatDecimal(user.pendingRoundUpCents),
      roundUpCount: user.roundUpCount,
      coinPurchaseCount: user.coinPurchaseCount,
      pointsAvailable: formatDecimal(user.availablePointsBalance),
      pointsEarned: formatDecimal(user.totalPointsEarned),
      pointsRedeemed: formatDecimal(user.totalRedeemedPoints),
      referralEarningsUsd: formatDecimal(user.referralEarningsCents),
      creatorPointsReceived: formatDecimal(user.creatorPointsReceived),
    },
    defaultCard: user.paymentMethodLast4
      ? { brand: user.paymentMethodBrand, last4: user.paymentMethodLast4, expiry: user.paymentMethodExpiry }
      : null,
  };
}

/** Linked bank accounts, as the bank names them: never the aggregator's ids, links or the account's number. */
export function bankLinksSection(db: Db, userId: number) {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .orderBy(bankAccounts.id)
    .all()
    .map((a) => ({
      id: a.id,
      provider: a.provider,
      bankName: a.bankName,
      accountName: a.accountName,
      accountNumberLast4: a.accountNumber?.slice(-4) ?? null,
      accountType: a.accountType,
      active: a.isActive,
      primary: a.isPrimary,
      needsAttention: a.needsAttention,
      lastSyncedAt: isoOrNull(a.lastSyncedAt),
      linkedAt: iso(a.createdAt),
    }));
}

/** Saved cards: brand, last four and expiry only. */
export function cardsSection(db: Db, userId: number) {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(paymentMethods.id)
    .all()
    .map((c) => ({
      brand: c.brand,
      last4: c.last4,
      expMonth: c.expMonth,
      expYear: c.expYear,
      savedAt: iso(c.createdAt),
    }));
}

/** Signed-in browsers: what they are, from where, since when and when last used; never the session's id. */
export function sessionsSection(db: Db, userId: number) {
  const signedIn = db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.createdAt)
    .all()
    .map((s) => ({
      device: deviceName(s.sess.userAgent),
      browser: s.sess.userAgent ?? null,
      ip: s.sess.ip ?? null,
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(Math.max(s.createdAt.getTime(), s.expire.getTime() - SESSION_IDLE_MS)),
      expiresAt: iso(s.expire),
    }));
  const browsers = db
    .select({ firstSeenAt: knownDevices.createdAt, lastSeenAt: knownDevices.lastSeenAt })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(knownDevices.id)
    .all()
    .map((d) => ({ firstSeenAt: iso(d.firstSeenAt), lastSeenAt: iso(d.lastSeenAt) }));
  return { sessions: signedIn, browsersSignedInOn: browsers };
}

/** Browsers that get push notifications: never the endpoint or its keys (`p256dh`, `auth`). */
export function pushDevicesSection(db: Db, userId: number) {
  return db
    .select({
      userAgent: pushSubscriptions.userAgent,
      at: pushSubscriptions.createdAt,
      used: pushSubscriptions.lastUsedAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id)
    .all()
    .map((p) => ({
      device: deviceName(p.userAgent ?? undefined),
      browser: p.userAgent,
      subscribedAt: iso(p.at),
      lastUsedAt: isoOrNull(p.used),
    }));
}

/** Two-factor and passkeys: whether on and since when; never a secret, a code or a key. */
export function securitySection(db: Db, user: UserRow) {
  const codesLeft =
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)))
      .get()?.n ?? 0;
  const keys = db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, user.id))
    .orderBy(passkeys.createdAt)
    .all()
    .map((k) => ({
      name: k.name,
      synced: k.deviceType === 'multiDevice',
      backedUp: k.backedUp,
      createdAt: iso(k.createdAt),
      lastUsedAt: isoOrNull(k.lastUsedAt),
    }));
  return {
    twoFactor: { on: user.totpEnabledAt !== null, since: isoOrNull(user.totpEnabledAt), recoveryCodesLeft: codesLeft },
    passkeys: keys,
  };
}
