// One interface for both aggregators (docs/product-rules.md section 8): Belvo (credentials form, Latin America) and
// Finicity (Connect popup, elsewhere), each with a real HTTP client and a built-in sandbox. Every client maps its rows
// to the money engine's ProviderTransaction; the sync service does the rest.
import type { BankProvider as AggregatorName, ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';

export type Institution = { name: string; displayName: string; country?: string | null };

export type BankAccount = {
  /** The aggregator's account id. */
  id: string;
  name: string;
  /** Masked: last four digits only, never the full number. */
  number: string | null;
  type: string | null;
  institutionName: string | null;
  /** The aggregator's id of the institution, where it names one (Finicity). */
  institutionId?: string | null;
  balanceCents?: number | null;
  status?: string | null;
  lastUpdated?: string | null;
  /**
   * The bank's own identification of the real account, the same whichever member or link lists it (aggregator
   * account ids are not: they are per customer or per link): Belvo's public identification (a CLABE) or full
   * number, with the institution. Null where the provider gives none. Never shown, logged or kept as is: only a
   * hash of it is kept, to refuse the account to a second member (api/services/banking/account-identity.ts).
   */
  identity?: string | null;
};

/** A failure the user can act on, with a message fit to show (the product's wording where it has one). */
export class BankLinkError extends Error {
  constructor(
    readonly code:
      | 'invalid_credentials'
      | 'token_required'
      | 'institution_unavailable'
      | 'login_expired'
      | 'not_found'
      | 'provider_error'
      /** The real account is active under another member: refused, with the way to support. */
      | 'linked_elsewhere'
      /** The one-time code was wrong: the same code request can be answered again. */
      | 'invalid_token'
      /** The code request is over (expired, or unknown): sign in again for a new code. */
      | 'token_expired',
    message: string,
  ) {
    super(message);
  }
}

/** What the bank's code request needs to be answered: Belvo's 428 `token_required` body. */
export type TokenChallenge = {
  /** Belvo's login session, to send back with the code. */
  session: string;
  /** The link waiting for the code. */
  linkId: string;
  /** Seconds the session lasts, where the aggregator says. */
  expiresInS: number | null;
  /** The bank's own instructions to show, where it gives some. */
  instructions: string | null;
};

/** The bank asked for a one-time code: the link waits at the aggregator until `completeLink` sends it. */
export class BankTokenRequired extends BankLinkError {
  constructor(
    message: string,
    readonly challenge: TokenChallenge,
  ) {
    super('token_required', message);
  }
}

export type LinkMade = { linkId: string; institution: Institution };

export interface CredentialsAggregator {
  readonly name: 'belvo';
  readonly mode: 'sandbox' | 'production';
  institutions(): Promise<Institution[]>;
  /**
   * Links with online-banking credentials (passed through, never stored or logged). Returns the link id, or
   * throws `BankTokenRequired` when the bank asks for a one-time code.
   */
  createLink(input: { institution: string; username: string; password: string }): Promise<LinkMade>;
  /** Answers the bank's code request (Belvo's PATCH /api/links/); may ask again with a new `BankTokenRequired`. */
  completeLink(input: { session: string; linkId: string; token: string }): Promise<LinkMade>;
  accounts(linkId: string): Promise<BankAccount[]>;
  /** Transactions of the link from `from` to `to` (YYYY-MM-DD), all pages. */
  transactions(linkId: string, from: string, to: string): AsyncIterable<ProviderTransaction[]>;
  deleteLink(linkId: string): Promise<void>;
}

export interface ConnectAggregator {
  readonly name: 'finicity';
  readonly mode: 'sandbox' | 'production';
  /** Creates (or reuses) the aggregator's customer for one of our users. */
  ensureCustomer(input: {
    userId: number;
    username: string;
    existingCustomerId: string | null;
  }): Promise<{ customerId: string }>;
  /** The Connect URL to open in the popup. */
  connectUrl(customerId: string, options: { redirectUri?: string; webhookUrl?: string }): Promise<string>;
  accounts(customerId: string): Promise<BankAccount[]>;
  /** Transactions from `fromMs` to `toMs`, all pages, pending included. */
  transactions(customerId: string, fromMs: number, toMs: number): AsyncIterable<ProviderTransaction[]>;
  /** Asks the aggregator to refresh the customer's accounts from the bank. */
  refresh(customerId: string): Promise<void>;
  deleteCustomerAccount(customerId: string, accountId: string): Promise<void>;
  /**
   * Deletes the customer and every account linked under it (Finicity's DeleteCustomer, `DELETE
   * /aggregation/v1/customers/{customerId}`): closing an account. Already gone counts as done.
   */
  deleteCustomer(customerId: string): Promise<void>;
  /**
   * The account's identity (see BankAccount.identity): Finicity gives no stable account number, so it is the
   * institution, the last four digits and the holder's name from the account owner call (billed per call: asked
   * once, when the account is linked). Null when the owner is not known.
   */
  accountIdentity(customerId: string, account: BankAccount): Promise<string | null>;
}

export type AggregatorNameOf = AggregatorName;
