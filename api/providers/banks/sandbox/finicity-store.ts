// What the Finicity sandbox must remember about a customer: that it completed Connect (and when), its last
// refresh, and the accounts it removed. Nothing else: ids, accounts and transactions derive from the customer
// id. In memory by default (a restart forgets who connected); `fileFinicityStore` keeps it in a small JSON
// file (e.g. in DATA_DIR) so a restarted server still serves connected customers.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type FinicityCustomerRecord = {
  /** When the customer completed Connect: the history reaches 90 days before it. */
  connectedAtMs: number;
  /** The last aggregation asked for with refresh() (Connect counts as one). */
  refreshedAtMs: number;
  deletedAccountIds: string[];
  /** When the customer was deleted (DeleteCustomer): it is no longer connected, and lists nothing. */
  deletedAtMs?: number;
};

export interface FinicitySandboxStore {
  get(customerId: string): FinicityCustomerRecord | undefined;
  set(customerId: string, record: FinicityCustomerRecord): void;
}

export function memoryFinicityStore(): FinicitySandboxStore {
  const records = new Map<string, FinicityCustomerRecord>();
  return {
    get: (id) => records.get(id),
    set: (id, record) => void records.set(id, record),
  };
}

/** The records as one JSON object in `path`, read once, rewritten whole (write then rename) on each change. */
export function fileFinicityStore(path: string): FinicitySandboxStore {
  let records: Record<string, FinicityCustomerRecord> | null = null;
  const load = () => {
    if (records) return records;
    try {
      records = JSON.parse(readFileSync(path, 'utf8')) as Record<string, FinicityCustomerRecord>;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      records = {};
    }
    return records;
  };
  return {
    get: (id) => (Object.hasOwn(load(), id) ? load()[id] : undefined),
    set: (id, record) => {
      const all = { ...load(), [id]: record };
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(`${path}.tmp`, JSON.stringify(all));
      renameSync(`${path}.tmp`, path);
      records = all;
    },
  };
}
