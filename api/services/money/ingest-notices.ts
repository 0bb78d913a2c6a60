// What a batch tells the user: one notice per kind of news (rows pulled, coin purchases, round-ups, refunds),
// written in the batch's transaction so a rolled-back batch tells nothing.
import type { Sqlite } from '#db/index.ts';
import { activity } from '#shared/messages/money.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { notify } from './notify.ts';

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
        message: activity.roundUpBody(`$${formatDecimal(news.roundUpCents)}`, news.roundUps),
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
        message: activity.refundBody(`$${formatDecimal(news.refundCents)}`),
        data: { count: news.refunds },
        push: 'notifyTransactionAlerts',
      },
      now,
    );
  }
}
