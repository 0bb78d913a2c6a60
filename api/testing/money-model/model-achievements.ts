// The model's achievements (docs/product-rules.md section 6): each is credited as points when it unlocks, once per
// person: an account opened again after closing unlocks what the closed one was paid, with nothing to credit.
import { ACHIEVEMENTS, type AchievementType } from '#shared/constants.ts';

const rewardOf = new Map<AchievementType, number>(ACHIEVEMENTS.map((a) => [a.type, a.reward]));
const INVESTED_10 = 1_000;
const INVESTED_100 = 10_000;

/** This account's unlocks and round-up count, and what the person was ever paid. */
export type Achievements = { unlocked: Set<AchievementType>; roundUps: number; paid: Set<AchievementType> };

type Member = { achievements: Achievements; user: { points: number; earned: number } };

export const noAchievements = (paid = new Set<AchievementType>()): Achievements => ({
  unlocked: new Set(),
  roundUps: 0,
  paid,
});

/** Unlocks one for this account; its reward goes to the member the first time the person unlocks it. */
export function unlock(m: Member, type: AchievementType) {
  const a = m.achievements;
  if (a.unlocked.has(type)) return;
  a.unlocked.add(type);
  if (a.paid.has(type)) return;
  a.paid.add(type);
  m.user.points += rewardOf.get(type)!;
  m.user.earned += rewardOf.get(type)!;
}

/** A purchase posted with a round-up (not one earning again after a refund the bank took back): the count's unlocks. */
export function countRoundUp(m: Member) {
  m.achievements.roundUps += 1;
  unlock(m, 'first_round_up');
  if (m.achievements.roundUps >= 10) unlock(m, 'round_ups_10');
}

/** A sweep invested: the cost basis of both investments against the thresholds. */
export function investedNow(m: Member, investedCents: number) {
  if (investedCents >= INVESTED_10) unlock(m, 'invested_10');
  if (investedCents >= INVESTED_100) unlock(m, 'invested_100');
}

/** The referrer's reward for their first referral (the model's referrer has one friend: this member). */
export const firstReferralReward = () => rewardOf.get('first_referral')!;
