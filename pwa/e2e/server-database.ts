// The running test server's database, opened for one piece of work (a test plays a bank sync into it, or reads
// what the server wrote) and closed again.
import { join } from 'node:path';
import { inject } from 'vitest';
import { OUTSIDE_WRITES_SEEN_MS } from '#db/generation.ts';
import { openDatabase } from '#db/index.ts';

export function serverDatabase<T>(work: (sqlite: ReturnType<typeof openDatabase>['sqlite']) => T): T {
  const { sqlite } = openDatabase(join(inject('dataDir'), 'giftorbit.sqlite'));
  try {
    return work(sqlite);
  } finally {
    sqlite.close();
  }
}

/**
 * Waits until the server has seen a write made from outside it (a test playing a bank sync): it reuses what it
 * read until then, for at most OUTSIDE_WRITES_SEEN_MS (db/generation.ts). A page's next read must come after.
 */
export const outsideWriteSeen = () => new Promise((resolve) => setTimeout(resolve, OUTSIDE_WRITES_SEEN_MS + 50));
