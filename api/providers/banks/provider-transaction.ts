// The one shape in which every bank aggregator hands transactions to the money engine.
// Each client (Belvo, Finicity, their sandboxes) maps its own rows to this; `ingest` does the rest.

import type { BankProvider } from '#shared/constants.ts';

export type { BankProvider };

export type ProviderTransaction = {
  provider: BankProvider;
  /** The aggregator's own transaction id: the deduplication key. */
  id: string;
  /** The aggregator's account id (Belvo account, Finicity account). */
  accountId?: string | null;
  institutionId?: string | null;
  /** The statement line, e.g. "TIKTOK COINS 8005551234 CA". */
  description: string;
  /** The merchant name, when the aggregator enriches it. */
  merchant?: string | null;
  /**
   * As the provider sends it: a decimal string or a JSON number. Signed (negative = money out, as Finicity)
   * unless `direction` is given (Belvo sends positive amounts with INFLOW/OUTFLOW).
   */
  amount: string | number;
  direction?: 'in' | 'out' | null;
  /**
   * ISO 4217; US dollars when absent. The engine keeps the amount in it and converts it to US cents at the rate
   * of the row's day (docs/decisions/0004).
   */
  currency?: string | null;
  /** ISO 8601 date or date-time of the transaction. */
  date: string;
  pending: boolean;
  /** When the provider links a posted row to the pending row it replaces. */
  pendingTransactionId?: string | null;
  /** The provider says this row no longer exists (Belvo transactions_deleted, Finicity removals). */
  removed?: boolean;
};
