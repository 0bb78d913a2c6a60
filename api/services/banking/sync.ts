// Bank sync: the full 90-day history on link, then every 6 hours per link (jittered), on the aggregator's
// webhook and on Refresh. One sync per user at a time; each page of results goes through the money engine's
// ingestion in its own transaction, so a crash mid-sync loses nothing and doubles nothing. A broken link is
// marked as needing attention on its accounts and notified once.
import { settingsPath } from '#shared/routes.ts';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { bankAccounts } from '#db/schema/index.ts';
import { banking } from '#shared/messages/banking.ts';
import type { Deps } from '#api/deps.ts';
import { BankLinkError } from '#api/providers/banks/bank-provider.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { activeAccountsOf, byRef, type LinkedRef, type RefGroup } from '#api/services/banking/provider-refs.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { addNews, type BatchNews, NO_NEWS, notifySync } from '#api/services/money/ingest-notices.ts';
import { notify } from '#api/services/money/notify.ts';
import { write } from '#db/unit-of-work.ts';

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

type SyncDeps = Pick<Deps, 'db' | 'sqlite' | 'providers' | 'banks' | 'now'>;
type Account = typeof bankAccounts.$inferSelect;
export type SyncResult = { transactionCount: number; inserted: number };
/** What a sync has found so far, to tell once it ends. */
type Told = { news: BatchNews };

/**
 * The syncs under way, per database: the server's app and its scheduler share one connection, so they share
 * this map, and a second sync of the same user waits for the first instead of running beside it.
 */
const running = new WeakMap<SyncDeps['db'], Map<number, Promise<SyncResult>>>();
function runningFor(db: SyncDeps['db']) {
  let map = running.get(db);
  if (!map) running.set(db, (map = new Map()));
  return map;
}

/** Syncs every active account of the user; a call while one runs waits for that one instead of starting another. */
export function syncUser(deps: SyncDeps, userId: number): Promise<SyncResult> {
  const inFlight = runningFor(deps.db);
  const current = inFlight.get(userId);
  if (current) return current;
  const run = syncAccounts(deps, userId).finally(() => inFlight.delete(userId));
  inFlight.set(userId, run);
  return run;
}

/** Resolves when the user's current sync (if any) has finished, whatever its outcome. */
export async function syncIdle(deps: Pick<Deps, 'db'>, userId: number) {
  await running
    .get(deps.db)
    ?.get(userId)
    ?.catch(() => undefined);
}

/** Whether a sync of the user is under way: what it notifies goes out as one push once it has ended. */
export const syncInProgress = (deps: Pick<Deps, 'db'>, userId: number) => running.get(deps.db)?.has(userId) ?? false;

/**
 * Users with an account due for its scheduled sync (the due time is stored, so it survives a restart); with `userId`,
 * that user alone if due (the scheduler asks again once it holds the member's lease).
 */
export function usersDueForSync({ db, now }: Pick<Deps, 'db' | 'now'>, userId?: number): number[] {
  const rows = db
    .selectDistinct({ id: bankAccounts.userId })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.isActive, true),
        or(isNull(bankAccounts.nextSyncAt), lte(bankAccounts.nextSyncAt, new Date(now()))),
        userId === undefined ? undefined : eq(bankAccounts.userId, userId),
      ),
    )
    .all();
  return rows.map((r) => r.id);
}

/** The aggregator's webhook said the link's password changed: mark its accounts, notify once. Returns the users. */
export function markLinkBroken(deps: Pick<Deps, 'db' | 'sqlite' | 'now'>, linked: LinkedRef, message: string) {
  const rows = activeAccountsOf(deps, linked);
  const byUser = new Map<number, Account[]>();
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  for (const [userId, group] of byUser)
    markFailed(deps, userId, group, new BankLinkError('invalid_credentials', message));
  return [...byUser.keys()];
}

const activeAccounts = ({ db }: Pick<Deps, 'db'>, userId: number) =>
  db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isActive, true)))
    .all();

/** Refresh: each aggregator that can is asked for fresh data from the bank, for what the user has linked there. */
export async function refreshAtAggregators(deps: SyncDeps, userId: number) {
  for (const { provider, ref } of byRef(deps, userId, activeAccounts(deps, userId))) {
    const aggregator = deps.banks.byName[provider];
    if (ref && aggregator.refresh) await aggregator.refresh(ref);
  }
}

async function syncAccounts(deps: SyncDeps, userId: number): Promise<SyncResult> {
  const accounts = activeAccounts(deps, userId);
  const total: SyncResult = { transactionCount: 0, inserted: 0 };
  // Told once, when the sync ends, including the pages of a link that failed halfway.
  const told = { news: NO_NEWS };
  const firstImport = accounts.some((a) => a.lastSyncedAt === null);
  let failure: unknown = null;
  for (const group of byRef(deps, userId, accounts)) {
    try {
      const r = await syncGroup(deps, userId, group, told);
      total.transactionCount += r.transactionCount;
      total.inserted += r.inserted;
      markSynced(deps, group.accounts);
    } catch (error) {
      failure ??= error;
      markFailed(deps, userId, group.accounts, error);
    }
  }
  notifySync(deps.sqlite, userId, told.news, { firstImport, days: HISTORY_DAYS }, deps.now());
  if (failure && total.transactionCount === 0) throw failure;
  return total;
}

function windowStart(now: number, group: Account[]) {
  const last = group.some((a) => a.lastSyncedAt === null)
    ? null
    : Math.min(...group.map((a) => a.lastSyncedAt!.getTime()));
  return last === null ? now - HISTORY_DAYS * DAY_MS : Math.max(now - HISTORY_DAYS * DAY_MS, last - OVERLAP_MS);
}

/**
 * Rows of the group's accounts (and rows naming no account), except those dated up to an account's
 * `rewardsFrom`: they belong to the member who had the real account then, and earned for them.
 */
function rowsOf(group: Account[]) {
  const from = new Map(group.map((a) => [a.providerAccountId, a.rewardsFrom?.getTime() ?? null]));
  return (t: ProviderTransaction) => {
    if (!t.accountId) return true;
    if (!from.has(t.accountId)) return false;
    const since = from.get(t.accountId);
    // Dated at the moment the other member let it go is still theirs: they may have synced it.
    return since == null || Date.parse(t.date) > since;
  };
}

async function ingestPages(
  deps: SyncDeps,
  userId: number,
  pages: AsyncIterable<ProviderTransaction[]>,
  keep: (t: ProviderTransaction) => boolean,
  told: Told,
) {
  const result: SyncResult = { transactionCount: 0, inserted: 0 };
  for await (const page of pages) {
    const mine = page.filter(keep);
    if (mine.length === 0) continue;
    const r = await ingestBatch(deps, userId, mine, { quiet: true });
    told.news = addNews(told.news, r.news);
    result.transactionCount += mine.length;
    result.inserted += r.inserted;
  }
  return result;
}

/** The group's rows since its last sync (less the overlap), read through its reference at its aggregator. */
function syncGroup(deps: SyncDeps, userId: number, { provider, ref, accounts }: RefGroup, told: Told) {
  if (!ref) throw new BankLinkError('not_found', banking.noConnection);
  const now = deps.now();
  const pages = deps.banks.byName[provider].transactions(ref, windowStart(now, accounts), now);
  return ingestPages(deps, userId, pages, rowsOf(accounts), told);
}

function markSynced({ db, now }: Pick<Deps, 'db' | 'now'>, group: Account[]) {
  const at = new Date(now());
  const next = new Date(at.getTime() + SYNC_EVERY_MS + Math.round((Math.random() * 2 - 1) * JITTER_MS));
  for (const a of group)
    db.update(bankAccounts)
      .set({
        lastSyncedAt: at,
        nextSyncAt: next,
        needsAttention: false,
        attentionNotifiedAt: null,
        syncError: null,
        updatedAt: at,
      })
      .where(eq(bankAccounts.id, a.id))
      .run();
}

function markFailed(deps: Pick<Deps, 'db' | 'sqlite' | 'now'>, userId: number, group: Account[], error: unknown) {
  const { db, sqlite } = deps;
  const now = deps.now();
  const broken = error instanceof BankLinkError && BROKEN_LINK.has(error.code);
  const message = error instanceof BankLinkError ? error.message : banking.providerUnavailable;
  // A broken link waits for the user; a provider hiccup is retried at the next scheduled time.
  const next = broken ? now + 365 * DAY_MS : now + SYNC_EVERY_MS;
  write(sqlite, () => {
    for (const a of group)
      db.update(bankAccounts)
        .set({ needsAttention: broken, syncError: message, nextSyncAt: new Date(next), updatedAt: new Date(now) })
        .where(eq(bankAccounts.id, a.id))
        .run();
    // One link, one notice: its accounts break together, and the user reconnects the bank once.
    const fresh = group.filter((a) => a.attentionNotifiedAt === null);
    if (broken && fresh.length > 0) {
      for (const a of fresh)
        db.update(bankAccounts)
          .set({ attentionNotifiedAt: new Date(now) })
          .where(eq(bankAccounts.id, a.id))
          .run();
      notify(
        sqlite,
        {
          userId,
          type: 'other',
          words: ({ texts }) => ({
            title: texts.banking.banking.attentionTitle,
            message: texts.banking.banking.attentionBody(group.map((a) => a.accountName).join(', ')),
          }),
          // Relinking happens in the settings' bank accounts.
          data: { bankAccountIds: group.map((a) => a.id), url: settingsPath('bank') },
          push: 'notifyTransactionAlerts',
        },
        now,
      );
    }
  });
  if (!broken)
    console.warn(
      `[banks] sync of user ${userId} failed, retrying at the next scheduled time:`,
      (error as Error).message,
    );
}
