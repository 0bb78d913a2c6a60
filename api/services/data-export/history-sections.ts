// The archive's files about the member's money and their life in the app: points, payouts,
// investments, notifications, follows, referrals, support tickets and forms. The long tables (transactions and the
// ledger) are read in pages elsewhere (build.ts). Provider ids (payouts, transfers, charges, accounts) stay out.
import { asc, count, eq } from 'drizzle-orm';
import { showsArrived } from '#shared/schemas/payouts.ts';
import {
  achievements,
  ambassadorApplications,
  cashOuts,
  contactMessages,
  creatorFollows,
  investments,
  investmentTransactions,
  notifications,
  payoutAccounts,
  pointsRedemptions,
  pointsRewards,
  portfolioSnapshots,
  referrals,
  supportTickets,
  sweeps,
  users,
} from '#db/schema/index.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import type { Db } from '#db/index.ts';
import { iso, isoOrNull } from '#api/lib/dates.ts';
import { formatBitcoin, pointsRewardRecord } from './records.ts';

const money = (cents: number | null) => (cents === null ? null : formatDecimal(cents));
const bitcoin = (sats: number | null) => (sats === null ? null : formatBitcoin(sats));

export function pointsSection(db: Db, userId: number) {
  const rewards = db.select().from(pointsRewards).where(eq(pointsRewards.userId, userId));
  const unlocked = db.select().from(achievements).where(eq(achievements.userId, userId));
  return {
    rewards: rewards.orderBy(asc(pointsRewards.id)).all().map(pointsRewardRecord),
    achievements: unlocked
      .orderBy(asc(achievements.id))
      .all()
      .map((a) => ({
        type: a.achievementType,
        title: a.title,
        description: a.description,
        rewardPoints: formatDecimal(a.rewardAmount),
        unlockedAt: iso(a.unlockedAt),
        claimedAt: isoOrNull(a.claimedAt),
      })),
    referralsMade: db
      .select()
      .from(referrals)
      .where(eq(referrals.referrerId, userId))
      .orderBy(asc(referrals.id))
      .all()
      .map((r) => ({
        status: r.status,
        rewardUsd: money(r.rewardAmountCents),
        at: iso(r.createdAt),
        paidAt: isoOrNull(r.paidAt),
      })),
  };
}

/** What both kinds of payout share: what it cost, where it stands, where it went and what arrived. */
const payoutFields = (p: typeof cashOuts.$inferSelect | typeof pointsRedemptions.$inferSelect) => ({
  id: p.id,
  feeUsd: money(p.feeCents),
  payoutMethod: p.payoutMethod,
  status: p.status,
  failureReason: p.failureReason,
  heldReason: p.heldReason,
  payoutAccountId: p.payoutAccountId,
  // What arrived belongs only to a payout processing or paid (a failure before the column was cleared kept it).
  arrivedAmount: showsArrived(p.status) ? p.arrivedMinor : null,
  arrivedCurrency: showsArrived(p.status) ? p.arrivedCurrency : null,
  estimatedArrival: isoOrNull(p.estimatedArrival),
  createdAt: iso(p.createdAt),
  processedAt: isoOrNull(p.processedAt),
});

export function payoutsSection(db: Db, userId: number) {
  return {
    cashOuts: db
      .select()
      .from(cashOuts)
      .where(eq(cashOuts.userId, userId))
      .orderBy(asc(cashOuts.id))
      .all()
      .map((c) => ({
        ...payoutFields(c),
        amountUsd: money(c.amountCents),
        source: c.source,
        bitcoinSold: bitcoin(c.satsSold),
      })),
    pointRedemptions: db
      .select()
      .from(pointsRedemptions)
      .where(eq(pointsRedemptions.userId, userId))
      .orderBy(asc(pointsRedemptions.id))
      .all()
      .map((r) => ({ ...payoutFields(r), points: money(r.pointsRedeemed), cashValueUsd: money(r.cashValueCents) })),
    payoutAccounts: db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, userId))
      .orderBy(asc(payoutAccounts.id))
      .all()
      .map((a) => ({
        id: a.id,
        rail: a.rail,
        country: a.country,
        currency: a.currency,
        bankName: a.bankName,
        last4: a.last4,
        status: a.status,
        createdAt: iso(a.createdAt),
        replacedAt: isoOrNull(a.replacedAt),
      })),
  };
}

export function investmentsSection(db: Db, userId: number) {
  const day = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
  return {
    accounts: db
      .select()
      .from(investments)
      .where(eq(investments.userId, userId))
      .all()
      .map((i) => ({
        type: i.portfolioType,
        investedUsd: money(i.totalInvestedCents),
        balanceUsd: money(i.balanceCents),
        currentValueUsd: money(i.currentValueCents),
        bitcoin: formatBitcoin(i.satsHeld),
        autoInvest: i.autoInvestEnabled,
        openedAt: iso(i.createdAt),
      })),
    movements: db
      .select()
      .from(investmentTransactions)
      .where(eq(investmentTransactions.userId, userId))
      .orderBy(asc(investmentTransactions.id))
      .all()
      .map((m) => ({
        id: m.id,
        type: m.type,
        asset: m.assetType,
        amountUsd: money(m.amountCents),
        bitcoinPriceUsd: money(m.bitcoinPriceCents),
        bitcoin: bitcoin(m.bitcoinAmountSats),
        sweepId: m.sweepId,
        cashOutId: m.cashOutId,
        at: iso(m.createdAt),
      })),
    sweeps: db
      .select()
      .from(sweeps)
      .where(eq(sweeps.userId, userId))
      .orderBy(asc(sweeps.id))
      .all()
      .map((s) => ({
        id: s.id,
        amountUsd: money(s.amountCents),
        status: s.status,
        investmentType: s.investmentType,
        failureReason: s.failureReason,
        createdAt: iso(s.createdAt),
        settledAt: isoOrNull(s.settledAt),
      })),
    dailyValues: db
      .select()
      .from(portfolioSnapshots)
      .where(eq(portfolioSnapshots.userId, userId))
      .orderBy(asc(portfolioSnapshots.day))
      .all()
      .map((s) => ({ day: day(s.day), valueUsd: money(s.valueCents), investedUsd: money(s.investedCents) })),
  };
}

export function notificationsSection(db: Db, userId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id))
    .all()
    .map((n) => ({ type: n.type, title: n.title, message: n.message, read: n.read, at: iso(n.createdAt) }));
}

/** The creator the member follows; a creator's followers are counted, not named (they are other members). */
export function followsSection(db: Db, userId: number) {
  const following = db
    .select({ username: users.username, name: users.name, since: creatorFollows.createdAt })
    .from(creatorFollows)
    .innerJoin(users, eq(users.id, creatorFollows.creatorId))
    .where(eq(creatorFollows.gifterId, userId))
    .get();
  const followers = db.select({ n: count() }).from(creatorFollows).where(eq(creatorFollows.creatorId, userId)).get();
  return {
    following: following ? { username: following.username, name: following.name, since: iso(following.since) } : null,
    followers: followers?.n ?? 0,
  };
}

export function ticketsSection(db: Db, userId: number) {
  return {
    supportTickets: db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, userId))
      .orderBy(asc(supportTickets.id))
      .all()
      .map((t) => ({
        id: t.id,
        name: t.name,
        email: t.email,
        category: t.category,
        subject: t.subject,
        message: t.message,
        priority: t.priority,
        status: t.status,
        createdAt: iso(t.createdAt),
      })),
    contactMessages: db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, userId))
      .orderBy(asc(contactMessages.id))
      .all()
      .map((m) => ({
        name: m.name,
        email: m.email,
        subject: m.subject,
        category: m.category,
        message: m.message,
        at: iso(m.createdAt),
      })),
    ambassadorApplications: db
      .select()
      .from(ambassadorApplications)
      .where(eq(ambassadorApplications.userId, userId))
      .orderBy(asc(ambassadorApplications.id))
      .all()
      .map((a) => ({
        fullName: a.fullName,
        email: a.email,
        tiktokUsername: a.tiktokUsername,
        audience: a.audience,
        motivation: a.motivation,
        promotionPlan: a.promotionPlan,
        at: iso(a.createdAt),
      })),
  };
}
