// Deterministic, realistic bank transactions for the bank sandboxes, tests and benchmarks: several rows a day,
// about one in six a coin purchase, salary and rent on their days, some pending in the last days, some coin
// purchases refunded a few days later. Same seed, same rows; no Math.random.
// Amounts are drawn in US cents and written at the local prices of the account's currency (local-prices.ts).
//
// Each UTC day is drawn from its own PRNG (seeded from the seed and the day number), so a day's rows and ids do
// not depend on `start` or `days`: a later, longer window repeats the earlier rows under the same ids and adds
// new ones, as a real bank history grows.

import type { BankProvider, ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { type Pricing, pricingFor } from '#api/providers/banks/sandbox/local-prices.ts';

const DAY_MS = 86_400_000;
/** Only rows in the last days of the window can still be pending, as at a real bank. */
const PENDING_DAYS = 3;

export type GenerateOptions = {
  seed: number;
  /** Default 'finicity'. */
  provider?: BankProvider;
  accountId?: string;
  institutionId?: string | null;
  /** The window is [start, start + days). */
  start: Date | number;
  days: number;
  /** Rows a day on average, besides salary, rent and subscriptions. Default 4. */
  perDay?: number;
  /** Share of those rows that are coin purchases. Default 1/6. */
  coinShare?: number;
  /** Share of the rows of the last 3 days that are still pending. Default 0.3. */
  pendingShare?: number;
  /** Share of posted coin purchases refunded 2-6 days later. Default 0.05. */
  refundShare?: number;
  /** Signed numbers, debits negative (Finicity), or positive strings with a direction (Belvo). Default: by provider. */
  signed?: boolean;
  /**
   * The account's currency (ISO 4217), default 'USD'. Amounts are at its local price level and in its decimals
   * (local-prices.ts); the rows, ids, dates and pending rows are those of USD, only the amounts differ.
   */
  currency?: string;
};

/** mulberry32: a tiny, fast, good-enough PRNG for test data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed from two integers (murmur3's finaliser), so neighbouring days get unrelated streams. */
function mixSeed(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/**
 * A statement line; `#` becomes a digit, `{mmdd}` the card date. `merchant` is what enrichment adds, on about
 * half the rows, always when `merchantOnly` (a generic line whose merchant alone names the platform).
 */
type Line = { text: string; merchant: string; merchantOnly?: boolean };
type Everyday = Line & { minCents: number; maxCents: number; credit?: boolean };
type Descriptors = { coin: Line[]; everyday: Everyday[]; salary: Line; rent: Line; subscriptions: Everyday[] };

const TIKTOK = 'TikTok';
const US: Descriptors = {
  coin: [
    { text: 'TIKTOK COINS 8005551234 CA', merchant: TIKTOK },
    { text: 'TikTok*Coins', merchant: TIKTOK },
    { text: 'APPLE.COM/BILL 866-712-7753 CA TIKTOK', merchant: 'Apple' },
    { text: 'GOOGLE *TikTok Coins g.co/helppay#', merchant: 'Google' },
    { text: 'CHECKCARD {mmdd} TIKTOK COINS 800-555-1234 CA', merchant: TIKTOK },
    { text: 'POS DEBIT TIKTOK LIVE {mmdd}', merchant: TIKTOK },
    { text: 'VISA DDA PUR 44#### TIKTOK COINS SINGAPORE * SG', merchant: TIKTOK },
    { text: 'PAYPAL *TIKTOK 4029357733 SG', merchant: TIKTOK },
    { text: 'BYTEDANCE*TIKTOK', merchant: TIKTOK },
    { text: 'POS PURCHASE {mmdd} ######', merchant: TIKTOK, merchantOnly: true },
  ],
  everyday: [
    { text: 'WHOLEFDS MKT 10###', merchant: 'Whole Foods', minCents: 1_500, maxCents: 18_000 },
    { text: 'TRADER JOE S #5##', merchant: "Trader Joe's", minCents: 1_200, maxCents: 11_000 },
    { text: 'KROGER #0###', merchant: 'Kroger', minCents: 900, maxCents: 14_000 },
    { text: 'STARBUCKS STORE 1####', merchant: 'Starbucks', minCents: 350, maxCents: 900 },
    { text: 'SQ *BLUE BOTTLE COFFEE', merchant: 'Blue Bottle Coffee', minCents: 400, maxCents: 1_100 },
    { text: 'UBER *TRIP', merchant: 'Uber', minCents: 800, maxCents: 4_500 },
    { text: 'UBER *EATS', merchant: 'Uber Eats', minCents: 1_500, maxCents: 5_500 },
    { text: 'AMAZON.COM*AB#C#DE#', merchant: 'Amazon', minCents: 700, maxCents: 9_000 },
    { text: 'CHECKCARD {mmdd} SHELL OIL 57###', merchant: 'Shell', minCents: 2_500, maxCents: 7_500 },
    { text: 'POS DEBIT CVS/PHARMACY #0####', merchant: 'CVS', minCents: 500, maxCents: 4_000 },
    { text: 'TIKTOK SHOP US 8005551234 CA', merchant: 'TikTok Shop', minCents: 900, maxCents: 6_000 },
    { text: 'VENMO CASHOUT', merchant: 'Venmo', minCents: 1_000, maxCents: 8_000, credit: true },
  ],
  salary: { text: 'PAYROLL DIRECT DEP ACME CORP', merchant: 'Acme Corp' },
  rent: { text: 'RENT PAYMENT ZELLE', merchant: 'Zelle' },
  subscriptions: [
    { text: 'SPOTIFY USA', merchant: 'Spotify', minCents: 1_199, maxCents: 1_199 },
    { text: 'NETFLIX.COM', merchant: 'Netflix', minCents: 1_549, maxCents: 1_549 },
  ],
};

const LATAM: Descriptors = {
  coin: [
    { text: 'COMPRA TIKTOK MONEDAS', merchant: TIKTOK },
    { text: 'PAGO TIKTOK', merchant: TIKTOK },
    { text: 'COMPRA INTERNACIONAL TIKTOK', merchant: TIKTOK },
    { text: 'GOOGLE *TIKTOK MX', merchant: 'Google' },
    { text: 'APPLE.COM/BILL TIKTOK MONEDAS', merchant: 'Apple' },
    { text: 'COMPRA CARTAO TIKTOK MOEDAS', merchant: TIKTOK },
    { text: 'PIX TIKTOK', merchant: TIKTOK },
    { text: 'DEB AUT TIKTOK', merchant: TIKTOK },
    { text: 'COMPRA CON TARJETA {mmdd}', merchant: TIKTOK, merchantOnly: true },
  ],
  everyday: [
    { text: 'COMPRA OXXO ####', merchant: 'OXXO', minCents: 200, maxCents: 2_500 },
    { text: 'COMPRA WALMART ####', merchant: 'Walmart', minCents: 1_500, maxCents: 15_000 },
    { text: 'PAGO TELMEX', merchant: 'Telmex', minCents: 2_000, maxCents: 3_500 },
    { text: 'UBER *TRIP', merchant: 'Uber', minCents: 300, maxCents: 2_000 },
    { text: 'RAPPI*RESTAURANTE', merchant: 'Rappi', minCents: 800, maxCents: 3_500 },
    { text: 'COMPRA CARTAO IFOOD', merchant: 'iFood', minCents: 800, maxCents: 4_000 },
    { text: 'MERCADOPAGO*MERCADOLIBRE', merchant: 'Mercado Libre', minCents: 1_000, maxCents: 9_000 },
    { text: 'TIKTOK SHOP ENVIO', merchant: 'TikTok Shop', minCents: 900, maxCents: 5_000 },
    { text: 'TRANSFERENCIA SPEI RECIBIDA', merchant: 'SPEI', minCents: 1_000, maxCents: 10_000, credit: true },
  ],
  salary: { text: 'DEPOSITO NOMINA ACME SA DE CV', merchant: 'Acme' },
  rent: { text: 'TRANSFERENCIA SPEI RENTA', merchant: 'SPEI' },
  subscriptions: [
    { text: 'DEB AUT NETFLIX', merchant: 'Netflix', minCents: 1_099, maxCents: 1_099 },
    { text: 'COMPRA INTERNACIONAL SPOTIFY', merchant: 'Spotify', minCents: 599, maxCents: 599 },
  ],
};

/**
 * Coin packs as the app stores price them, the cheap ones more often (indexes into the six packs); odd amounts
 * are card charges with tax or a currency conversion. Two rolls whatever the currency.
 */
const COIN_PACK_TIERS = [0, 0, 1, 1, 1, 2, 2, 3, 4, 5];

function coinAmount(rng: Rng, p: Pricing): number {
  return rng() < 0.2 ? between(rng, p.oddSteps.min, p.oddSteps.max) * p.oddStep : p.packs[pick(rng, COIN_PACK_TIERS)]!;
}

/** `#` -> a random digit, `{mmdd}` -> the card date. */
function fill(text: string, rng: Rng, mmdd: string): string {
  if (!text.includes('#') && !text.includes('{')) return text;
  return text.replace('{mmdd}', mmdd).replace(/#/g, () => String(between(rng, 0, 9)));
}

type Draft = {
  id: string;
  text: string;
  merchant: string | null;
  /** Minor units of the currency. */
  minor: number;
  credit: boolean;
  ms: number;
  pending: boolean;
};
type Shape = { perDay: number; coinShare: number; pendingShare: number; refundShare: number; endMs: number };

/**
 * One UTC day's rows, a function of (seed, provider, day) alone but for which are still pending (the last days
 * of the window). The refunds a day's purchases get are drafted with it, dated days later.
 */
function draftDay(seed: number, provider: BankProvider, day: number, shape: Shape, p: Pricing): Draft[] {
  const rng = mulberry32(mixSeed(seed, day));
  const d = provider === 'belvo' ? LATAM : US;
  const dayMs = day * DAY_MS;
  const date = new Date(dayMs);
  const dayOfMonth = date.getUTCDate();
  const mmdd = `${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(dayOfMonth).padStart(2, '0')}`;
  const recent = dayMs >= shape.endMs - PENDING_DAYS * DAY_MS;
  const drafts: Draft[] = [];
  // Every roll is drawn whatever its outcome, so one row's choices never shift the next row's.
  const add = (line: Line, minor: number, credit: boolean, ms: number, canBePending = true) => {
    const pendingRoll = rng();
    const merchantRoll = rng();
    const draft: Draft = {
      id: `${provider}-${seed}-${day}-${drafts.length}`,
      text: fill(line.text, rng, mmdd),
      merchant: line.merchantOnly || merchantRoll < 0.5 ? line.merchant : null,
      minor,
      credit,
      ms,
      pending: canBePending && recent && pendingRoll < shape.pendingShare,
    };
    drafts.push(draft);
    return draft;
  };

  const salary = p.fromUsdCents(200_000 + (mixSeed(seed, 7) % 7) * 15_000);
  if (mixSeed(seed, 14) % 14 === day % 14) add(d.salary, salary, true, dayMs + 6 * 3_600_000); // every other week
  if (dayOfMonth === 1) add(d.rent, p.fromUsdCents(145_000), false, dayMs + 9 * 3_600_000);
  for (const [i, sub] of d.subscriptions.entries()) {
    if (dayOfMonth === 5 + i * 9) add(sub, p.fromUsdCents(sub.minCents), false, dayMs + 4 * 3_600_000);
  }

  const count = Math.max(1, Math.round(shape.perDay * (0.5 + rng())));
  for (let i = 0; i < count; i++) {
    const ms = dayMs + between(rng, 7 * 60, 23 * 60 - 1) * 60_000 + between(rng, 0, 59_999);
    if (rng() < shape.coinShare) {
      // A refunded purchase was posted: banks do not refund an authorisation that is still pending.
      const refunded = rng() < shape.refundShare;
      const refundMs = ms + between(rng, 2, 6) * DAY_MS + between(rng, 0, 3_600_000);
      const purchase = add(pick(rng, d.coin), coinAmount(rng, p), false, ms, !refunded);
      if (refunded) drafts.push({ ...purchase, id: `${purchase.id}-refund`, credit: true, ms: refundMs });
    } else {
      const e = pick(rng, d.everyday);
      add(e, p.fromUsdCents(between(rng, e.minCents, e.maxCents)), e.credit ?? false, ms);
    }
  }
  return drafts;
}

/** Realistic transactions for one account over [start, start + days), sorted by date. */
export function generateProviderTransactions(options: GenerateOptions): ProviderTransaction[] {
  const provider = options.provider ?? 'finicity';
  const signed = options.signed ?? provider === 'finicity';
  const startMs = typeof options.start === 'number' ? options.start : options.start.getTime();
  const endMs = startMs + options.days * DAY_MS;
  const shape: Shape = {
    perDay: options.perDay ?? 4,
    coinShare: options.coinShare ?? 1 / 6,
    pendingShare: options.pendingShare ?? 0.3,
    refundShare: options.refundShare ?? 0.05,
    endMs,
  };
  const accountId = options.accountId ?? `${provider}-account-${options.seed}`;
  const pricing = pricingFor(options.currency);
  const unit = 10 ** pricing.exponent;
  const drafts: Draft[] = [];
  for (let day = Math.floor(startMs / DAY_MS); day * DAY_MS < endMs; day++) {
    for (const draft of draftDay(options.seed, provider, day, shape, pricing)) {
      if (draft.ms >= startMs && draft.ms < endMs) drafts.push(draft);
    }
  }
  drafts.sort((a, b) => a.ms - b.ms);
  const institutionId = options.institutionId ?? null;
  return drafts.map((draft) => {
    const row: ProviderTransaction = {
      provider,
      id: draft.id,
      accountId,
      institutionId,
      description: draft.text,
      merchant: draft.merchant,
      amount: signed
        ? (draft.credit ? draft.minor : -draft.minor) / unit
        : (draft.minor / unit).toFixed(pricing.exponent),
      currency: pricing.currency,
      date: new Date(draft.ms).toISOString(),
      pending: draft.pending,
    };
    if (!signed) row.direction = draft.credit ? 'in' : 'out';
    return row;
  });
}

/**
 * The posted rows a bank later sends for the pending ones in `rows` (others are ignored): same account,
 * description and amount, dated 0-2 days after the pending row, under a NEW id
 * (`${pendingId}-posted-${seed}`) and, by default, without `pendingTransactionId`, so only a heuristic match
 * (account, amount, direction, nearby date) can tell that they replace the pending rows. Pass
 * `{ linked: true }` to set `pendingTransactionId` as a provider that links them would.
 */
export function postPending(
  rows: readonly ProviderTransaction[],
  seed: number,
  options: { linked?: boolean } = {},
): ProviderTransaction[] {
  const rng = mulberry32(mixSeed(seed, 0x706f7374));
  return rows
    .filter((row) => row.pending)
    .map((row) => {
      const { pendingTransactionId: _ignored, ...rest } = row;
      return {
        ...rest,
        id: `${row.id}-posted-${seed}`,
        date: new Date(Date.parse(row.date) + between(rng, 0, 2 * DAY_MS)).toISOString(),
        pending: false,
        ...(options.linked ? { pendingTransactionId: row.id } : {}),
      };
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
