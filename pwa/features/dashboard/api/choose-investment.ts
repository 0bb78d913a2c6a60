import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvestmentType } from '#shared/constants.ts';
import { newIdempotencyKey } from '#pwa/lib/idempotency-key.ts';
import { settingsChangeOptions } from '#pwa/lib/offline/settings-change.ts';

/**
 * The checklist's choice of investment: PATCH /api/user `{ investmentChoice }` through the outbox, as Settings
 * saves it (shown at once; offline, sent when the network returns; a refusal undone with a toast).
 */
export function useChooseInvestment() {
  const mutation = useMutation(settingsChangeOptions(useQueryClient()));
  return (choice: InvestmentType) => mutation.mutate({ patch: { investmentChoice: choice }, key: newIdempotencyKey() });
}
