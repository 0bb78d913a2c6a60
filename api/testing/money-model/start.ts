// Where a run of the model test starts: a fresh app and member, with round-up settings, an investment and maybe a
// saved card drawn for the run (through the API), so that sweeps, Bitcoin and payouts come up in short runs too.
import fc from 'fast-check';
import { WEEKLY_CAP_CHOICES } from '#shared/constants.ts';
import type { UserPatch } from '#shared/schemas/user.ts';
import { sandboxBtcUsdCents } from '#api/providers/prices/sandbox.ts';
import { newModel } from './model.ts';
import { CREATOR_COUNT, newReal, saveCard, send } from './real.ts';

export const startArb = fc.record({
  method: fc.constantFrom('dollar' as const, 'five' as const),
  multiplier: fc.constantFrom(1, 2, 3, 10),
  /** Whole dollars a week; null: no cap. */
  cap: fc.oneof(fc.constant(null), fc.constantFrom(...WEEKLY_CAP_CHOICES)),
  choice: fc.constantFrom('interest' as const, 'bitcoin' as const),
  card: fc.boolean(),
  /** Signed up with a friend's referral code. */
  referred: fc.boolean(),
});
export type Start = typeof startArb extends fc.Arbitrary<infer T> ? T : never;

export async function begin(start: Start) {
  const real = await newReal(start.referred);
  const model = newModel(real.t.clock.now(), CREATOR_COUNT, sandboxBtcUsdCents);
  if (start.referred) model.referral = { points: 0, completed: false };
  try {
    const patch: UserPatch = {
      roundUpMethod: start.method,
      roundUpMultiplier: start.multiplier,
      weeklyCap: start.cap,
      investmentChoice: start.choice,
    };
    const res = await send(real, 'PATCH', '/api/user', patch);
    if (res.status !== 200) throw new Error(`PATCH /api/user: ${res.status}`);
    Object.assign(model.settings, {
      method: start.method,
      multiplier: start.multiplier,
      capCents: start.cap === null ? null : start.cap * 100,
    });
    model.choice = start.choice;
    if (start.card) {
      if ((await saveCard(real)) !== 201) throw new Error('saving a card failed');
      model.card = 'good';
    }
    model.log.push(
      `0. starts: round-ups to the next ${start.method} x${start.multiplier}, ` +
        (start.cap === null ? 'no weekly cap, ' : `a weekly cap of $${start.cap}, `) +
        `investing in ${start.choice}, ` +
        (start.card ? 'a card saved' : 'no card') +
        (start.referred ? ', referred by a friend' : ''),
    );
    return { model, real };
  } catch (error) {
    real.t.cleanup();
    throw error;
  }
}
