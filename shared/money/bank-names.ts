// The banks named on a payout-account form, by the code the number itself carries (bank-details.ts reads them).
// A code not listed here is still accepted: the form then names the account by its country ("Mexican bank account").

/** Stripe's test numbers name their bank STRIPE TEST BANK, as Stripe's own dashboard does. */
const STRIPE_TEST_BANK = 'STRIPE TEST BANK';

/** US: by the whole 9-digit routing number (110000000 is Stripe's test routing number). */
export const US_BANKS: Record<string, string> = { '110000000': STRIPE_TEST_BANK };

/** Canada: by the 3-digit institution number (Stripe's test account is transit 11000, institution 000). */
export const CA_BANKS: Record<string, string> = {
  '000': STRIPE_TEST_BANK,
  '001': 'Bank of Montreal',
  '002': 'Scotiabank',
  '003': 'RBC Royal Bank',
  '004': 'TD Canada Trust',
  '006': 'National Bank of Canada',
  '010': 'CIBC',
};

/** Mexico: by the CLABE's first 3 digits, the bank code Banxico assigns (000 is Stripe's test CLABE). */
export const MX_BANKS: Record<string, string> = {
  '000': STRIPE_TEST_BANK,
  '002': 'Banamex (Citibanamex)',
  '012': 'BBVA México',
  '014': 'Santander',
  '021': 'HSBC',
  '030': 'Bajío',
  '036': 'Inbursa',
  '044': 'Scotiabank',
  '058': 'Banregio',
  '072': 'Banorte',
  '127': 'Azteca',
  '137': 'BanCoppel',
  '638': 'Nu México',
  '646': 'STP',
};

/** Brazil: by the 3-digit COMPE bank code. */
export const BR_BANKS: Record<string, string> = {
  '000': STRIPE_TEST_BANK,
  '001': 'Banco do Brasil',
  '033': 'Santander Brasil',
  '077': 'Banco Inter',
  '104': 'Caixa Econômica Federal',
  '237': 'Bradesco',
  '260': 'Nu Pagamentos (Nubank)',
  '341': 'Itaú Unibanco',
};

/** Argentina: by the CBU's first 3 digits, the BCRA bank code; a CVU (a wallet's account) starts 000. */
export const AR_BANKS: Record<string, string> = {
  '000': 'Virtual account (CVU)',
  '007': 'Banco Galicia',
  '011': 'Banco Nación',
  '014': 'Banco Provincia',
  '017': 'BBVA Argentina',
  '072': 'Santander Argentina',
  '285': 'Banco Macro',
};

/** Peru: by the CCI's first 3 digits, the bank code. */
export const PE_BANKS: Record<string, string> = {
  '002': 'BCP',
  '003': 'Interbank',
  '009': 'Scotiabank Perú',
  '011': 'BBVA Perú',
};
