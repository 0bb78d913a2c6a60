// Building a member's archive, in the background: the small files at once, then the transactions and
// the ledger in pages, each page its own short read with a progress write after it, yielding to the server between
// pages, so a long history neither holds a transaction open against writers nor stalls requests. The zip is made as
// it goes (fflate's streaming Zip), sealed into DATA_DIR/exports, and the member is notified.
import { and, asc, count, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { dataExports, ledgerEntries, transactions, users } from '#db/schema/index.ts';
import { DATA_EXPORT_TTL_MS } from '#shared/routes-data-export.ts';
// Settings > Your data, where statements are too: the ready notification opens it.
import { YOUR_DATA_SETTINGS } from '#shared/routes-statements.ts';
import type { Deps } from '#api/deps.ts';
import { memberWords } from '#api/lib/member-texts.ts';
import { nextTurn } from '#api/lib/next-turn.ts';
import { notify } from '#api/services/money/notify.ts';
import * as account from './account-sections.ts';
import { CSV_BOM, csvRow } from './csv.ts';
import type { DataExportRow } from './exports.ts';
import { deleteArchive, deleteArchivesOf, writeArchive } from './files.ts';
import * as history from './history-sections.ts';
import { type ArchiveRecord, LEDGER_COLUMNS, ledgerRecord, TRANSACTION_COLUMNS, transactionRecord } from './records.ts';
import { write } from '#db/unit-of-work.ts';

type BuildDeps = Pick<Deps, 'db' | 'sqlite' | 'env' | 'now'>;

/** Rows read at a time from the long tables. */
export const EXPORT_PAGE_ROWS = 1_000;
const DAY_MS = 86_400_000;

/** A zip written as it goes, its bytes gathered in memory until `finish()`. */
function zipWriter() {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else chunks.push(data);
  });
  const open = (name: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    return (text: string, last = false) => file.push(strToU8(text), last);
  };
  return {
    open,
    whole: (name: string, text: string) => open(name)(text, true),
    finish() {
      zip.end();
      if (failure) throw failure;
      return Buffer.concat(chunks);
    },
  };
}

/** One long table as a CSV (with its header) and a JSON array of the same records. */
function tableFiles(zip: ReturnType<typeof zipWriter>, name: string, columns: readonly string[]) {
  const csv = zip.open(`${name}.csv`);
  const json = zip.open(`${name}.json`);
  csv(CSV_BOM + csvRow(columns));
  json('[');
  let first = true;
  return {
    add(records: ArchiveRecord[]) {
      if (!records.length) return;
      csv(records.map((r) => csvRow(columns.map((c) => r[c]))).join(''));
      json(`${first ? '\n' : ',\n'}${records.map((r) => JSON.stringify(r)).join(',\n')}`);
      first = false;
    },
    end() {
      csv('', true);
      json(first ? ']\n' : '\n]\n', true);
    },
  };
}

type TransactionRow = typeof transactions.$inferSelect;
type LedgerRow = typeof ledgerEntries.$inferSelect;

/** By (date, id), the member's index (transactions_user_date_idx): each page in order, from where the last ended. */
const transactionPage = ({ db }: BuildDeps, userId: number, last: TransactionRow | undefined) =>
  db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        last ? sql`(${transactions.date}, ${transactions.id}) > (${last.date.getTime()}, ${last.id})` : undefined,
      ),
    )
    .orderBy(asc(transactions.date), asc(transactions.id))
    .limit(EXPORT_PAGE_ROWS)
    .all();

/** By id, the member's index (ledger_user_id_idx). */
const ledgerPage = ({ db }: BuildDeps, userId: number, last: LedgerRow | undefined) =>
  db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), gt(ledgerEntries.id, last?.id ?? 0)))
    .orderBy(asc(ledgerEntries.id))
    .limit(EXPORT_PAGE_ROWS)
    .all();

/** Copies a long table page by page into its files, yielding to the server between pages. */
async function copyPages<R>(
  read: (last: R | undefined) => R[],
  files: ReturnType<typeof tableFiles>,
  record: (row: R) => ArchiveRecord,
  advance: (rows: number) => boolean,
) {
  for (let last: R | undefined; ;) {
    const page = read(last);
    files.add(page.map(record));
    last = page.at(-1);
    if (last === undefined || !advance(page.length)) break;
    await nextTurn();
  }
  files.end();
}

/** Builds `row`'s archive; false when the export went away meanwhile (its account closed), and nothing is kept. */
export async function buildExport(deps: BuildDeps, row: DataExportRow): Promise<boolean> {
  const { db } = deps;
  const userId = row.userId;
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  if (!user || user.closedAt) return closed(deps, row);
  const countOf = (table: typeof transactions | typeof ledgerEntries) =>
    db.select({ n: count() }).from(table).where(eq(table.userId, userId)).get()?.n ?? 0;
  const total = countOf(transactions) + countOf(ledgerEntries) + 1;
  let done = 0;
  /** Writes the progress so far; false when the export is no longer being built. */
  const advance = (rows: number) => {
    done += rows;
    const progress = Math.min(99, Math.floor((done * 100) / total));
    const still = db
      .update(dataExports)
      .set({ progress })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'building')))
      .run();
    return still.changes > 0;
  };

  const zip = zipWriter();
  const madeAt = new Date(deps.now());
  // What the files are, in the member's language; the files' names and columns stay as documented, whatever it is.
  const { dataExportText: explained } = memberWords(user.locale, user.country).texts.dataExport;
  zip.whole('README.txt', explained.readme(madeAt.toISOString()));
  const json = (name: string, value: unknown) => zip.whole(`${name}.json`, `${JSON.stringify(value, null, 2)}\n`);
  json('account', account.accountSection(user));
  json('security', account.securitySection(db, user));
  json('sessions', account.sessionsSection(db, userId));
  json('push-devices', account.pushDevicesSection(db, userId));
  json('bank-links', account.bankLinksSection(db, userId));
  json('cards', account.cardsSection(db, userId));
  json('points', history.pointsSection(db, userId));
  json('payouts', history.payoutsSection(db, userId));
  json('investments', history.investmentsSection(db, userId));
  json('notifications', history.notificationsSection(db, userId));
  json('follows', history.followsSection(db, userId));
  json('tickets', history.ticketsSection(db, userId));
  if (!advance(1)) return false;

  const txFiles = tableFiles(zip, 'transactions', TRANSACTION_COLUMNS);
  await copyPages((last) => transactionPage(deps, userId, last), txFiles, transactionRecord, advance);
  const ledgerFiles = tableFiles(zip, 'ledger', LEDGER_COLUMNS);
  await copyPages((last) => ledgerPage(deps, userId, last), ledgerFiles, ledgerRecord, advance);
  const bytes = zip.finish();
  return finish(deps, row, bytes);
}

/** An export of an account closed before it was built: never built. */
function closed({ db }: BuildDeps, row: DataExportRow) {
  db.update(dataExports)
    .set({ status: 'failed', failureReason: 'account closed' })
    .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'building')))
    .run();
  return false;
}

/** Keeps the archive and marks the export ready, notifying the member in the same transaction. */
function finish(deps: BuildDeps, row: DataExportRow, bytes: Buffer): boolean {
  const fileName = writeArchive(deps.env, row.id, bytes);
  const at = deps.now();
  const earlier: number[] = [];
  const ready = write(deps.db, (tx) => {
    // Closed while it was built: nothing of it is kept (closing erased what it held).
    const owner = tx.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, row.userId)).get();
    if (!owner || owner.closedAt) return false;
    const done = tx
      .update(dataExports)
      .set({
        status: 'ready',
        progress: 100,
        fileName,
        sizeBytes: bytes.length,
        readyAt: new Date(at),
        expiresAt: new Date(at + DATA_EXPORT_TTL_MS),
      })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'building')))
      .run();
    if (done.changes === 0) return false;
    // The newest archive is the one that works: the member's earlier ones expire now, so a member keeps one file.
    const replaced = tx
      .update(dataExports)
      .set({ fileName: null, expiresAt: new Date(at) })
      .where(
        and(
          eq(dataExports.userId, row.userId),
          ne(dataExports.id, row.id),
          eq(dataExports.status, 'ready'),
          isNotNull(dataExports.fileName),
        ),
      )
      .returning({ id: dataExports.id })
      .all();
    earlier.push(...replaced.map((r) => r.id));
    notify(
      deps.sqlite,
      {
        userId: row.userId,
        type: 'other',
        words: ({ texts }) => ({
          title: texts.dataExport.dataExportText.readyTitle,
          message: texts.dataExport.dataExportText.readyMessage(Math.round(DATA_EXPORT_TTL_MS / DAY_MS)),
        }),
        data: { url: YOUR_DATA_SETTINGS, dataExportId: row.id },
        push: 'notifyTransactionAlerts',
      },
      at,
    );
    return true;
  });
  if (!ready) deleteArchive(deps.env, fileName);
  for (const id of earlier) deleteArchivesOf(deps.env, id);
  return ready;
}
