// What a batch tells the user: one notice per kind of news (rows pulled, coin purchases, round-ups, refunds),
// written in the batch's transaction so a rolled-back batch tells nothing. A bank sync, many batches, tells its
// news once when it ends (`notifySync`): a first import of 90 days made 23 notifications before.
import type { Sqlite } from '#db/index.ts';
import { activity } from '#shared/messages/money.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { dollarsFor, type NewNotification, notify } from './notify.ts';

export type BatchNews = {
  inserted: number;
  coinPurchases: number;
  /** Hundredths of a point. */
  pointsEarned: number;
  roundUpCents: number;
  /** Purchases that recorded a round-up. */
  roundUps: number;
  refunds: number;
  refundCents: number;
};

export function notifyBatch(sqlite: Sqlite, userId: number, news: BatchNews, now: number) {
  if (news.inserted) {
    notify(
      sqlite,
      {
        userId,
        type: 'transaction_pulled',
        title: activity.pulledTitle,
        message: activity.pulledBody(news.inserted),
        data: { count: news.inserted },
        push: 'notifyTransactionAlerts',
      },
      now,
    );
  }
  if (news.coinPurchases) {
    notify(
      sqlite,
      {
        userId,
        type: 'tiktok_purchase',
        title: activity.purchaseTitle,
        message: activity.purchaseBody(news.coinPurchases, formatDecimal(news.pointsEarned)),
        data: { count: news.coinPurchases },
        push: 'notifyTransactionAlerts',
      },
      now,
    );
  }
  if (news.roundUpCents > 0) {
    notify(
      sqlite,
      {
        userId,
        type: 'round_up',
        title: activity.roundUpTitle,
        message: activity.roundUpBody(dollarsFor(sqlite, userId)(news.roundUpCents), news.roundUps),
        data: { amount: formatDecimal(news.roundUpCents) },
        push: 'notifyTransactionAlerts',
      },
      now,
    );
  }
  if (news.refunds) {
    notify(
      sqlite,
      {
        userId,
        type: 'round_up',
        title: activity.refundTitle,
        message: activity.refundBody(dollarsFor(sqlite, userId)(news.refundCents)),
        data: { count: news.refunds },
        push: 'notifyTransactionAlerts',
      },
      now,
    );
  }
}

export const NO_NEWS: BatchNews = {
  inserted: 0,
  coinPurchases: 0,
  pointsEarned: 0,
  roundUpCents: 0,
  roundUps: 0,
  refunds: 0,
  refundCents: 0,
};

export const addNews = (a: BatchNews, b: BatchNews): BatchNews => ({
  inserted: a.inserted + b.inserted,
  coinPurchases: a.coinPurchases + b.coinPurchases,
  pointsEarned: a.pointsEarned + b.pointsEarned,
  roundUpCents: a.roundUpCents + b.roundUpCents,
  roundUps: a.roundUps + b.roundUps,
  refunds: a.refunds + b.refunds,
  refundCents: a.refundCents + b.refundCents,
});

/**
 * One notification for a whole sync: on a link's first import, what the history held ('We found 58 coin
 * purchases from the last 90 days'), with the round-ups waiting; later, the purchases, round-ups and refunds
 * it found, or the rows it pulled; nothing when it found nothing new.
 */
export function notifySync(
  sqlite: Sqlite,
  userId: number,
  news: BatchNews,
  { firstImport, days }: { firstImport: boolean; days: number },
  now: number,
) {
  const usd = dollarsFor(sqlite, userId);
  const roundUps = news.roundUpCents > 0 ? activity.roundUpBody(usd(news.roundUpCents), news.roundUps) : null;
  const refunds = news.refunds ? activity.refundsBody(news.refunds, usd(news.refundCents)) : null;
  const purchases = news.coinPurchases
    ? activity.purchaseBody(news.coinPurchases, formatDecimal(news.pointsEarned))
    : null;
  const say = (type: NewNotification['type'], title: string, ...sentences: (string | null)[]) =>
    notify(
      sqlite,
      {
        userId,
        type,
        title,
        message: sentences.filter(Boolean).join(' '),
        data: { count: news.inserted, coinPurchases: news.coinPurchases },
        push: 'notifyTransactionAlerts',
      },
      now,
    );
  if (firstImport)
    return say('transaction_pulled', activity.importedTitle, activity.importedBody(news.coinPurchases, days), roundUps);
  if (news.coinPurchases) return say('tiktok_purchase', activity.purchaseTitle, purchases, roundUps, refunds);
  if (news.refunds) return say('round_up', activity.refundTitle, refunds);
  if (news.inserted) return say('transaction_pulled', activity.pulledTitle, activity.pulledBody(news.inserted));
}
