// The model-based test of money: random sequences of bank events (purchases in dollars and pesos,
// pending rows that post under their own id or a new one, dated as they were or on the day they post, corrections,
// removals, refunds of posted purchases and of pending ones, a page delivered twice, Refresh), settings (round-up
// method, multiplier, weekly cap, pause, investment), follows, a referral, a card that works or declines, the money
// jobs, redemptions and cash-outs (some whose payout fails at once, some the bank sends back after they were paid),
// a redemption racing a refund, the peso's rate moving, the Bitcoin price feed going down and back, the clock, and
// closing the account with money in any state then joining again with the same email, referral code and bank, run
// against the real app and against a small model of the rules (api/testing/money-model/). After every step the
// stats, the transaction list's summary, round-up totals, portfolio, chart, follow, payouts, the creators', the
// referrer's and every closed account's points match the model to the cent, and every ledger audits clean.
//
// In `npm test`: a fixed seed, 15 runs of up to 50 steps. A bigger run: MODEL_RUNS=500 (MODEL_SEED to choose one,
// MODEL_STEPS for longer sequences). A failure shrinks to a short sequence and prints its steps in words; to replay
// it, pass the seed, path and replayPath fast-check prints as MODEL_SEED, MODEL_PATH and MODEL_REPLAY_PATH.
import fc from 'fast-check';
import { beforeAll, describe, it, vi } from 'vitest';
import { accountCommands } from '#api/testing/money-model/account-commands.ts';
import { bankCommands } from '#api/testing/money-model/bank-commands.ts';
import { lifeCommands } from '#api/testing/money-model/life-commands.ts';
import { begin, startArb } from '#api/testing/money-model/start.ts';
import type { Step } from '#api/testing/money-model/step.ts';
import { worldCommands } from '#api/testing/money-model/world-commands.ts';

const RUNS = Number(process.env.MODEL_RUNS ?? 15);
const SEED = Number(process.env.MODEL_SEED ?? 20261124);
const STEPS = Number(process.env.MODEL_STEPS ?? 50);
const PATH = process.env.MODEL_PATH;
const REPLAY_PATH = process.env.MODEL_REPLAY_PATH;

/** How often each step comes up: purchases are the heart of it, so they come up most. */
const WEIGHTS: [fc.Arbitrary<Step>, number][] = [
  [bankCommands.buy, 10],
  [bankCommands.buyBeforeLink, 2],
  [bankCommands.buyPending, 3],
  [bankCommands.post, 3],
  [bankCommands.modify, 1],
  [bankCommands.remove, 2],
  [bankCommands.refund, 2],
  [bankCommands.refundPending, 2],
  [bankCommands.replay, 1],
  [bankCommands.refresh, 2],
  [accountCommands.settings, 3],
  [accountCommands.follow, 1],
  [accountCommands.unfollow, 1],
  [accountCommands.addCard, 3],
  [accountCommands.removeCard, 1],
  [accountCommands.cardChanges, 3],
  [accountCommands.jobs, 2],
  [accountCommands.redeem, 3],
  [accountCommands.cashOut, 3],
  [accountCommands.updatePayout, 1],
  [accountCommands.clock, 2],
  [worldCommands.rate, 1],
  [worldCommands.priceFeed, 2],
  [worldCommands.sentBack, 1],
  [worldCommands.race, 1],
  [lifeCommands.closeAndJoinAgain, 1],
];
const commands = WEIGHTS.flatMap(([arb, weight]) => Array.from({ length: weight }, () => arb));

// A Bitcoin price outage is one of the steps: the app's warning about it, once per read, would fill the output.
beforeAll(() => {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('[prices]')) warn(...args);
  });
});

describe(`money against its model (${RUNS} runs of up to ${STEPS} steps, seed ${SEED})`, () => {
  it('matches the model to the cent after every step', { timeout: 3_600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        startArb,
        fc.commands(commands, { maxCommands: STEPS, size: 'max', ...(REPLAY_PATH ? { replayPath: REPLAY_PATH } : {}) }),
        async (start, steps) => {
          const { model, real } = await begin(start);
          try {
            await fc.asyncModelRun(() => ({ model, real }), steps);
          } finally {
            real.t.cleanup();
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, ...(PATH ? { path: PATH, endOnFailure: true } : {}) },
    );
  });
});
