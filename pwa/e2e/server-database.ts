// The running test server's database, opened for one piece of work (a test plays a bank sync into it, or reads
// what the server wrote) and closed again.
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '#db/index.ts';

export function serverDatabase<T>(work: (sqlite: ReturnType<typeof openDatabase>['sqlite']) => T): T {
  const { sqlite } = openDatabase(join(inject('dataDir'), 'giftorbit.sqlite'));
  try {
    return work(sqlite);
  } finally {
    sqlite.close();
  }
}
