// The embedded Belvo: used when no Belvo keys are set. Behaves like Belvo's own sandbox
// (https://developers.belvo.com/docs/test-in-sandbox): its demo institutions, `bnk100` / `full` for a full
// history (any other username and password link too, as there), password `wrong` fails, and the Gotham
// business banks (Belvo's MFA institutions) answer that they need a one-time code (Belvo's HTTP 428
// `token_required`), and link once `completeLink` sends `BELVO_SANDBOX_TOKEN` with the session.
//
// No state is needed to serve a link: its id encodes its seed, the day it was made and its institution, and
// carries a checksum, so a restarted server lists the same accounts and transactions for it. Only deletions
// are kept in memory (a restart forgets them; the app stops syncing an unlinked account anyway).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { bankLinkMessages } from '#shared/messages/banking.ts';
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
  accountHistory,
  byDateThenId,
  DAY_MS,
  HISTORY_DAYS,
  hash32,
  hex,
  PAGE_SIZE,
  paged,
  within,
} from './history.ts';
import { memoryPlayedPurchases, playCoinPurchase as play, type PlayedPurchases, playedOn } from './played-purchases.ts';

/** Belvo's sandbox credentials, shown on the credentials form in sandbox mode. */
export const BELVO_SANDBOX_CREDENTIALS = { username: 'bnk100', password: 'full' } as const;
export const BELVO_WRONG_PASSWORD = 'wrong';
/** The one-time code the Gotham banks accept (shown on the code step in sandbox mode). */
export const BELVO_SANDBOX_TOKEN = '123456';
/** What the credentials form shows in sandbox mode. */
export const BELVO_SANDBOX_HINT = { login: BELVO_SANDBOX_CREDENTIALS, token: BELVO_SANDBOX_TOKEN } as const;
/** How long a Gotham bank's code request lasts, as Belvo's `expiry`. */
const TOKEN_SESSION_S = 600;
/**
 * Any password: the one account that every link made with this username lists, whoever makes it (same account id,
 * number and CLABE at an institution), as when two people share a real bank login. Shows that GiftOrbit links a
 * real bank account to one member only.
 */
export const BELVO_SANDBOX_SHARED_USERNAME = 'shared_account';
/** The seed of every link made with the shared username: its accounts derive from it, not from the link id. */
const SHARED_SEED = 0x5eed5ee0;

export const BELVO_SANDBOX_MESSAGES = {
  ...bankLinkMessages,
  unknownInstitution: 'This bank is not available. Please choose another one.',
} as const;

type SandboxInstitution = Institution & { country: string; currency: string; language: 'es' | 'pt' };

const inst = (name: string, displayName: string, country: string, currency: string): SandboxInstitution => ({
  name,
  displayName,
  country,
  currency,
  language: country === 'BR' ? 'pt' : 'es',
});

/**
 * APPEND ONLY: a link id carries its institution's index here. The first nine are Belvo's published sandbox
 * institutions (Mexico, Brazil, Colombia); Belvo publishes none for Chile, Argentina, Peru or Uruguay, so the
 * last four follow its naming for the app's other Belvo countries.
 */
export const BELVO_SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  inst('erebor_mx_retail', 'Erebor Mexico', 'MX', 'MXN'),
  inst('gringotts_mx_retail', 'Gringotts Mexico', 'MX', 'MXN'),
  inst('gotham_mx_business', 'Gotham Mexico Business', 'MX', 'MXN'),
  inst('erebor_br_retail', 'Erebor Brazil', 'BR', 'BRL'),
  inst('gringotts_br_retail', 'Gringotts Brazil', 'BR', 'BRL'),
  inst('gotham_br_business', 'Gotham Brazil Business', 'BR', 'BRL'),
  inst('erebor_co_retail', 'Erebor Colombia', 'CO', 'COP'),
  inst('gringotts_co_retail', 'Gringotts Colombia', 'CO', 'COP'),
  inst('gotham_co_business', 'Gotham Colombia Business', 'CO', 'COP'),
  inst('erebor_cl_retail', 'Erebor Chile', 'CL', 'CLP'),
  inst('erebor_ar_retail', 'Erebor Argentina', 'AR', 'ARS'),
  inst('erebor_pe_retail', 'Erebor Peru', 'PE', 'PEN'),
  inst('erebor_uy_retail', 'Erebor Uruguay', 'UY', 'UYU'),
];

/** A Gotham business bank: Belvo's sandbox institutions that require a token (MFA). */
const needsToken = (name: string) => name.startsWith('gotham_');

type LinkParts = { seed: number; day: number; institution: number; counter: number };
const LINK_ID = /^([0-9a-f]{8})-([0-9a-f]{4})-4([0-9a-f]{3})-8([0-9a-f]{3})-([0-9a-f]{12})$/;
const checksum = (head: string) => hex(hash32(head), 8) + hex(hash32(head, 0x2545f491), 4);

/** A UUID-looking id: seed, creation day, institution index, counter, and a checksum over them. */
export function encodeLinkId(p: LinkParts): string {
  const head = `${hex(p.seed, 8)}-${hex(p.day, 4)}-4${hex(p.institution, 3)}-8${hex(p.counter, 3)}`;
  return `${head}-${checksum(head)}`;
}

export function decodeLinkId(linkId: string): LinkParts | null {
  const m = LINK_ID.exec(linkId);
  if (!m || checksum(linkId.slice(0, 23)) !== m[5]) return null;
  const parts = {
    seed: parseInt(m[1]!, 16),
    day: parseInt(m[2]!, 16),
    institution: parseInt(m[3]!, 16),
    counter: parseInt(m[4]!, 16),
  };
  return BELVO_SANDBOX_INSTITUTIONS[parts.institution] ? parts : null;
}

const uuidFrom = (text: string) => {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

const ACCOUNT_KINDS = [
  { type: 'CHECKING_ACCOUNT', es: 'Cuenta de Cheques', pt: 'Conta Corrente', perDay: 4 },
  { type: 'CREDIT_CARD', es: 'Tarjeta de Crédito Oro', pt: 'Cartão de Crédito Ouro', perDay: 2 },
] as const;

const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
const number4 = (seed: number) => String(seed % 10_000).padStart(4, '0');

export type BelvoSandboxOptions = {
  /** The clock: the bank's present. Default Date.now. */
  now?: () => number;
  /** Seeds the link ids; default random, so links of two server runs never share an id. */
  seed?: number;
  pageSize?: number;
  /** The coin purchases members played (./played-purchases.ts); in memory by default. */
  played?: PlayedPurchases;
};

export class BelvoSandbox implements CredentialsAggregator {
  readonly name = 'belvo';
  readonly flow = 'credentials';
  readonly mode = 'sandbox';
  readonly sandboxHint = BELVO_SANDBOX_HINT;
  readonly #now: () => number;
  readonly #seed: number;
  readonly #pageSize: number;
  readonly #played: PlayedPurchases;
  #counter = 0;
  readonly #deleted = new Set<string>();
  /** Code requests waiting, by session: the link they make, and until when. */
  readonly #waiting = new Map<string, { linkId: string; until: number }>();

  constructor(options: BelvoSandboxOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#seed = options.seed ?? randomInt(0, 2 ** 32);
    this.#pageSize = options.pageSize ?? PAGE_SIZE;
    this.#played = options.played ?? memoryPlayedPurchases();
  }

  async institutions(): Promise<Institution[]> {
    return BELVO_SANDBOX_INSTITUTIONS.map(({ name, displayName, country }) => ({ name, displayName, country }));
  }

  async createLink(input: { institution: string; username: string; password: string }): Promise<LinkMade> {
    const index = BELVO_SANDBOX_INSTITUTIONS.findIndex((i) => i.name === input.institution);
    const found = BELVO_SANDBOX_INSTITUTIONS[index];
    if (!found) throw new BankLinkError('not_found', BELVO_SANDBOX_MESSAGES.unknownInstitution);
    if (!input.username.trim() || !input.password || input.password === BELVO_WRONG_PASSWORD) {
      throw new BankLinkError('invalid_credentials', BELVO_SANDBOX_MESSAGES.invalidCredentials);
    }
    const linkId = this.#newLinkId(index, input.username.trim() === BELVO_SANDBOX_SHARED_USERNAME);
    if (needsToken(found.name)) {
      for (const [old, waiting] of this.#waiting) if (waiting.until < this.#now()) this.#waiting.delete(old);
      const session = randomBytes(16).toString('hex');
      this.#waiting.set(session, { linkId, until: this.#now() + TOKEN_SESSION_S * 1000 });
      throw new BankTokenRequired(BELVO_SANDBOX_MESSAGES.tokenRequired, {
        session,
        linkId,
        expiresInS: TOKEN_SESSION_S,
        instructions: null,
      });
    }
    return this.#made(linkId);
  }

  async completeLink(input: { session: string; linkId: string; token: string }): Promise<LinkMade> {
    const waiting = this.#waiting.get(input.session);
    if (!waiting || waiting.linkId !== input.linkId || waiting.until < this.#now()) {
      this.#waiting.delete(input.session);
      throw new BankLinkError('token_expired', BELVO_SANDBOX_MESSAGES.tokenExpired);
    }
    if (input.token.trim() !== BELVO_SANDBOX_TOKEN)
      throw new BankLinkError('invalid_token', BELVO_SANDBOX_MESSAGES.invalidToken);
    this.#waiting.delete(input.session);
    return this.#made(waiting.linkId);
  }

  #newLinkId(institution: number, shared: boolean): string {
    this.#counter += 1;
    return encodeLinkId({
      seed: shared ? SHARED_SEED : hash32(`${this.#seed}:${this.#counter}`),
      day: Math.floor(this.#now() / DAY_MS),
      institution,
      counter: this.#counter & 0xfff,
    });
  }

  #made(linkId: string): LinkMade {
    const { institution: found } = this.#link(linkId);
    return { linkId, institution: { name: found.name, displayName: found.displayName, country: found.country } };
  }

  async accounts(linkId: string): Promise<BankAccount[]> {
    const { parts, institution } = this.#link(linkId);
    return this.#accountSpecs(linkId, parts).map(({ id, seed, kind }) => ({
      id,
      name: kind[institution.language],
      number: `****${number4(seed)}`,
      type: kind.type,
      institutionName: institution.displayName,
      balanceCents: 50_000 + (seed % 2_000_000),
      status: 'active',
      lastUpdated: new Date(this.#now()).toISOString(),
      // An 18-digit CLABE ending in the account's last four, as Belvo's public identification gives it.
      identity: `CLABE:${String(hash32(`clabe:${id}`)).padStart(14, '0')}${number4(seed)}`,
    }));
  }

  /** As Belvo, by whole days (UTC): from the start of `fromMs`'s day to the end of `toMs`'s. */
  async *transactions(linkId: string, fromMs: number, toMs: number): AsyncGenerator<ProviderTransaction[]> {
    const { parts, institution } = this.#link(linkId);
    const [from, to] = [dayStart(fromMs), dayStart(toMs) + DAY_MS - 1];
    const rows = this.#accountSpecs(linkId, parts).flatMap(({ id, seed, kind }) =>
      accountHistory({
        seed,
        provider: 'belvo',
        accountId: id,
        institutionId: institution.name,
        currency: institution.currency,
        historyStartMs: (parts.day - HISTORY_DAYS) * DAY_MS,
        bankNowMs: this.#now(),
        perDay: kind.perDay,
        played: playedOn(this.#played, 'belvo', id),
      }),
    );
    yield* paged(within(rows, from, to).sort(byDateThenId), this.#pageSize);
  }

  /** A coin purchase made now on one of the link's accounts, in its bank's currency. */
  async playCoinPurchase(linkId: string, accountId: string): Promise<void> {
    const { parts, institution } = this.#link(linkId);
    if (!this.#accountSpecs(linkId, parts).some((a) => a.id === accountId))
      throw new BankLinkError('not_found', BELVO_SANDBOX_MESSAGES.unknownLink);
    const { name: institutionId, currency } = institution;
    play(this.#played, { provider: 'belvo', accountId, institutionId, currency, now: this.#now() });
  }

  async removeLinked(linkId: string): Promise<void> {
    this.#link(linkId);
    this.#deleted.add(linkId);
  }

  #link(linkId: string) {
    const parts = decodeLinkId(linkId);
    if (!parts || this.#deleted.has(linkId)) throw new BankLinkError('not_found', BELVO_SANDBOX_MESSAGES.unknownLink);
    return { parts, institution: BELVO_SANDBOX_INSTITUTIONS[parts.institution]! };
  }

  /** One or two accounts, by the link's seed; the shared username's links all list the same one. */
  #accountSpecs(linkId: string, parts: LinkParts) {
    const base = parts.seed === SHARED_SEED ? `shared:${parts.institution}` : linkId;
    return ACCOUNT_KINDS.slice(0, 1 + (parts.seed & 1)).map((kind, i) => ({
      id: uuidFrom(`${base}:${i}`),
      seed: hash32(`${base}:${i}`),
      kind,
    }));
  }
}
