// The sandbox's payout accounts: a stand-in for Stripe's Connect Express and Global Payouts recipients, with a
// hosted onboarding form served by the app (api/routes/sandbox-payouts.ts) that asks what Stripe's form asks for the
// member's country, accepts Stripe's documented test bank details and refuses malformed ones with the reason.
// Kept in memory, like the other sandboxes: a restart forgets unfinished forms (the app keeps what was finished).
import { createHash, randomBytes } from 'node:crypto';
import { SANDBOX_PAYOUT_ONBOARDING_PATH } from '#shared/routes-payouts.ts';
import { type BankDetailsCountry, checkBankDetails } from '#shared/money/bank-details.ts';
import { PAYOUT_COUNTRIES, type PayoutRail } from '#shared/money/payout-accounts.ts';
import type { PayoutAccountProvider, PayoutAccountState } from './payout-accounts.ts';

/** Stripe's documented test bank details, per country, as the sandbox form's fields take them. */
export const SANDBOX_TEST_BANK_DETAILS: Record<BankDetailsCountry, Record<string, string>> = {
  US: { routing: '110000000', account: '000123456789' },
  CA: { transit: '11000', institution: '000', account: '000123456789' },
  MX: { clabe: '000000001234567897' },
  BR: { bankCode: '110', branch: '0000', account: '0001234' },
  AR: { cbu: '0000003110001234567898' },
  CO: { bankName: 'Bancolombia', accountType: 'savings', account: '000123456789', documentId: '1020304050' },
  CL: { bankName: 'Banco de Chile', accountType: 'checking', account: '000123456789', rut: '12.345.678-5' },
  PE: { cci: '00200012345678901234' },
  UY: { bankName: 'BROU', account: '000123456789', documentId: '1234567' },
};

/** Stripe's account links expire after a few minutes; the sandbox's give a member half an hour to type. */
export const SANDBOX_LINK_MS = 30 * 60 * 1000;

type Account = { rail: PayoutRail; country: string; state: PayoutAccountState };
/** An account whose form is not finished: the bank account is what the provider still needs. */
const unfinished = (rail: PayoutRail, country: string): Account => ({
  rail,
  country,
  state: { status: 'onboarding', requirements: ['external_account'], bank: null },
});
export type SandboxOnboardingLink = { accountRef: string; country: string; returnUrl: string; refreshUrl: string };

const currencyOf = (country: string) =>
  Object.values(PAYOUT_COUNTRIES).find((c) => c.code === country)?.currency ?? 'USD';

export class SandboxPayoutAccounts implements PayoutAccountProvider {
  readonly name = 'sandbox';
  readonly rails = ['connect', 'recipient'] as const;
  readonly #accounts = new Map<string, Account>();
  readonly #links = new Map<string, SandboxOnboardingLink & { expiresAt: number }>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  async createAccount(input: Parameters<PayoutAccountProvider['createAccount']>[0]) {
    const prefix = input.rail === 'connect' ? 'acct_sandbox' : 'acct_sandbox_rcp';
    const accountRef = `${prefix}_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 20)}`;
    if (!this.#accounts.has(accountRef)) this.#accounts.set(accountRef, unfinished(input.rail, input.country));
    return { accountRef };
  }

  async onboardingLink(input: Parameters<PayoutAccountProvider['onboardingLink']>[0]) {
    // An account made before a restart is known again from its link (the app still holds it).
    if (!this.#accounts.has(input.accountRef))
      this.#accounts.set(input.accountRef, unfinished(input.rail, input.country));
    const token = randomBytes(24).toString('base64url');
    const { accountRef, country, returnUrl, refreshUrl } = input;
    this.#links.set(token, { accountRef, country, returnUrl, refreshUrl, expiresAt: this.#now() + SANDBOX_LINK_MS });
    return { url: `${SANDBOX_PAYOUT_ONBOARDING_PATH}?${new URLSearchParams({ link: token }).toString()}` };
  }

  async getAccount(_rail: PayoutRail, accountRef: string): Promise<PayoutAccountState> {
    const account = this.#accounts.get(accountRef);
    // Forgotten by a restart before its form was finished: still to be onboarded.
    if (!account) return unfinished('connect', '').state;
    return structuredClone(account.state);
  }

  /** The form behind a link: null once it is used, expired or unknown. */
  link(token: string): SandboxOnboardingLink | null {
    const link = this.#links.get(token);
    if (!link) return null;
    if (link.expiresAt < this.#now()) {
      this.#links.delete(token);
      return null;
    }
    return link;
  }

  /**
   * The member sent the form: the details are checked as Stripe's form checks them; valid ones put the bank
   * account on file (the link is then used up), invalid ones come back with a reason per field.
   */
  submit(token: string, method: string, input: Record<string, string>, holderGiven = true) {
    const link = this.link(token);
    if (!link) return { ok: false as const, expired: true as const };
    const result = checkBankDetails(link.country as BankDetailsCountry, method, input);
    if (!result.ok) return { ok: false as const, errors: result.errors };
    if (!holderGiven) return { ok: false as const, errors: {} };
    const account = this.#accounts.get(link.accountRef)!;
    account.state = {
      status: 'ready',
      requirements: [],
      bank: { name: result.bankName, last4: result.last4, currency: currencyOf(link.country) },
    };
    this.#links.delete(token);
    return { ok: true as const, returnUrl: link.returnUrl };
  }

  /** Test hook: what the provider asked for was given (on its own form): the account can be paid again. */
  satisfy(accountRef: string): void {
    const account = this.#accounts.get(accountRef);
    if (!account) throw new Error(`No such account: '${accountRef}'`);
    account.state = { ...account.state, status: 'ready', requirements: [] };
  }

  /** Test hook: the provider asks for more before paying (Stripe's `requirements.currently_due`). */
  requireMore(accountRef: string, requirements: string[]): void {
    const account = this.#accounts.get(accountRef);
    if (!account) throw new Error(`No such account: '${accountRef}'`);
    account.state = { ...account.state, status: 'needs_info', requirements };
  }
}
