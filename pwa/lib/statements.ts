// The statements' query keys and the list of months and years, shared by Settings > Your data (the list)
// and the statement pages (features/statements), which do not import each other.
import { queryOptions } from '@tanstack/react-query';
import { activeLocale } from '#pwa/lib/i18n/active-locale.ts';
import { statementApiPaths } from '#shared/routes-statements.ts';
import type { StatementsIndex } from '#shared/schemas/statements.ts';
import { getJson } from '#pwa/lib/api-client.ts';
import { formatInstant } from '#pwa/lib/format.ts';

export const statementKeys = {
  all: ['statements'] as const,
  index: () => [...statementKeys.all, 'index'] as const,
  month: (month: string) => [...statementKeys.all, 'month', month] as const,
  tax: (year: number) => [...statementKeys.all, 'tax', year] as const,
};

/** A month that has ended changes no more; the current one is read again on each visit. */
export const STATEMENT_STALE_MS = 60 * 60_000;

/** GET /api/statements: the months since joining and the years (kept in the persisted cache, for offline). */
export const statementsIndexQuery = () =>
  queryOptions({
    queryKey: statementKeys.index(),
    queryFn: () => getJson<StatementsIndex>(statementApiPaths.index),
    staleTime: STATEMENT_STALE_MS,
  });

let monthFormat: Intl.DateTimeFormat | undefined;
/** A statement month 'YYYY-MM' as 'March 2026' (a UTC month, so it never slips into the one before). */
export function formatStatementMonth(month: string) {
  monthFormat ??= new Intl.DateTimeFormat(activeLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** An instant as its day in the statement's time zone (the member's), 'Mar 5, 2026'. */
export const formatStatementDay = (iso: string, timeZone: string) =>
  formatInstant(iso, { month: 'short', day: 'numeric', year: 'numeric', timeZone });

/** The zone's name as the member's language says it ('Central Standard Time', 'Horário Padrão de Brasília'). */
export function timeZoneName(timeZone: string) {
  if (timeZone === 'UTC') return timeZone;
  const parts = new Intl.DateTimeFormat(activeLocale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts();
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
