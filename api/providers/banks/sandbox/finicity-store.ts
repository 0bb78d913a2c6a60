// What the Finicity sandbox must remember about a customer: that it completed Connect (and when), its last
// refresh, and the accounts it removed. Nothing else: ids, accounts and transactions derive from the customer
// id. In memory by default (a restart forgets who connected); `fileFinicityStore` keeps it in a small JSON
// file (e.g. in DATA_DIR) so a restarted server still serves connected customers.
import { fileStore, memoryStore, type SandboxStore } from './sandbox-store.ts';

export type FinicityCustomerRecord = {
  /** When the customer completed Connect: the history reaches 90 days before it. */
  connectedAtMs: number;
  /** The last aggregation asked for with refresh() (Connect counts as one). */
  refreshedAtMs: number;
  deletedAccountIds: string[];
  /** When the customer was deleted (DeleteCustomer): it is no longer connected, and lists nothing. */
  deletedAtMs?: number;
};

export type FinicitySandboxStore = SandboxStore<FinicityCustomerRecord>;

export const memoryFinicityStore = (): FinicitySandboxStore => memoryStore();

export const fileFinicityStore = (path: string): FinicitySandboxStore => fileStore(path);
