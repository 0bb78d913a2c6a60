// Finicity (Mastercard Open Finance US), the real API (OpenAPI 1.42.0 in ../shared/provider-apis/): a partner
// token from POST /aggregation/v2/partners/authentication, sent as Finicity-App-Token with the app key on
// every call. The token lives 2 hours; it is renewed at 90 minutes, and once more whenever Finicity answers
// 401 (an expired or revoked token), then the call is repeated once. The user links in Finicity's Connect
// page; we read accounts and transactions, and never see the bank credentials at all.
import type { z } from 'zod';
import { FINICITY_API_BASE } from '#api/env.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { type BankAccount, BankLinkError, type ConnectAggregator } from '#api/providers/banks/bank-provider.ts';
import {
  AggregatorUnreachable,
  callAggregator,
  DEFAULT_HTTP_POLICY,
  type HttpAnswer,
  type HttpPolicy,
} from '#api/providers/banks/http.ts';
import {
  finicityAccountOwner,
  finicityAccounts,
  finicityConnectLink,
  finicityCustomer,
  finicityCustomers,
  finicityError,
  finicityIdentity,
  finicityToken,
  finicityTransactionsPage,
  toBankAccount,
  toProviderTransaction,
} from './mapping.ts';

export const FINICITY_TOKEN_RENEW_MS = 90 * 60_000;
/** Finicity's advice for a refresh: allow up to 180 s (the refresh goes on if we stop waiting). */
export const FINICITY_REFRESH_TIMEOUT_MS = 180_000;

export const FINICITY_MESSAGES = {
  keysRefused: 'Bank linking is not available right now (Finicity refused our partner credentials).',
  unavailable: 'Bank linking is not available right now. Please try again later.',
  notFound: 'This bank connection no longer exists at Finicity. Please connect your bank again.',
} as const;

export type FinicityClientOptions = {
  partnerId: string;
  secret: string;
  appKey: string;
  /** sandbox: testing customers (Finicity's test banks, e.g. FinBank); production: active (billable) ones. */
  mode: 'sandbox' | 'production';
  apiBase?: string;
  /** Transactions per page (Finicity allows 1 to 1000). */
  pageSize?: number;
  refreshTimeoutMs?: number;
  http?: Partial<HttpPolicy>;
  now?: () => number;
};

type Call = {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  idempotent?: boolean;
  timeoutMs?: number;
};

export class FinicityClient implements ConnectAggregator {
  readonly name = 'finicity';
  readonly flow = 'connect';
  readonly mode: 'sandbox' | 'production';
  readonly #options: FinicityClientOptions;
  readonly #base: string;
  readonly #policy: HttpPolicy;
  readonly #now: () => number;
  #token: { value: string; at: number } | null = null;
  #renewing: Promise<string> | null = null;

  constructor(options: FinicityClientOptions) {
    this.#options = options;
    this.mode = options.mode;
    this.#base = (options.apiBase ?? FINICITY_API_BASE).replace(/\/+$/, '');
    this.#policy = { ...DEFAULT_HTTP_POLICY, ...options.http };
    this.#now = options.now ?? Date.now;
  }

  async ensureCustomer(input: {
    userId: number;
    username: string;
    existingCustomerId: string | null;
  }): Promise<{ customerId: string }> {
    if (input.existingCustomerId) return { customerId: input.existingCustomerId };
    const path = `/aggregation/v2/customers/${this.mode === 'production' ? 'active' : 'testing'}`;
    const answer = await this.#call({ method: 'POST', path, body: { username: input.username } });
    if (answer.status === 201 || answer.status === 200)
      return { customerId: this.#parse(path, finicityCustomer, answer.body).id };
    // 409: the username is taken, by us (an earlier attempt whose answer was lost): find that customer.
    if (answer.status === 409) {
      const found = await this.#call({
        method: 'GET',
        path: '/aggregation/v1/customers',
        query: { username: input.username },
      });
      if (found.status !== 200) this.#fail('GET /aggregation/v1/customers', found);
      const customer = this.#parse('/aggregation/v1/customers', finicityCustomers, found.body).customers.find(
        (c) => c.username === input.username,
      );
      if (customer) return { customerId: customer.id };
    }
    this.#fail(`POST ${path}`, answer);
  }

  async connectUrl(customerId: string, options: { redirectUri?: string; webhookUrl?: string }): Promise<string> {
    const body = {
      partnerId: this.#options.partnerId,
      customerId,
      ...(options.redirectUri ? { redirectUri: options.redirectUri } : {}),
      ...(options.webhookUrl ? { webhook: options.webhookUrl, webhookContentType: 'application/json' } : {}),
    };
    const answer = await this.#call({ method: 'POST', path: '/connect/v2/generate', body });
    if (answer.status !== 200) this.#fail('POST /connect/v2/generate', answer);
    return this.#parse('/connect/v2/generate', finicityConnectLink, answer.body).link;
  }

  async accounts(customerId: string): Promise<BankAccount[]> {
    const path = `/aggregation/v1/customers/${encodeURIComponent(customerId)}/accounts`;
    const answer = await this.#call({ method: 'GET', path });
    if (answer.status !== 200) this.#fail('GET /aggregation/v1/customers/{id}/accounts', answer);
    return this.#parse(path, finicityAccounts, answer.body).accounts.map(toBankAccount);
  }

  async *transactions(customerId: string, fromMs: number, toMs: number): AsyncIterable<ProviderTransaction[]> {
    const path = `/aggregation/v3/customers/${encodeURIComponent(customerId)}/transactions`;
    const limit = this.#options.pageSize ?? 1000;
    // `start` is the 1-based index of the page's first record (limit=15&start=16: records 16 to 30).
    let start = 1;
    for (;;) {
      const query = {
        fromDate: String(Math.floor(fromMs / 1000)),
        toDate: String(Math.floor(toMs / 1000)),
        start: String(start),
        limit: String(limit),
        sort: 'asc',
        includePending: 'true',
      };
      const answer = await this.#call({ method: 'GET', path, query });
      if (answer.status !== 200) this.#fail('GET /aggregation/v3/customers/{id}/transactions', answer);
      const page = this.#parse(path, finicityTransactionsPage, answer.body);
      if (page.transactions.length > 0) yield page.transactions.map(toProviderTransaction);
      if (!page.moreAvailable || page.transactions.length === 0) return;
      start += page.transactions.length;
    }
  }

  async refresh(customerId: string): Promise<void> {
    const path = `/aggregation/v1/customers/${encodeURIComponent(customerId)}/accounts`;
    // A refresh can take minutes at the bank: one long wait, repeated only when Finicity surely did nothing.
    const timeoutMs = this.#options.refreshTimeoutMs ?? FINICITY_REFRESH_TIMEOUT_MS;
    const answer = await this.#call({ method: 'POST', path, idempotent: false, timeoutMs });
    if (answer.status !== 200 && answer.status !== 204)
      this.#fail('POST /aggregation/v1/customers/{id}/accounts', answer);
  }

  async accountIdentity(customerId: string, account: BankAccount): Promise<string | null> {
    const customer = encodeURIComponent(customerId);
    const path = `/aggregation/v1/customers/${customer}/accounts/${encodeURIComponent(account.id)}/owner`;
    const answer = await this.#call({ method: 'GET', path });
    // No owner (an MFA challenge, an institution that does not give it): the account links, known by its id only.
    if (answer.status !== 200) return null;
    const owner = finicityAccountOwner.safeParse(answer.body);
    return owner.success ? finicityIdentity(account, owner.data.ownerName) : null;
  }

  async deleteCustomerAccount(customerId: string, accountId: string): Promise<void> {
    const customer = encodeURIComponent(customerId);
    const path = `/aggregation/v1/customers/${customer}/accounts/${encodeURIComponent(accountId)}`;
    const answer = await this.#call({ method: 'DELETE', path });
    // Already gone: the wanted end state.
    if (answer.status === 204 || answer.status === 200 || answer.status === 404) return;
    this.#fail('DELETE /aggregation/v1/customers/{id}/accounts/{accountId}', answer);
  }

  /** Finicity's DeleteCustomer: the customer and every account linked under it (closing an account). */
  async removeLinked(customerId: string): Promise<void> {
    const path = `/aggregation/v1/customers/${encodeURIComponent(customerId)}`;
    const answer = await this.#call({ method: 'DELETE', path });
    // 204 is Finicity's answer; a 404 means it is already gone, the wanted end state.
    if (answer.status === 204 || answer.status === 200 || answer.status === 404) return;
    this.#fail('DELETE /aggregation/v1/customers/{id}', answer);
  }

  /** A call with the partner token; a 401 renews the token once and repeats the call once. */
  async #call(call: Call): Promise<HttpAnswer> {
    const token = await this.#currentToken();
    const answer = await this.#send(call, token);
    if (answer.status !== 401) return answer;
    return this.#send(call, await this.#renew(token));
  }

  async #currentToken(): Promise<string> {
    if (this.#token && this.#now() - this.#token.at < FINICITY_TOKEN_RENEW_MS) return this.#token.value;
    return this.#renew(this.#token?.value ?? null);
  }

  /** A new token, unless another call already replaced `stale`; concurrent calls share one request. */
  async #renew(stale: string | null): Promise<string> {
    if (this.#token && this.#token.value !== stale && this.#now() - this.#token.at < FINICITY_TOKEN_RENEW_MS)
      return this.#token.value;
    this.#renewing ??= this.#authenticate().finally(() => {
      this.#renewing = null;
    });
    return this.#renewing;
  }

  async #authenticate(): Promise<string> {
    const path = '/aggregation/v2/partners/authentication';
    const answer = await this.#send(
      { method: 'POST', path, body: { partnerId: this.#options.partnerId, partnerSecret: this.#options.secret } },
      null,
    );
    if (answer.status !== 200) this.#fail(`POST ${path}`, answer);
    const token = this.#parse(path, finicityToken, answer.body).token;
    this.#token = { value: token, at: this.#now() };
    return token;
  }

  async #send(call: Call, token: string | null): Promise<HttpAnswer> {
    const headers: Record<string, string> = { 'finicity-app-key': this.#options.appKey, accept: 'application/json' };
    if (token) headers['finicity-app-token'] = token;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const query = call.query ? `?${new URLSearchParams(call.query)}` : '';
    try {
      return await callAggregator({
        what: `Finicity ${call.method} ${call.path}`,
        url: `${this.#base}${call.path}${query}`,
        init: { method: call.method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) },
        policy: call.timeoutMs ? { ...this.#policy, timeoutMs: call.timeoutMs } : this.#policy,
        idempotent: call.idempotent ?? true,
      });
    } catch (error) {
      if (error instanceof AggregatorUnreachable)
        throw new BankLinkError('provider_error', `${FINICITY_MESSAGES.unavailable} (${error.message})`);
      throw error;
    }
  }

  #parse<T extends z.ZodType>(what: string, schema: T, body: unknown): z.infer<T> {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const detail = `Finicity ${what} sent an unexpected body: ${issue?.path.join('.') || 'body'} ${issue?.message}`;
    throw new BankLinkError('provider_error', `${FINICITY_MESSAGES.unavailable} (${detail})`);
  }

  #fail(what: string, answer: HttpAnswer): never {
    const error = finicityError.safeParse(answer.body);
    const code = error.success && error.data.code != null ? ` code ${error.data.code}` : '';
    const detail = `Finicity ${what} answered ${answer.status}${code}`;
    if (answer.status === 401 || answer.status === 403)
      throw new BankLinkError('provider_error', `${FINICITY_MESSAGES.keysRefused} (${detail})`);
    if (answer.status === 404) throw new BankLinkError('not_found', FINICITY_MESSAGES.notFound);
    throw new BankLinkError('provider_error', `${FINICITY_MESSAGES.unavailable} (${detail})`);
  }
}
