// The whole transaction list as a user would reach it: GET /api/transactions page by page (200 a page),
// following nextCursor to the end. Status and summary come from the first page.
import { type TransactionsResponse, transactionsResponseSchema } from '#shared/schemas/transactions.ts';
import type { TestApp } from './test-app.ts';

export async function everyTransaction(t: Pick<TestApp, 'get'>, cookie?: string): Promise<TransactionsResponse> {
  let first: TransactionsResponse | undefined;
  const rows: TransactionsResponse['transactions'] = [];
  let cursor: string | null = null;
  do {
    const res = await t.get(`/api/transactions?limit=200${cursor ? `&cursor=${cursor}` : ''}`, cookie);
    const page = transactionsResponseSchema.parse(await res.json());
    first ??= page;
    rows.push(...page.transactions);
    cursor = page.nextCursor;
  } while (cursor);
  return { ...first!, transactions: rows, nextCursor: null };
}
