// Monthly statements and the year-end tax summary (Settings > Your data). Months are 'YYYY-MM' and
// years 'YYYY', the member's, in their time zone.
import { settingsPath } from './routes.ts';

export const statementScreens = {
  /** One month's statement: `/statements/2026-03`. */
  month: (month: string) => `/statements/${month}`,
  /** One year's tax summary: `/statements/tax/2026`. */
  tax: (year: number | string) => `/statements/tax/${year}`,
} as const;

/** The app router's one pattern for both (a string of its own: the router's chunk loads on every first page). */
export const STATEMENTS_ROUTE = '/statements/*';

export const statementApiPaths = {
  /** GET: the months since joining and the years, newest first. */
  index: '/api/statements',
  /** GET: one month's statement (404 before joining or in the future, 400 when not YYYY-MM). */
  month: (month: string) => `/api/statements/${month}`,
  /** GET: one year's tax summary (404 before joining or in the future, 400 when not YYYY). */
  tax: (year: number | string) => `/api/statements/tax/${year}`,
} as const;

/** The paper a statement is printed on by default: Letter in the United States and Canada, else A4. */
export const paperFor = (country: string | null | undefined): 'letter' | 'a4' =>
  country === 'USA' || country === 'Canada' ? 'letter' : 'a4';

/** Settings > Your data, where a statement page leads back to. */
export const YOUR_DATA_SETTINGS = settingsPath('your-data');
