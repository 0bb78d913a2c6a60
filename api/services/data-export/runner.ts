// The data export job's one pass: files of expired exports deleted (and files no export names: one whose
// account went), then every export waiting to be built, oldest first, one at a time. A build that fails marks its
// export failed (the member can start another); one cut short by a restart is still 'building' and is built again.
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { dataExports } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import { buildExport } from './build.ts';
import { deleteArchive, deleteArchivesExcept } from './files.ts';

type RunDeps = Pick<Deps, 'db' | 'sqlite' | 'env' | 'now'>;

const wakers = new Set<() => void>();

/** Calls `wake` when a member starts an export; returns the unsubscribe. */
export function onDataExportRequested(wake: () => void) {
  wakers.add(wake);
  return () => void wakers.delete(wake);
}

/** A member started an export: the job starts on it on the next turn, after the request's write committed. */
export function dataExportRequested() {
  setImmediate(() => {
    for (const wake of wakers) wake();
  });
}

/** Deletes the files of exports whose link expired, and any file no export names; returns how many went. */
export function deleteExpiredArchives(deps: Pick<Deps, 'db' | 'env' | 'now'>): number {
  // The expired export stops naming its file, which then goes with the files no export names.
  deps.db
    .update(dataExports)
    .set({ fileName: null })
    .where(and(isNotNull(dataExports.fileName), lte(dataExports.expiresAt, new Date(deps.now()))))
    .run();
  const kept = deps.db
    .select({ fileName: dataExports.fileName })
    .from(dataExports)
    .where(isNotNull(dataExports.fileName))
    .all();
  return deleteArchivesExcept(deps.env, new Set(kept.map((k) => k.fileName!)));
}

/** One pass of the job. */
export async function runDataExports(deps: RunDeps) {
  deleteExpiredArchives(deps);
  const tried = new Set<number>();
  for (;;) {
    const next = deps.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.status, 'building'))
      .orderBy(asc(dataExports.createdAt), asc(dataExports.id))
      .all()
      .find((row) => !tried.has(row.id));
    if (!next) return;
    tried.add(next.id);
    try {
      await buildExport(deps, next);
    } catch (error) {
      console.error(`[data-export] export ${next.id} failed:`, error);
      const failed = deps.db
        .update(dataExports)
        .set({ status: 'failed', failureReason: error instanceof Error ? error.message : String(error) })
        .where(eq(dataExports.id, next.id))
        .returning()
        .get();
      if (failed?.fileName) deleteArchive(deps.env, failed.fileName);
    }
  }
}
