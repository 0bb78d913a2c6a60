// What the member app needs to know of our countries beyond their names (shared/constants.ts): a module of its own,
// so the first page every visitor loads does not carry it (a module is cut into chunks whole).
import { COUNTRIES, type Country } from './constants.ts';

/** ISO 3166-1 alpha-2, as the aggregators name a bank's country (the credentials form groups banks by it). */
export const COUNTRY_CODES: Record<Country, string> = {
  USA: 'US',
  Canada: 'CA',
  Mexico: 'MX',
  Argentina: 'AR',
  Brazil: 'BR',
  Colombia: 'CO',
  Chile: 'CL',
  Perú: 'PE',
  Uruguay: 'UY',
};
/** Countries that link banks through the first aggregator's credentials form: all but the United States and Canada. */
export const CREDENTIALS_FLOW_COUNTRIES: readonly Country[] = COUNTRIES.filter((c) => c !== 'USA' && c !== 'Canada');
