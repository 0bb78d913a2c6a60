// Where each of our countries is paid (issue 30, docs/decisions/0020-payout-accounts.md): through which Stripe
// product, in which currency, and whether it can be paid at all today. One table, read by the server (which
// account to create, how to send) and the screens (what to say before anyone cashes out).
import { COUNTRY_CODES, type Country } from '#shared/constants.ts';
import type { BankDetailsCountry } from './bank-details.ts';

/**
 * `connect`: a Stripe Connect Express account, onboarded on Stripe's hosted form, paid by a transfer and a payout.
 * `recipient`: a Stripe Global Payouts recipient (a v2 Account with the recipient configuration), onboarded on
 * Stripe's hosted recipient form, paid by an OutboundPayment in the local currency. `null`: not paid today.
 */
export type PayoutRail = 'connect' | 'recipient';

export type PayoutCountry = {
  code: BankDetailsCountry;
  rail: PayoutRail | null;
  /** ISO 4217: what the bank account receives. */
  currency: string;
  /** How the money travels there, in words ('SPEI to your CLABE'). */
  network: string;
};

export const PAYOUT_COUNTRIES: Record<Country, PayoutCountry> = {
  USA: { code: 'US', rail: 'connect', currency: 'USD', network: 'ACH to your bank account' },
  Canada: { code: 'CA', rail: 'connect', currency: 'CAD', network: 'EFT to your bank account' },
  Mexico: { code: 'MX', rail: 'recipient', currency: 'MXN', network: 'SPEI to your CLABE' },
  Brazil: { code: 'BR', rail: 'recipient', currency: 'BRL', network: 'Bank transfer to your account' },
  Argentina: { code: 'AR', rail: 'recipient', currency: 'ARS', network: 'Transfer to your CBU or CVU' },
  Colombia: { code: 'CO', rail: 'recipient', currency: 'COP', network: 'ACH to your bank account' },
  Chile: { code: 'CL', rail: 'recipient', currency: 'CLP', network: 'Transfer to your bank account' },
  // Global Payouts does not list Peru (decision 0020): said at sign-up and in Settings, never at cash-out.
  Perú: { code: 'PE', rail: null, currency: 'PEN', network: 'Not available yet' },
  Uruguay: { code: 'UY', rail: 'recipient', currency: 'UYU', network: 'Transfer to your bank account' },
};

export const payoutCountryOf = (country: Country): PayoutCountry => PAYOUT_COUNTRIES[country];
export const canBePaidIn = (country: Country): boolean => PAYOUT_COUNTRIES[country].rail !== null;
/** Our country name from its ISO code ('MX' -> 'Mexico'), or null. */
export function countryOfCode(code: string): Country | null {
  const hit = Object.entries(COUNTRY_CODES).find(([, c]) => c === code);
  return hit ? (hit[0] as Country) : null;
}
