// Belvo, the real API (https://developers.belvo.com, OpenAPI 1.35.0 in ../shared/provider-apis/): HTTP Basic
// with the secret key id and password. A link is made with the user's online-banking credentials, which pass
// through to Belvo in the one request body and nowhere else (no log, no error message, no retry after a
// timeout). Transactions are read from Belvo's paginated list (GET, `page`/`page_size`, `next`), which its
// recurrent links keep fresh and its webhooks announce; `retrieveTransactions` asks the bank there and then.
import type { z } from 'zod';
import { bankLinkMessages } from '#shared/messages/banking.ts';
import { BELVO_API_BASES } from '#api/env.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import {
  type BankAccount,
  BankLinkError,
  BankTokenRequired,
  type CredentialsAggregator,
  type Institution,
  type LinkMade,
} from '#api/providers/banks/bank-provider.ts';
import {
  AggregatorUnreachable,
  callAggregator,
  DEFAULT_HTTP_POLICY,
  type HttpAnswer,
  type HttpPolicy,
} from '#api/providers/banks/http.ts';
import { BELVO_SANDBOX_HINT } from '#api/providers/banks/sandbox/belvo-sandbox.ts';
import {
  belvoAccount,
  belvoErrors,
  belvoInstitution,
  belvoLink,
  belvoPage,
  belvoTokenRequired,
  belvoTransaction,
  toBankAccount,
  toInstitution,
  toProviderTransaction,
} from './mapping.ts';

export const BELVO_MESSAGES = {
  ...bankLinkMessages,
  institutionUnavailable: 'This bank is not available right now. Please try again later or choose another bank.',
  loginExpired: 'The bank asks you to sign in again. Please connect your bank again.',
  keysRefused: 'Bank linking is not available right now (Belvo refused our API keys).',
  unavailable: 'Bank linking is not available right now. Please try again later.',
} as const;

export type BelvoClientOptions = {
  secretId: string;
  secretPassword: string;
  mode: 'sandbox' | 'production';
  /** Origin to call instead of Belvo's for `mode` (a local fake). */
  apiBase?: string;
  /** Rows per page of transactions (Belvo allows 1 to 1000). */
  pageSize?: number;
  http?: Partial<HttpPolicy>;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Belvo asks for days (YYYY-MM-DD, UTC). */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export class BelvoClient implements CredentialsAggregator {
  readonly name = 'belvo';
  readonly flow = 'credentials';
  readonly mode: 'sandbox' | 'production';
  /** Belvo's own sandbox takes the same test logins as the built-in one. */
  readonly sandboxHint: typeof BELVO_SANDBOX_HINT | null;
  readonly #base: string;
  readonly #authorization: string;
  readonly #pageSize: number;
  readonly #policy: HttpPolicy;
  /** Display names by institution code, from the last institutions() call. */
  readonly #known = new Map<string, Institution>();

  constructor(options: BelvoClientOptions) {
    this.mode = options.mode;
    this.sandboxHint = options.mode === 'sandbox' ? BELVO_SANDBOX_HINT : null;
    this.#base = (options.apiBase ?? BELVO_API_BASES[options.mode]).replace(/\/+$/, '');
    this.#authorization = `Basic ${Buffer.from(`${options.secretId}:${options.secretPassword}`).toString('base64')}`;
    this.#pageSize = options.pageSize ?? 1000;
    this.#policy = { ...DEFAULT_HTTP_POLICY, ...options.http };
  }

  async institutions(): Promise<Institution[]> {
    const all: Institution[] = [];
    const first = this.#url('/api/institutions/', { type: 'bank', page_size: String(Math.min(this.#pageSize, 1000)) });
    for await (const page of this.#pages(first, belvoInstitution)) {
      for (const row of page) all.push(toInstitution(row));
    }
    for (const institution of all) this.#known.set(institution.name, institution);
    return all;
  }

  async createLink(input: { institution: string; username: string; password: string }): Promise<LinkMade> {
    const body = {
      institution: input.institution,
      username: input.username,
      password: input.password,
      access_mode: 'recurrent',
    };
    // Not repeated after a timeout or a 500: a second login could lock the user out of their bank.
    return this.#linked('POST /api/links/', await this.#call('POST', '/api/links/', body, false));
  }

  /** Sends the one-time code with Belvo's session (PATCH /api/links/, Belvo's 'Complete a links request'). */
  async completeLink(input: { session: string; linkId: string; token: string }): Promise<LinkMade> {
    const body = { session: input.session, link: input.linkId, token: input.token };
    // Not repeated either: a code is good for one try.
    return this.#linked('PATCH /api/links/', await this.#call('PATCH', '/api/links/', body, false), true);
  }

  #linked(what: string, answer: HttpAnswer, answeringCode = false): LinkMade {
    if (answer.status !== 201 && answer.status !== 200) this.#fail(what, answer, answeringCode);
    const link = this.#parse(what, belvoLink, answer.body);
    const institution = this.#known.get(link.institution) ?? { name: link.institution, displayName: link.institution };
    return { linkId: link.id, institution };
  }

  async accounts(linkId: string): Promise<BankAccount[]> {
    const answer = await this.#call('POST', '/api/accounts/', { link: linkId }, true);
    if (answer.status !== 200 && answer.status !== 201) this.#fail('POST /api/accounts/', answer);
    const rows = this.#parse('POST /api/accounts/', belvoAccount.nullable().array(), answer.body);
    return rows.filter((row) => row !== null).map(toBankAccount);
  }

  /** The link's transactions of the days from `fromMs` to `toMs`, both included. */
  async *transactions(linkId: string, fromMs: number, toMs: number): AsyncIterable<ProviderTransaction[]> {
    const [from, to] = [isoDay(fromMs), isoDay(toMs)];
    const query = { link: linkId, value_date__gte: from, value_date__lte: to, page_size: String(this.#pageSize) };
    for await (const page of this.#pages(this.#url('/api/transactions/', query), belvoTransaction)) {
      yield page.map(toProviderTransaction);
    }
  }

  /** Asks the bank for the link's transactions now (Belvo's POST /api/transactions/, one answer, no pages). */
  async retrieveTransactions(linkId: string, from: string, to: string): Promise<ProviderTransaction[]> {
    assertDates(from, to);
    const answer = await this.#call('POST', '/api/transactions/', { link: linkId, date_from: from, date_to: to }, true);
    if (answer.status !== 200 && answer.status !== 201) this.#fail('POST /api/transactions/', answer);
    return this.#parse('POST /api/transactions/', belvoTransaction.array(), answer.body).map(toProviderTransaction);
  }

  /** Deletes the link (closing an account, or a link refused to this member). */
  async removeLinked(linkId: string): Promise<void> {
    const path = `/api/links/${encodeURIComponent(linkId)}/`;
    const answer = await this.#call('DELETE', path, undefined, true);
    // Already gone (a repeated unlink, or deleted in Belvo's dashboard): the wanted end state.
    if (answer.status === 204 || answer.status === 200 || answer.status === 404) return;
    this.#fail('DELETE /api/links/{id}/', answer);
  }

  /** Follows Belvo's `next` links, on Belvo's own origin only (they carry our credentials). */
  async *#pages<T extends z.ZodType>(first: string, item: T): AsyncIterable<z.infer<T>[]> {
    const seen = new Set<string>();
    let next: string | null = first;
    while (next && !seen.has(next)) {
      seen.add(next);
      const url: URL = new URL(next);
      const what: string = `GET ${url.pathname}`;
      if (url.origin !== new URL(this.#base).origin)
        throw providerError(`${BELVO_MESSAGES.unavailable} (Belvo sent a next page on another host)`);
      const answer = await this.#call('GET', url.pathname + url.search, undefined, true);
      if (answer.status !== 200) this.#fail(what, answer);
      const page: { next?: string | null; results: z.infer<T>[] } = this.#parse(what, belvoPage(item), answer.body);
      yield page.results;
      next = page.next ?? null;
    }
  }

  async #call(method: string, pathAndQuery: string, body: unknown, idempotent: boolean): Promise<HttpAnswer> {
    const headers: Record<string, string> = { authorization: this.#authorization, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await callAggregator({
        what: `Belvo ${method} ${pathAndQuery.split('?')[0]}`,
        url: `${this.#base}${pathAndQuery}`,
        init: { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
        policy: this.#policy,
        idempotent,
      });
    } catch (error) {
      if (error instanceof AggregatorUnreachable)
        throw providerError(`${BELVO_MESSAGES.unavailable} (${error.message})`);
      throw error;
    }
  }

  #url(path: string, query: Record<string, string>): string {
    return `${this.#base}${path}?${new URLSearchParams(query)}`;
  }

  #parse<T extends z.ZodType>(what: string, schema: T, body: unknown): z.infer<T> {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw providerError(
      `${BELVO_MESSAGES.unavailable} (Belvo ${what} sent an unexpected body: ` +
        `${issue?.path.join('.') || 'body'} ${issue?.message})`,
    );
  }

  /**
   * Turns a refusal into the error the user can act on. Belvo's code and request id go in the message, its
   * message does not: it may quote what was sent.
   */
  #fail(what: string, answer: HttpAnswer, answeringCode = false): never {
    if (answer.status === 428) this.#askForCode(answer);
    const errors = belvoErrors.safeParse(answer.body);
    const first = errors.success ? errors.data[0] : undefined;
    const code = first?.code ?? '';
    const request = first?.request_id ? `, request ${first.request_id}` : '';
    const detail = `Belvo ${what} answered ${answer.status}${code ? ` ${code}` : ''}${request}`;
    if (answeringCode && (code === 'invalid_token' || code === 'invalid_credentials'))
      throw new BankLinkError('invalid_token', BELVO_MESSAGES.invalidToken);
    if (answeringCode && (code === 'session_expired' || code === 'too_many_sessions' || answer.status === 404))
      throw new BankLinkError('token_expired', BELVO_MESSAGES.tokenExpired);
    if (code === 'token_required') throw new BankLinkError('token_expired', BELVO_MESSAGES.tokenExpired);
    if (code === 'invalid_credentials')
      throw new BankLinkError('invalid_credentials', BELVO_MESSAGES.invalidCredentials);
    if (answer.status === 401) throw providerError(`${BELVO_MESSAGES.keysRefused} (${detail})`);
    if (answer.status === 404 || code === 'does_not_exist')
      throw new BankLinkError('not_found', BELVO_MESSAGES.unknownLink);
    if (/^institution_(down|unavailable|inactive)$/.test(code))
      throw new BankLinkError('institution_unavailable', BELVO_MESSAGES.institutionUnavailable);
    if (code === 'session_expired' || code === 'unconfirmed_link')
      throw new BankLinkError('login_expired', BELVO_MESSAGES.loginExpired);
    throw providerError(`${BELVO_MESSAGES.unavailable} (${detail})`);
  }

  /** Belvo's 428: the bank wants a one-time code, and the session and link to send it with. */
  #askForCode(answer: HttpAnswer): never {
    const parsed = belvoTokenRequired.safeParse(answer.body);
    const first = parsed.success ? parsed.data[0] : undefined;
    // A 428 without its session cannot be answered: the member starts again.
    if (!first?.session || !first.link) throw new BankLinkError('token_expired', BELVO_MESSAGES.tokenExpired);
    throw new BankTokenRequired(BELVO_MESSAGES.tokenRequired, {
      session: first.session,
      linkId: first.link,
      expiresInS: first.expiry ?? null,
      instructions: first.token_generation_data?.instructions ?? null,
    });
  }
}

function providerError(message: string): BankLinkError {
  return new BankLinkError('provider_error', message);
}

function assertDates(from: string, to: string): void {
  if (!DATE.test(from) || !DATE.test(to))
    throw new TypeError(`Belvo dates must be YYYY-MM-DD (got ${JSON.stringify(from)} and ${JSON.stringify(to)})`);
}
