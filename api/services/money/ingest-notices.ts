// What a batch tells the user: one notice per kind of news (rows pulled, coin purchases, round-ups, refunds),
// written in the batch's transaction so a rolled-back batch tells nothing. A bank sync, many batches, tells its
// news once when it ends (`notifySync`): a first import of 90 days made 23 notifications before.
import type { Sqlite } from '#db/index.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import type { MemberWords } from '#api/lib/member-texts.ts';
import type { Reversed } from './batch-counts.ts';
import { type NewNotification, notify } from './notify.ts';

const PUSH = 'notifyTransactionAlerts';

export type BatchNews = {
  inserted: number;
  coinPurchases: number;
  /** Of those, purchases dated before their account was linked: counted in the spend, earning nothing. */
  beforeLink: number;
  /** Hundredths of a point. */
  pointsEarned: number;
  roundUpCents: number;
  /** Purchases that recorded a round-up. */
  roundUps: number;
  refunds: number;
  refundCents: number;
  /** What the refunds and removals took back. */
  reversed: Reversed;
};

export function notifyBatch(sqlite: Sqlite, userId: number, news: BatchNews, now: number) {
  if (news.inserted) {
    notify(
      sqlite,
      {
        userId,
        type: 'transaction_pulled',
        words: ({ texts: { money } }) => ({
          title: money.activity.pulledTitle,
          message: money.activity.pulledBody(news.inserted),
        }),
        data: { count: news.inserted },
        push: 'notifyTransactionAlerts',
      },
      now,
    );
  }
  const earning = news.coinPurchases - news.beforeLink;
  if (earning) {
    notify(
      sqlite,
      {
        userId,
        type: 'tiktok_purchase',
        words: ({ texts: { money }, decimal }) => ({
          title: money.activity.purchaseTitle,
          message: money.activity.purchaseBody(earning, decimal(news.pointsEarned)),
        }),
        data: { count: earning },
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
        words: ({ texts: { money }, dollars }) => ({
          title: money.activity.roundUpTitle,
          message: money.activity.roundUpBody(dollars(news.roundUpCents), news.roundUps),
        }),
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
        words: ({ texts: { money }, dollars }) => ({
          title: money.activity.refundTitle,
          message: money.activity.refundBody(dollars(news.refundCents)),
        }),
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
  beforeLink: 0,
  pointsEarned: 0,
  roundUpCents: 0,
  roundUps: 0,
  refunds: 0,
  refundCents: 0,
  reversed: { beforeLink: 0, roundUps: 0, roundUpCents: 0 },
};

export const addNews = (a: BatchNews, b: BatchNews): BatchNews => ({
  inserted: a.inserted + b.inserted,
  coinPurchases: a.coinPurchases + b.coinPurchases,
  beforeLink: a.beforeLink + b.beforeLink,
  pointsEarned: a.pointsEarned + b.pointsEarned,
  roundUpCents: a.roundUpCents + b.roundUpCents,
  roundUps: a.roundUps + b.roundUps,
  refunds: a.refunds + b.refunds,
  refundCents: a.refundCents + b.refundCents,
  reversed: {
    beforeLink: a.reversed.beforeLink + b.reversed.beforeLink,
    roundUps: a.reversed.roundUps + b.reversed.roundUps,
    roundUpCents: a.reversed.roundUpCents + b.reversed.roundUpCents,
  },
});

/**
 * A first import as Transactions counts it: the purchases the history holds net of those it also refunded (a
 * refunded purchase counts for nothing), and the round-ups still waiting.
 */
const netOfRefunds = (news: BatchNews): BatchNews => ({
  ...news,
  // Never below nothing: a second bank's first import can refund a purchase the first bank brought.
  coinPurchases: Math.max(0, news.coinPurchases - news.refunds),
  beforeLink: Math.max(0, news.beforeLink - news.reversed.beforeLink),
  roundUps: Math.max(0, news.roundUps - news.reversed.roundUps),
  roundUpCents: Math.max(0, news.roundUpCents - news.reversed.roundUpCents),
  refunds: 0,
  refundCents: 0,
});

/**
 * One notification for a whole sync: on a link's first import, what the history held ('We found 58 coin
 * purchases from the last 90 days'), that those from before the link earn nothing, and the round-ups waiting;
 * later, the purchases, round-ups and refunds it found, or the rows it pulled; nothing when it found nothing new.
 */
export function notifySync(
  sqlite: Sqlite,
  userId: number,
  synced: BatchNews,
  { firstImport, days }: { firstImport: boolean; days: number },
  now: number,
) {
  const news = firstImport ? netOfRefunds(synced) : synced;
  const tell = (type: NewNotification['type'], words: NewNotification['words']) =>
    notify(
      sqlite,
      { userId, type, words, data: { count: news.inserted, coinPurchases: news.coinPurchases }, push: PUSH },
      now,
    );
  const earning = news.coinPurchases - news.beforeLink;
  const sentences = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ');
  /** The round-ups, refunds and purchases the sync found, as the member reads them. */
  const found = ({ texts: { money }, dollars, decimal }: MemberWords) => ({
    activity: money.activity,
    roundUps: news.roundUpCents > 0 ? money.activity.roundUpBody(dollars(news.roundUpCents), news.roundUps) : null,
    refunds: news.refunds ? money.activity.refundsBody(news.refunds, dollars(news.refundCents)) : null,
    purchases: earning ? money.activity.purchaseBody(earning, decimal(news.pointsEarned)) : null,
    beforeLink: news.beforeLink ? money.activity.importedBeforeLink(news.beforeLink) : null,
  });
  if (firstImport)
    return tell('transaction_pulled', (say) => {
      const { activity, beforeLink, roundUps } = found(say);
      return {
        title: activity.importedTitle,
        message: sentences(activity.importedBody(news.coinPurchases, days), beforeLink, roundUps),
      };
    });
  if (earning)
    return tell('tiktok_purchase', (say) => {
      const { activity, purchases, roundUps, refunds } = found(say);
      return { title: activity.purchaseTitle, message: sentences(purchases, roundUps, refunds) };
    });
  if (news.refunds)
    return tell('round_up', (say) => {
      const { activity, refunds } = found(say);
      return { title: activity.refundTitle, message: sentences(refunds) };
    });
  if (news.inserted)
    return tell('transaction_pulled', (say) => {
      const { activity } = found(say);
      return { title: activity.pulledTitle, message: activity.pulledBody(news.inserted) };
    });
}
