import { Navigate, useRoutes } from 'react-router-dom';
import { YOUR_DATA_SETTINGS } from '#shared/routes-statements.ts';
import { StatementPage } from './statement-page.tsx';
import { TaxSummaryPage } from './tax-summary-page.tsx';

/**
 * The screens under /statements/ (`statementScreens`): a year's tax summary and a month's statement. One
 * lazy chunk: the app's router, which every first page loads, names only `STATEMENTS_ROUTE`.
 */
export function StatementsPages() {
  return useRoutes([
    { path: 'tax/:year', element: <TaxSummaryPage /> },
    { path: ':month', element: <StatementPage /> },
    { path: '*', element: <Navigate to={YOUR_DATA_SETTINGS} replace /> },
  ]);
}
