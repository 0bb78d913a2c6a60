// The one place the aggregators are chosen and registered: each real client when its keys are set, else its sandbox.
import { join } from 'node:path';
import type { Env } from '#api/env.ts';
import type { AggregatorName, BankAggregator, ConnectAggregator, CredentialsAggregator } from './bank-provider.ts';
import { BelvoClient } from './belvo/client.ts';
import { FinicityClient } from './finicity/client.ts';
import { BelvoSandbox } from './sandbox/belvo-sandbox.ts';
import { FinicitySandbox } from './sandbox/finicity-sandbox.ts';
import { fileFinicityStore } from './sandbox/finicity-store.ts';
import type { PlayedPurchases } from './sandbox/played-purchases.ts';
import { fileStore } from './sandbox/sandbox-store.ts';

export type Banks = {
  /** Every aggregator by the name an account keeps as its `provider`: what sync, Refresh and closing look up. */
  byName: Record<AggregatorName, BankAggregator>;
  /** The aggregator behind the credentials form (the same object as its entry in `byName`). */
  credentials: CredentialsAggregator;
  /** The aggregator behind the Connect popup (the same object as its entry in `byName`). */
  connect: ConnectAggregator;
  /** The Finicity sandbox, when it is the aggregator in use: its Connect page is served by the app. */
  finicitySandbox: FinicitySandbox | null;
};

/** Each aggregator once: by the name its accounts keep, and by the flow its routes serve. */
const registry = (
  belvo: CredentialsAggregator,
  finicity: ConnectAggregator,
  finicitySandbox: FinicitySandbox | null,
): Banks => ({ byName: { belvo, finicity }, credentials: belvo, connect: finicity, finicitySandbox });

export function createBankProviders(env: Env, now: () => number): Banks {
  // The coin purchases members play at the sandbox banks survive a restart, as the banks' own rows would.
  const played: PlayedPurchases = fileStore(join(env.dataDir, 'sandbox-bank-purchases.json'));
  const belvo =
    env.belvoSecretId && env.belvoSecretPassword
      ? new BelvoClient({
          secretId: env.belvoSecretId,
          secretPassword: env.belvoSecretPassword,
          mode: env.belvoEnv,
          apiBase: env.belvoApiBase,
        })
      : new BelvoSandbox({ now, played });
  if (env.finicityPartnerId && env.finicitySecret && env.finicityAppKey) {
    const finicity = new FinicityClient({
      partnerId: env.finicityPartnerId,
      secret: env.finicitySecret,
      appKey: env.finicityAppKey,
      mode: env.finicityEnv,
      apiBase: env.finicityApiBase,
      now,
    });
    return registry(belvo, finicity, null);
  }
  const finicitySandbox = new FinicitySandbox({
    // Relative Connect URLs unless a public origin is set: the popup opens the page on the user's origin.
    baseUrl: env.publicUrl ?? '',
    now,
    // Who completed Connect survives a restart.
    store: fileFinicityStore(join(env.dataDir, 'finicity-sandbox.json')),
    played,
  });
  return registry(belvo, finicitySandbox, finicitySandbox);
}
