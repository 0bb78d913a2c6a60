// POST /api/cash-outs, from the portfolio (pwa/features/dashboard) and from closing an account, which empties each
// investment first (pwa/features/settings/close-account).
import { apiPaths } from '#shared/routes.ts';
import type { CashOut, CashOutRequest } from '#shared/schemas/payouts.ts';
import { apiRequest } from './api-client.ts';
import { withProof } from './proof.ts';

export type CashOutCall = { request: CashOutRequest; idempotencyKey: string };

/**
 * One cash-out (201). The Idempotency-Key makes a double click or a retry after a lost answer one cash-out; past 15
 * minutes of a session the member proves it first.
 */
export const cashOut = ({ request, idempotencyKey }: CashOutCall) =>
  withProof(() =>
    apiRequest<CashOut>('POST', apiPaths.cashOuts, request, { headers: { 'Idempotency-Key': idempotencyKey } }),
  );
