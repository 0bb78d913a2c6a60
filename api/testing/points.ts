// Points for the payout tests, earned as a member earns them: coin purchases through ingestion.
import { ACHIEVEMENTS, type AchievementType } from '#shared/constants.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingest } from '#api/services/money/ingest.ts';
import type { TestApp } from '#api/testing/test-app.ts';

let seq = 0;

/** An achievement's reward in hundredths of a point, as the ledger and the users row keep points. */
export const achievementReward = (type: AchievementType) => ACHIEVEMENTS.find((a) => a.type === type)!.reward;

/** The points achievements credit when they unlock (docs/product-rules.md section 6), added up. */
export const achievementPoints = (...types: AchievementType[]) =>
  types.reduce((sum, type) => sum + achievementReward(type), 0) / 100;

/** What `give200Points` leaves: 200.00 points of purchases, and the first and the tenth round-up's rewards. */
export const BALANCE_AFTER_200 = 200 + achievementPoints('first_round_up', 'round_ups_10');

/** 40 x $99.99 of coins, dated now: 200.00 points, and 3.00 of the achievements they unlock. */
export const give200Points = (t: TestApp, userId: number) =>
  ingest(
    t.sqlite,
    userId,
    Array.from({ length: 40 }, () =>
      coinPurchase({ id: `points-${++seq}`, amount: -99.99, date: new Date(t.clock.now()).toISOString() }),
    ),
    t.clock.now(),
  );
