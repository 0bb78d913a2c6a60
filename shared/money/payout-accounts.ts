// Where each of our countries is paid (docs/decisions/0020-payout-accounts.md): through which Stripe
// product, in which currency, and whether it can be paid at all today. One table, read by the server (which
// account to create, how to send) and the screens (what to say before anyone cashes out).
import { type Country } from '#shared/constants.ts';
import { COUNTRY_CODES } from '#shared/country-codes.ts';
import type { BankDetailsCountry } from './bank-details.ts';
import { canBePaidIn } from './payout-rails.ts';

/**
 * `connect`: a Stripe Connect Express account, onboarded on Stripe's hosted form, paid by a transfer and a payout.
 * `recipient`: a Stripe Global Payouts recipient (a v2 Account with the recipient configuration), onboarded on
 * Stripe's hosted recipient form, paid by an OutboundPayment in the local currency. `null`: not paid today.
 */
export type PayoutRail = 'connect' | 'recipient';

/** The country's rail, or null where Stripe cannot pay (payout-rails.ts). */
const railOf = (country: Country, rail: PayoutRail) => (canBePaidIn(country) ? rail : null);

export type PayoutCountry = {
  code: BankDetailsCountry;
  rail: PayoutRail | null;
  /** ISO 4217: what the bank account receives. */
  currency: string;
  /** How the money travels there, in words ('SPEI to your CLABE'). */
  network: string;
};

export const PAYOUT_COUNTRIES: Record<Country, PayoutCountry> = {
  USA: { code: 'US', rail: railOf('USA', 'connect'), currency: 'USD', network: 'ACH to your bank account' },
  Canada: { code: 'CA', rail: railOf('Canada', 'connect'), currency: 'CAD', network: 'EFT to your bank account' },
  Mexico: { code: 'MX', rail: railOf('Mexico', 'recipient'), currency: 'MXN', network: 'SPEI to your CLABE' },
  Brazil: {
    code: 'BR',
    rail: railOf('Brazil', 'recipient'),
    currency: 'BRL',
    network: 'Bank transfer to your account',
  },
  Argentina: {
    code: 'AR',
    rail: railOf('Argentina', 'recipient'),
    currency: 'ARS',
    network: 'Transfer to your CBU or CVU',
  },
  Colombia: { code: 'CO', rail: railOf('Colombia', 'recipient'), currency: 'COP', network: 'ACH to your bank account' },
  Chile: { code: 'CL', rail: railOf('Chile', 'recipient'), currency: 'CLP', network: 'Transfer to your bank account' },
  Perú: { code: 'PE', rail: railOf('Perú', 'recipient'), currency: 'PEN', network: 'Not available yet' },
  Uruguay: {
    code: 'UY',
    rail: railOf('Uruguay', 'recipient'),
    currency: 'UYU',
    network: 'Transfer to your bank account',
  },
};

/** Our country name from its ISO code ('MX' -> 'Mexico'), or null. */
export function countryOfCode(code: string): Country | null {
  const hit = Object.entries(COUNTRY_CODES).find(([, c]) => c === code);
  return hit ? (hit[0] as Country) : null;
}
