// The statements' query keys and the list of months and years, shared by Settings > Your data (the list)
// and the statement pages (features/statements), which do not import each other.
import { queryOptions } from '@tanstack/react-query';
import { activeLocale } from '#pwa/lib/i18n/active-locale.ts';
import { statementApiPaths } from '#shared/routes-statements.ts';
import type { StatementsIndex } from '#shared/schemas/statements.ts';
import { getJson } from '#pwa/lib/api-client.ts';

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

let dayFormat: Intl.DateTimeFormat | undefined;
/** An instant as its UTC day, 'Mar 5, 2026': statements count days in UTC. */
export function formatStatementDay(iso: string) {
  dayFormat ??= new Intl.DateTimeFormat(activeLocale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(new Date(iso));
}
