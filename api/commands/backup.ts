// `npm run backup`: one backup now, checked, into BACKUP_DIR; safe while the server runs (its own connection reads
// one snapshot; the server keeps writing).
import { openDatabase } from '#db/index.ts';
import { loadEnv } from '#api/env.ts';
import { takeBackup } from '#api/services/operator/backups.ts';

const env = loadEnv();
const { sqlite } = openDatabase(env.databaseFile, env.dataKeys);
try {
  const b = takeBackup(sqlite, env, Date.now());
  console.log(`Backup written and checked: ${b.file} (${b.members} members, ${b.bytes} bytes)`);
} catch (error) {
  console.error(`No backup: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  sqlite.close();
}
