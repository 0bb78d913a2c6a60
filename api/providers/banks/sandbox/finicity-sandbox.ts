// The embedded Finicity: used when no Finicity keys are set. Like Finicity's testing customers, it offers one
// test bank, FinBank (institution 101732), whose Connect sign-in accepts the FinBank profile `profile_03` /
// `profile_03`. The Connect "popup" is the app's own page (api/routes/sandbox-connect.ts).
//
// Customer ids derive from the user id, accounts and transactions from the customer id (history.ts). What
// must be remembered (who completed Connect, when, last refresh, removed accounts) goes to a
// FinicitySandboxStore: in memory by default, or a JSON file that survives a restart (finicity-store.ts).
// Time is the injected clock: the bank aggregates every night (UTC) and on refresh(), so rows of the day
// appear after a refresh, and all of them by the next day.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { type BankAccount, BankLinkError, type ConnectAggregator } from '#api/providers/banks/bank-provider.ts';
import { finicityIdentity } from '#api/providers/banks/finicity/mapping.ts';
import { memoryPlayedPurchases, playCoinPurchase as play, type PlayedPurchases, playedOn } from './played-purchases.ts';
import { memoryFinicityStore, type FinicityCustomerRecord, type FinicitySandboxStore } from './finicity-store.ts';
import {
  accountHistory,
  byDateThenId,
  DAY_MS,
  HISTORY_DAYS,
  hash32,
  PAGE_SIZE,
  paged,
  startOfUtcDay,
  within,
} from './history.ts';

export const FINBANK = { id: '101732', name: 'FinBank' } as const;
export const FINICITY_SANDBOX_CREDENTIALS = { username: 'profile_03', password: 'profile_03' } as const;
export const FINICITY_CONNECT_PATH = '/sandbox/finicity/connect';

export const FINICITY_SANDBOX_MESSAGES = {
  invalidCredentials: 'The username or password is incorrect. Check them and try again.',
  unknownCustomer: 'This bank connection does not exist. Please start again.',
  invalidConnectLink: 'This connection link is not valid or has expired. Please start again from GiftOrbit.',
  notConnected: 'No bank account is connected yet. Please complete the connection first.',
  unknownAccount: 'This bank account does not exist.',
} as const;

/** Sandbox customers are numbered like Finicity's ('1005061234'): this plus our user id. */
const CUSTOMER_BASE = 1_005_000_000;
const CUSTOMER_ID = /^\d{10}$/;

const ACCOUNT_KINDS = [
  { name: 'FinBank Checking', type: 'checking', perDay: 4 },
  { name: 'FinBank Credit Card', type: 'creditCard', perDay: 2 },
] as const;

export type FinicitySandboxOptions = {
  /** The app's public origin (e.g. http://localhost:3000): the Connect URL points at its own page. */
  baseUrl: string;
  now?: () => number;
  store?: FinicitySandboxStore;
  /** The coin purchases members played (./played-purchases.ts); in memory by default. */
  played?: PlayedPurchases;
  /** Signs the Connect page's `state`; default random, so a Connect URL does not outlive the server run. */
  secret?: string;
  pageSize?: number;
};

export class FinicitySandbox implements ConnectAggregator {
  readonly name = 'finicity';
  readonly flow = 'connect';
  readonly mode = 'sandbox';
  readonly #baseUrl: string;
  readonly #now: () => number;
  readonly #store: FinicitySandboxStore;
  readonly #played: PlayedPurchases;
  readonly #secret: string | Buffer;
  readonly #pageSize: number;

  constructor(options: FinicitySandboxOptions) {
    this.#baseUrl = options.baseUrl;
    this.#now = options.now ?? Date.now;
    this.#store = options.store ?? memoryFinicityStore();
    this.#played = options.played ?? memoryPlayedPurchases();
    this.#secret = options.secret ?? randomBytes(32);
    this.#pageSize = options.pageSize ?? PAGE_SIZE;
  }

  isCustomer(customerId: string): boolean {
    return CUSTOMER_ID.test(customerId) && Number(customerId) > CUSTOMER_BASE;
  }

  async ensureCustomer(input: {
    userId: number;
    username: string;
    existingCustomerId: string | null;
  }): Promise<{ customerId: string }> {
    if (input.existingCustomerId && this.isCustomer(input.existingCustomerId))
      return { customerId: input.existingCustomerId };
    return { customerId: String(CUSTOMER_BASE + input.userId) };
  }

  /** The `state` that ties a Connect page to its customer (and to this server's secret). */
  connectState(customerId: string): string {
    return createHmac('sha256', this.#secret).update(`connect:${customerId}`).digest('hex').slice(0, 32);
  }

  /** True when the Connect page was opened from a URL this sandbox handed out. */
  isValidConnect(customerId: string, state: string): boolean {
    if (!this.isCustomer(customerId)) return false;
    const expected = Buffer.from(this.connectState(customerId));
    const given = Buffer.from(state);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** `redirectUri` and `webhookUrl` are accepted and not used: the popup closes itself when done. */
  async connectUrl(customerId: string, _options: { redirectUri?: string; webhookUrl?: string } = {}): Promise<string> {
    this.#customer(customerId);
    const query = new URLSearchParams({ customerId, state: this.connectState(customerId) });
    // Without a base URL the link is relative: the popup opens the page on whatever origin the user is on.
    return this.#baseUrl
      ? `${new URL(FINICITY_CONNECT_PATH, this.#baseUrl)}?${query}`
      : `${FINICITY_CONNECT_PATH}?${query}`;
  }

  /** The Connect page's sign-in at FinBank: on success the customer's accounts are connected. */
  async completeConnect(input: {
    customerId: string;
    state: string;
    username: string;
    password: string;
  }): Promise<void> {
    if (!this.isValidConnect(input.customerId, input.state))
      throw new BankLinkError('not_found', FINICITY_SANDBOX_MESSAGES.invalidConnectLink);
    const ok =
      input.username === FINICITY_SANDBOX_CREDENTIALS.username &&
      input.password === FINICITY_SANDBOX_CREDENTIALS.password;
    if (!ok) throw new BankLinkError('invalid_credentials', FINICITY_SANDBOX_MESSAGES.invalidCredentials);
    const now = this.#now();
    const before = this.#store.get(input.customerId);
    this.#store.set(input.customerId, {
      connectedAtMs: before?.connectedAtMs ?? now,
      refreshedAtMs: now,
      deletedAccountIds: [],
    });
  }

  isConnected(customerId: string): boolean {
    const record = this.isCustomer(customerId) ? this.#store.get(customerId) : undefined;
    return record !== undefined && record.deletedAtMs === undefined;
  }

  /** Empty until the customer completes Connect, as at Finicity. */
  async accounts(customerId: string): Promise<BankAccount[]> {
    const record = this.#customer(customerId);
    if (!record) return [];
    const lastUpdated = new Date(this.#aggregatedThrough(record)).toISOString();
    return this.#accountSpecs(customerId, record).map(({ id, seed, kind }) => ({
      id,
      name: kind.name,
      number: `****${String(seed % 10_000).padStart(4, '0')}`,
      type: kind.type,
      institutionName: FINBANK.name,
      institutionId: FINBANK.id,
      balanceCents: kind.type === 'creditCard' ? -(seed % 300_000) : 100_000 + (seed % 2_000_000),
      status: 'active',
      lastUpdated,
    }));
  }

  /** The owner call's answer: each sandbox customer is its own holder, so no two members share an account here. */
  async accountIdentity(customerId: string, account: BankAccount): Promise<string | null> {
    return this.#customer(customerId) ? finicityIdentity(account, `FinBank customer ${customerId}`) : null;
  }

  async *transactions(customerId: string, fromMs: number, toMs: number): AsyncGenerator<ProviderTransaction[]> {
    const record = this.#customer(customerId);
    if (!record) return;
    const bankNowMs = this.#aggregatedThrough(record);
    const rows = this.#accountSpecs(customerId, record).flatMap(({ id, seed, kind }) =>
      accountHistory({
        seed,
        provider: 'finicity',
        accountId: id,
        institutionId: FINBANK.id,
        currency: 'USD',
        historyStartMs: startOfUtcDay(record.connectedAtMs) - HISTORY_DAYS * DAY_MS,
        bankNowMs,
        perDay: kind.perDay,
        played: playedOn(this.#played, 'finicity', id),
      }),
    );
    yield* paged(within(rows, fromMs, toMs).sort(byDateThenId), this.#pageSize);
  }

  /** Aggregates now: the rows of the day so far appear. */
  async refresh(customerId: string): Promise<void> {
    const record = this.#customer(customerId);
    if (!record) throw new BankLinkError('not_found', FINICITY_SANDBOX_MESSAGES.notConnected);
    this.#store.set(customerId, { ...record, refreshedAtMs: Math.max(record.refreshedAtMs, this.#now()) });
  }

  async deleteCustomerAccount(customerId: string, accountId: string): Promise<void> {
    const record = this.#customer(customerId);
    if (!record || !this.#accountSpecs(customerId, record).some((a) => a.id === accountId)) {
      throw new BankLinkError('not_found', FINICITY_SANDBOX_MESSAGES.unknownAccount);
    }
    this.#store.set(customerId, { ...record, deletedAccountIds: [...record.deletedAccountIds, accountId] });
  }

  /** A coin purchase made now on one of the customer's accounts, aggregated at once. */
  async playCoinPurchase(customerId: string, accountId: string): Promise<void> {
    const record = this.#customer(customerId);
    if (!record || !this.#accountSpecs(customerId, record).some((a) => a.id === accountId))
      throw new BankLinkError('not_found', FINICITY_SANDBOX_MESSAGES.notConnected);
    const now = this.#now();
    play(this.#played, { provider: 'finicity', accountId, institutionId: FINBANK.id, currency: 'USD', now });
    this.#store.set(customerId, { ...record, refreshedAtMs: Math.max(record.refreshedAtMs, now) });
  }

  /** Finicity's DeleteCustomer: the customer and its accounts are gone (an unknown or deleted one: nothing to do). */
  async removeLinked(customerId: string): Promise<void> {
    if (!this.isCustomer(customerId)) return;
    const record = this.#store.get(customerId);
    if (record && record.deletedAtMs === undefined)
      this.#store.set(customerId, { ...record, deletedAtMs: this.#now() });
  }

  /** The customer's record, undefined before Connect (or once deleted); not_found for an id this sandbox never made. */
  #customer(customerId: string): FinicityCustomerRecord | undefined {
    if (!this.isCustomer(customerId)) throw new BankLinkError('not_found', FINICITY_SANDBOX_MESSAGES.unknownCustomer);
    const record = this.#store.get(customerId);
    return record?.deletedAtMs === undefined ? record : undefined;
  }

  /** The bank's present: the last nightly aggregation (UTC midnight) or the last refresh, whichever is later. */
  #aggregatedThrough(record: FinicityCustomerRecord): number {
    return Math.max(record.refreshedAtMs, startOfUtcDay(this.#now()));
  }

  #accountSpecs(customerId: string, record: FinicityCustomerRecord) {
    return ACCOUNT_KINDS.map((kind, i) => {
      const seed = hash32(`${customerId}:${i}`);
      return { id: String(5_000_000_000 + ((seed + i) % 1_000_000_000)), seed, kind };
    }).filter((a) => !record.deletedAccountIds.includes(a.id));
  }
}
