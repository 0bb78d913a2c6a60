// Numbers written into the texts themselves (the help articles, the landing, the terms), in each language: how
// pwa/lib/format.ts writes them on screen, for the sentences that carry a constant (a fee, a rate, a minimum).
import { formatDecimal } from '#shared/money/cents.ts';
import { dollarSignFor } from '#shared/money/dollars.ts';
import type { Locale } from './locales.ts';

const DECIMAL_SIGN: Record<Locale, string> = { 'en-US': '.', 'es-419': '.', 'pt-BR': ',' };
/** The dollar sign: the spec's '$' in English, US$ where '$' reads as pesos (docs/decisions/0023-languages.md). */
const DOLLAR_SIGN: Record<Locale, string> = { 'en-US': '$', 'es-419': 'US$', 'pt-BR': 'US$ ' };

/** A rate as a percentage with at most `decimals` decimals: 0.015 → '1.5%' ('1,5%' in Portuguese). */
export const percentIn = (locale: Locale, rate: number, decimals = 0) =>
  `${String(Math.round(rate * 10 ** (decimals + 2)) / 10 ** decimals).replace('.', DECIMAL_SIGN[locale])}%`;

/** Hundredths as a number with two decimals: '91.53', '91,53' in Portuguese. */
export const decimalIn = (locale: Locale, hundredths: number) =>
  formatDecimal(hundredths).replace('.', DECIMAL_SIGN[locale]);

/** Whole cents as dollars: '$4.34', 'US$4.34', 'US$ 4,34'. */
export const usdIn = (locale: Locale, cents: number) => `${DOLLAR_SIGN[locale]}${decimalIn(locale, cents)}`;

/**
 * A moment as a mail or notification names it, in the member's language and time zone, with the zone named:
 * 'December 1, 2026 at 3:04 PM EST', '1 de diciembre de 2026 a las 2:04 p.m. GMT-6',
 * '1 de dezembro de 2026 às 17:04 BRT'.
 */
export const momentIn = (locale: Locale, timeZone: string, ms: number) =>
  new Date(ms).toLocaleString(locale, {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/**
 * Whole cents as a member reads dollars, as the app writes them for that member (pwa/lib/format.ts): '$' in the US,
 * US$ elsewhere, where '$' reads as pesos; the figure in their language ('$5.40', 'US$5.40', 'US$ 5,40').
 */
export const memberUsdIn = (locale: Locale, country: string | null | undefined, cents: number) =>
  `${dollarSignFor(country)}${locale === 'pt-BR' ? ' ' : ''}${decimalIn(locale, cents)}`;
