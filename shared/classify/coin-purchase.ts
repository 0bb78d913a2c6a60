// Does a bank line name the platform's coin purchase? (docs/product-rules.md section 3.) Only the text is judged here;
// whether money went out or came in is the caller's business.

import { TRANSACTION_CATEGORIES } from '#shared/constants.ts';

export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];
const [TIKTOK, OTHER] = TRANSACTION_CATEGORIES;

type Rule = { pattern: RegExp; why: string };

// Patterns run on normalised text: upper case, no accents, every run of punctuation or spaces one space,
// so `TikTok*Coins`, `APPLE.COM/BILL TIKTOK` and `TIK-TOK` read `TIKTOK COINS`, `APPLE COM BILL TIKTOK`,
// `TIK TOK`. Whole words only: `TIKTOKEN`, `STICKTOK`, `TIKTOKER` do not name the platform.

/** The line names the platform. Anything about it counts as a coin purchase unless an exclusion says otherwise. */
const NAMES_PLATFORM: Rule[] = [
  {
    pattern: /\bTIKTOK\b/,
    why: 'the name as networks, app stores and banks print it: TIKTOK COINS, GOOGLE *TikTok, BYTEDANCE*TIKTOK',
  },
  {
    pattern: /\bTIK TOK\b/,
    why: 'some issuers and older descriptors split the name: TIK TOK, Tik-Tok Coins',
  },
  {
    pattern: /\bTIKTOK(?:COINS?|LIVE|PTE|COM)\b/,
    why: 'descriptors squeezed into 22 characters glue the words: TIKTOKCOINS.COM, PAYPAL *TIKTOKPTE',
  },
];

/** The line names the platform but something bought there other than coins. */
const NOT_COINS: Rule[] = [
  {
    pattern: /\b(?:TIKTOK|TT)?SHOP\w*/,
    why: 'shop orders are goods from sellers, not coins: TIKTOK SHOP, TikTok Shop*order, PAYPAL *TIKTOKSHOP',
  },
  {
    pattern: /\b(?:TIENDA|LOJA)\b/,
    why: 'the shop in Spanish and Portuguese statements',
  },
  {
    pattern: /\b(?:ADS|ADVERTIS\w*|PROMOTE)\b/,
    why: 'ads and paid promotion are a business expense, not coins: TIKTOK ADS, TIKTOK ADVERTISING, TikTok Promote',
  },
  {
    pattern: /\bTIKTOK (?:FOR )?BUSINESS\b/,
    why: 'the ads platform bills as TikTok for Business / TIKTOK BUSINESS CENTER',
  },
  {
    pattern: /\b(?:PUBLICIDADE?|ANUNCIOS?)\b/,
    why: 'ads in Spanish and Portuguese statements: TIKTOK PUBLICIDADE, TIKTOK ANUNCIOS',
  },
];

/** Upper case, accents and full-width forms folded (NFKD), punctuation and repeated spaces to one space. */
export function normaliseDescriptor(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

const matchesAny = (rules: Rule[], text: string) => rules.some((rule) => rule.pattern.test(text));

/**
 * True when the description or the merchant names the platform's coin purchase. The two are read together,
 * so an exclusion in either wins: `CARD PURCHASE` from merchant `TikTok Shop` is a shop order.
 */
export function isCoinPurchaseText(description: string, merchant?: string | null): boolean {
  const text = normaliseDescriptor(merchant ? `${description} ${merchant}` : description);
  return matchesAny(NAMES_PLATFORM, text) && !matchesAny(NOT_COINS, text);
}

export function categorize(input: { description: string; merchant?: string | null }): TransactionCategory {
  return isCoinPurchaseText(input.description, input.merchant) ? TIKTOK : OTHER;
}
