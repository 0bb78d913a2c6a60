// Every bank aggregator behind one interface (docs/product-rules.md section 8): today Belvo (a credentials form,
// Latin America) and Finicity (a Connect popup, elsewhere), each with a real HTTP client and a built-in sandbox.
// Every client maps its rows to the money engine's ProviderTransaction; the sync service does the rest.
//
// Adding an aggregator: a folder here (its client, its mapping to ProviderTransaction, its webhook parser) whose
// client implements `CredentialsAggregator` or `ConnectAggregator`, a sandbox in sandbox/, its name in
// BANK_PROVIDERS (shared/constants.ts), and its entry in `createBankProviders` (index.ts): its real client when
// its keys are set, else its sandbox. Sync, Refresh and closing then find it by name, and the database keeps its
// ids as it keeps every aggregator's, beside its name (api/services/banking/provider-refs.ts): no migration.
// What is not generic yet:
// - each flow's routes (api/routes/banks/) serve one aggregator: a second of the same flow is picked by the
//   member's country (`aggregatorFor`);
// - its webhook needs its endpoint in api/routes/banks/webhooks.ts;
// - the transaction list's answer names Belvo's and Finicity's row ids in fields of their own
//   (api/routes/transactions.ts): a new aggregator's rows show neither until the answer gains a field.
import type { BankProvider as AggregatorName, ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';

export type { AggregatorName };

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

/**
 * What every aggregator does, whatever its flow. `ref` is the aggregator's own handle on what a member linked, as
 * the link or Connect step gave it: a Belvo link id (one per bank login) or a Finicity customer id (one per member,
 * every bank they connected). Only the aggregator reads it; the app keeps it (api/services/banking/provider-refs.ts).
 */
export interface BankAggregator {
  readonly name: AggregatorName;
  readonly mode: 'sandbox' | 'production';
  /** How a member links a bank: our form that takes their bank login, or the aggregator's own Connect popup. */
  readonly flow: 'credentials' | 'connect';
  accounts(ref: string): Promise<BankAccount[]>;
  /** Transactions from `fromMs` to `toMs` (each aggregator widens them to the days it can ask for), all pages. */
  transactions(ref: string, fromMs: number, toMs: number): AsyncIterable<ProviderTransaction[]>;
  /** Asks the bank for fresh data now (Refresh), where the aggregator can; else a sync reads what it has. */
  refresh?(ref: string): Promise<void>;
  /** Removes everything linked under `ref` at the aggregator (closing an account). Already gone counts as done. */
  removeLinked(ref: string): Promise<void>;
  /** A sandbox's only: a coin purchase made now on the account `accountId` of `ref`, for a member trying the app. */
  playCoinPurchase?(ref: string, accountId: string): Promise<void>;
}

/** The credentials form: institutions to pick from, a link made with the member's bank login, a code step. */
export interface CredentialsAggregator extends BankAggregator {
  readonly flow: 'credentials';
  /** In sandbox mode, the test login the form shows and the one-time code its test banks take; null for real. */
  readonly sandboxHint: { login: { username: string; password: string }; token: string } | null;
  institutions(): Promise<Institution[]>;
  /**
   * Links with online-banking credentials (passed through, never stored or logged). Returns the link id, or
   * throws `BankTokenRequired` when the bank asks for a one-time code.
   */
  createLink(input: { institution: string; username: string; password: string }): Promise<LinkMade>;
  /** Answers the bank's code request (Belvo's PATCH /api/links/); may ask again with a new `BankTokenRequired`. */
  completeLink(input: { session: string; linkId: string; token: string }): Promise<LinkMade>;
}

/** The Connect popup: a customer of ours at the aggregator, and the URL its own linking page opens on. */
export interface ConnectAggregator extends BankAggregator {
  readonly flow: 'connect';
  /** Creates (or reuses) the aggregator's customer for one of our users: the `ref` of what they connect. */
  ensureCustomer(input: {
    userId: number;
    username: string;
    existingCustomerId: string | null;
  }): Promise<{ customerId: string }>;
  /** The Connect URL to open in the popup. */
  connectUrl(customerId: string, options: { redirectUri?: string; webhookUrl?: string }): Promise<string>;
  /** Stops aggregating one account of the customer (an account refused to this member). */
  deleteCustomerAccount(customerId: string, accountId: string): Promise<void>;
  /**
   * The account's identity (see BankAccount.identity): Finicity gives no stable account number, so it is the
   * institution, the last four digits and the holder's name from the account owner call (billed per call: asked
   * once, when the account is linked). Null when the owner is not known.
   */
  accountIdentity(customerId: string, account: BankAccount): Promise<string | null>;
}
