// The member's bank for the model test: a Finicity stand-in whose statement the test writes row by row (a purchase,
// its posting, a correction, a removal, a refund), listed by a sync as the aggregator would: the rows dated in the
// asked window, by date then id, in pages of 100.
import type { BankAccount, ConnectAggregator } from '#api/providers/banks/bank-provider.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';

export const MODEL_CUSTOMER_ID = '1009990001';
const PAGE = 100;

export class ScriptedBank implements ConnectAggregator {
  readonly name = 'finicity';
  readonly flow = 'connect';
  readonly mode = 'sandbox';
  /** The statement as the bank lists it now, by transaction id. */
  readonly rows = new Map<string, ProviderTransaction>();

  async ensureCustomer() {
    return { customerId: MODEL_CUSTOMER_ID };
  }

  async connectUrl(): Promise<string> {
    throw new Error('the scripted bank is linked by the test');
  }

  async accounts(): Promise<BankAccount[]> {
    return [];
  }

  async *transactions(customerId: string, fromMs: number, toMs: number): AsyncGenerator<ProviderTransaction[]> {
    if (customerId !== MODEL_CUSTOMER_ID) return;
    const listed = [...this.rows.values()]
      .filter((r) => Date.parse(r.date) >= fromMs && Date.parse(r.date) <= toMs)
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (let i = 0; i < listed.length; i += PAGE) yield listed.slice(i, i + PAGE).map((r) => ({ ...r }));
  }

  async refresh() {}

  async deleteCustomerAccount() {}
  async removeLinked() {}

  async accountIdentity(): Promise<string | null> {
    return null;
  }
}
