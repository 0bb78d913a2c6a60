// Bank sync: the full 90-day history on link, then every 6 hours per link (jittered), on the aggregator's
// webhook and on Refresh. One sync per user at a time; each page of results goes through the money engine's
// ingestion in its own transaction, so a crash mid-sync loses nothing and doubles nothing. A broken link is
// marked as needing attention on its accounts and notified once.
import type { Sqlite } from '#db/index.ts';
import { banking } from '#shared/messages.ts';
import {
  BankLinkError,
  type ConnectAggregator,
  type CredentialsAggregator,
} from '#api/providers/banks/bank-provider.ts';
import type { MoneyDeps } from '#api/services/money/deps.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { notify } from '#api/services/money/notify.ts';

const DAY_MS = 86_400_000;
export const HISTORY_DAYS = 90;
/** Each sync looks this far behind the last one, so late postings, pending rows that post and removals are seen. */
const OVERLAP_MS = 10 * DAY_MS;
export const SYNC_EVERY_MS = 6 * 60 * 60 * 1000;
const JITTER_MS = 30 * 60 * 1000;
const BROKEN_LINK: ReadonlySet<BankLinkError['code']> = new Set([
  'invalid_credentials',
  'token_required',
  'login_expired',
]);

export type BankProviders = { belvo: CredentialsAggregator; finicity: ConnectAggregator };
export type SyncResult = { transactionCount: number; inserted: number };

type AccountRow = {
  id: number;
  provider: 'belvo' | 'finicity';
  belvo_link_id: string | null;
  belvo_account_id: string | null;
  finicity_account_id: string | null;
  account_name: string;
  last_synced_at: number | null;
  attention_notified_at: number | null;
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export class BankSync {
  readonly #running = new Map<number, Promise<SyncResult>>();

  constructor(
    private readonly sqlite: Sqlite,
    private readonly banks: BankProviders,
    private readonly money: MoneyDeps,
  ) {}

  /** Syncs every active account of the user; a call while one runs waits for that one instead of starting another. */
  syncUser(userId: number): Promise<SyncResult> {
    const running = this.#running.get(userId);
    if (running) return running;
    const run = this.#sync(userId).finally(() => this.#running.delete(userId));
    this.#running.set(userId, run);
    return run;
  }

  /** Resolves when the user's current sync (if any) has finished, whatever its outcome. */
  async idle(userId: number) {
    await this.#running.get(userId)?.catch(() => undefined);
  }

  /** Users with an account due for its scheduled sync (the due time is stored, so it survives a restart). */
  dueUsers(): number[] {
    const rows = this.sqlite
      .prepare(
        'SELECT DISTINCT user_id AS id FROM bank_accounts WHERE is_active = 1 AND (next_sync_at IS NULL OR next_sync_at <= ?)',
      )
      .all(this.money.now());
    return (rows as { id: number }[]).map((r) => r.id);
  }

  async #sync(userId: number): Promise<SyncResult> {
    const accounts = this.sqlite
      .prepare('SELECT * FROM bank_accounts WHERE user_id = ? AND is_active = 1')
      .all(userId) as AccountRow[];
    const total: SyncResult = { transactionCount: 0, inserted: 0 };
    const groups = new Map<string, AccountRow[]>();
    for (const a of accounts) {
      const key = a.provider === 'belvo' ? `belvo:${a.belvo_link_id}` : 'finicity';
      groups.set(key, [...(groups.get(key) ?? []), a]);
    }
    let failure: unknown = null;
    for (const [key, group] of groups) {
      try {
        const r =
          key === 'finicity'
            ? await this.#syncFinicity(userId, group)
            : await this.#syncBelvo(userId, group[0]!.belvo_link_id!, group);
        total.transactionCount += r.transactionCount;
        total.inserted += r.inserted;
        this.#markSynced(group);
      } catch (error) {
        failure ??= error;
        this.#markFailed(userId, group, error);
      }
    }
    if (failure && total.transactionCount === 0) throw failure;
    return total;
  }

  /** A Belvo webhook said the link's password changed: mark its accounts, notify once. */
  markLinkBroken(linkId: string, message: string) {
    const rows = this.sqlite
      .prepare('SELECT * FROM bank_accounts WHERE belvo_link_id = ? AND is_active = 1')
      .all(linkId) as (AccountRow & { user_id: number })[];
    const byUser = new Map<number, AccountRow[]>();
    for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
    for (const [userId, group] of byUser)
      this.#markFailed(userId, group, new BankLinkError('invalid_credentials', message));
    return [...byUser.keys()];
  }

  #from(group: AccountRow[]) {
    const now = this.money.now();
    const last = group.some((a) => a.last_synced_at === null) ? null : Math.min(...group.map((a) => a.last_synced_at!));
    return last === null ? now - HISTORY_DAYS * DAY_MS : Math.max(now - HISTORY_DAYS * DAY_MS, last - OVERLAP_MS);
  }

  async #ingestPages(
    userId: number,
    pages: AsyncIterable<import('#api/services/money/provider-transaction.ts').ProviderTransaction[]>,
    keep: (accountId: string | null | undefined) => boolean,
  ) {
    const result: SyncResult = { transactionCount: 0, inserted: 0 };
    for await (const page of pages) {
      const mine = page.filter((t) => keep(t.accountId));
      if (mine.length === 0) continue;
      const r = await ingestBatch(this.money, userId, mine);
      result.transactionCount += mine.length;
      result.inserted += r.inserted;
    }
    return result;
  }

  #syncBelvo(userId: number, linkId: string, group: AccountRow[]) {
    const ids = new Set(group.map((a) => a.belvo_account_id));
    return this.#ingestPages(
      userId,
      this.banks.belvo.transactions(linkId, isoDay(this.#from(group)), isoDay(this.money.now())),
      (id) => !id || ids.has(id),
    );
  }

  #syncFinicity(userId: number, group: AccountRow[]) {
    const customer = this.sqlite.prepare('SELECT finicity_customer_id AS id FROM users WHERE id = ?').get(userId) as {
      id: string | null;
    };
    if (!customer.id) throw new BankLinkError('not_found', banking.noConnection);
    const ids = new Set(group.map((a) => a.finicity_account_id));
    return this.#ingestPages(
      userId,
      this.banks.finicity.transactions(customer.id, this.#from(group), this.money.now()),
      (id) => !id || ids.has(id),
    );
  }

  #markSynced(group: AccountRow[]) {
    const now = this.money.now();
    const next = now + SYNC_EVERY_MS + Math.round((Math.random() * 2 - 1) * JITTER_MS);
    const update = this.sqlite.prepare(
      'UPDATE bank_accounts SET last_synced_at = ?, next_sync_at = ?, needs_attention = 0, attention_notified_at = NULL, sync_error = NULL, updated_at = ? WHERE id = ?',
    );
    for (const a of group) update.run(now, next, now, a.id);
  }

  #markFailed(userId: number, group: AccountRow[], error: unknown) {
    const now = this.money.now();
    const broken = error instanceof BankLinkError && BROKEN_LINK.has(error.code);
    const message = error instanceof BankLinkError ? error.message : banking.providerUnavailable;
    // A broken link waits for the user; a provider hiccup is retried at the next scheduled time.
    const next = broken ? null : now + SYNC_EVERY_MS;
    this.sqlite.transaction(() => {
      for (const a of group) {
        this.sqlite
          .prepare(
            'UPDATE bank_accounts SET needs_attention = ?, sync_error = ?, next_sync_at = ?, updated_at = ? WHERE id = ?',
          )
          .run(broken ? 1 : 0, message, next ?? now + 365 * DAY_MS, now, a.id);
      }
      // One link, one notice: its accounts break together, and the user reconnects the bank once.
      const fresh = group.filter((a) => a.attention_notified_at === null);
      if (broken && fresh.length > 0) {
        for (const a of fresh)
          this.sqlite.prepare('UPDATE bank_accounts SET attention_notified_at = ? WHERE id = ?').run(now, a.id);
        const names = group.map((a) => a.account_name).join(', ');
        notify(
          this.sqlite,
          {
            userId,
            type: 'other',
            title: banking.attentionTitle,
            message: banking.attentionBody(names),
            data: { bankAccountIds: group.map((a) => a.id) },
          },
          now,
        );
      }
    })();
    if (!broken)
      console.warn(
        `[banks] sync of user ${userId} failed, retrying at the next scheduled time:`,
        (error as Error).message,
      );
  }
}
