// A member's 'Download my data' exports: starting one (one at a time), listing them, and finding the one
// a download link names. The link carries a token only the server can make (an HMAC, under its key, of the export's
// row); the row keeps its SHA-256, as the mail links do, so the database alone gives out no working link, and the
// member's list can show the link again on any device. The link works only for its owner, until it expires.
import { createHmac } from 'node:crypto';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { dataExports } from '#db/schema/index.ts';
import {
  DATA_EXPORT_WINDOW_MS,
  DATA_EXPORTS_PER_DAY,
  dataExportApiPaths,
  dataExportFileName,
} from '#shared/routes-data-export.ts';
import type { DataExport } from '#shared/schemas/data-export.ts';
import type { Deps } from '#api/deps.ts';
import { iso, isoOrNull } from '#api/lib/dates.ts';
import { sha256 } from '#api/services/accounts/email-tokens.ts';
import { derivedKey } from '#api/services/secret-box.ts';
import { readArchive } from './files.ts';
import { write } from '#db/unit-of-work.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

/** How many of a member's exports the list shows. */
const LISTED = 5;

/** The links' own key, derived from the server's (which also seals secrets): one key, one use. */
const linkKey = (deps: Pick<Deps, 'env'>) => derivedKey(deps.env, 'giftorbit data-export link');

/** The download link's token for this export: 32 bytes, base64url. */
function downloadToken(deps: Pick<Deps, 'env'>, row: Pick<DataExportRow, 'id' | 'userId' | 'createdAt'>) {
  return createHmac('sha256', linkKey(deps))
    .update(`data-export.${row.id}.${row.userId}.${row.createdAt.getTime()}`)
    .digest('base64url');
}

/**
 * Starts an export for the member; 'building' when one is being built already (one at a time), 'too_many' when they
 * started DATA_EXPORTS_PER_DAY in the last 24 hours (each reads their whole history).
 */
export function startExport(
  deps: Pick<Deps, 'db' | 'env' | 'now'>,
  userId: number,
): DataExportRow | 'building' | 'too_many' {
  const createdAt = new Date(deps.now());
  return write(deps.db, (tx) => {
    const building = tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'building')))
      .get();
    if (building) return 'building';
    const since = new Date(createdAt.getTime() - DATA_EXPORT_WINDOW_MS);
    const recent = tx
      .select({ n: count() })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), gt(dataExports.createdAt, since)))
      .get()!.n;
    if (recent >= DATA_EXPORTS_PER_DAY) return 'too_many';
    const row = tx.insert(dataExports).values({ userId, createdAt }).returning().get();
    const tokenHash = sha256(downloadToken(deps, row));
    return tx.update(dataExports).set({ tokenHash }).where(eq(dataExports.id, row.id)).returning().get()!;
  });
}

const isLive = (row: DataExportRow, now: number) =>
  row.status === 'ready' && row.fileName !== null && row.expiresAt !== null && row.expiresAt.getTime() > now;

/** An export as the member's list shows it: 'expired' once its link no longer works. */
export function toDataExport(deps: Pick<Deps, 'env' | 'now'>, row: DataExportRow): DataExport {
  const live = isLive(row, deps.now());
  const status = row.status === 'ready' && !live ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    progress: row.progress,
    createdAt: iso(row.createdAt),
    readyAt: isoOrNull(row.readyAt),
    expiresAt: isoOrNull(row.expiresAt),
    sizeBytes: row.sizeBytes,
    fileName: dataExportFileName(row.readyAt ?? row.createdAt),
    downloadUrl: live ? dataExportApiPaths.download(row.id, downloadToken(deps, row)) : null,
  };
}

/** The member's last few exports, newest first. */
export function listExports(deps: Pick<Deps, 'db' | 'env' | 'now'>, userId: number): DataExport[] {
  return deps.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(LISTED)
    .all()
    .map((row) => toDataExport(deps, row));
}

export type Download = { fileName: string; bytes: Buffer } | 'missing' | 'expired';

/**
 * What the link `id` + `token` downloads for the member: the archive; 'missing' for an export that is not theirs
 * (or not there, or a token that is not its own), so another member's link reads as no link at all; 'expired' for
 * their own export whose link no longer works.
 */
export function findDownload(
  deps: Pick<Deps, 'db' | 'env' | 'now'>,
  userId: number,
  id: number,
  token: string,
): Download {
  const row = deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId), eq(dataExports.tokenHash, sha256(token))))
    .get();
  if (!row || row.status === 'building' || row.status === 'failed') return 'missing';
  if (!isLive(row, deps.now())) return 'expired';
  const bytes = readArchive(deps.env, row.fileName!);
  if (!bytes) return 'expired';
  return { fileName: dataExportFileName(row.readyAt ?? row.createdAt), bytes };
}
