// One month's statement and one year's tax summary. A period that has ended changes no more (kept an
// hour, and in the persisted cache for offline); the current one is read again on each visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { statementApiPaths } from '#shared/routes-statements.ts';
import type { Statement, TaxSummary } from '#shared/schemas/statements.ts';
import { getJson } from '#pwa/lib/api-client.ts';
import { STATEMENT_STALE_MS, statementKeys } from '#pwa/lib/statements.ts';

export const statementQuery = (month: string) =>
  queryOptions({
    queryKey: statementKeys.month(month),
    queryFn: () => getJson<Statement>(statementApiPaths.month(month)),
    staleTime: (query) => (query.state.data?.complete ? STATEMENT_STALE_MS : 0),
  });

export const taxSummaryQuery = (year: number) =>
  queryOptions({
    queryKey: statementKeys.tax(year),
    queryFn: () => getJson<TaxSummary>(statementApiPaths.tax(year)),
    staleTime: (query) => (query.state.data?.complete ? STATEMENT_STALE_MS : 0),
  });

export const useStatement = (month: string) => useQuery(statementQuery(month));
export const useTaxSummary = (year: number) => useQuery(taxSummaryQuery(year));
