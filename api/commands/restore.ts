// `npm run restore -- FILE`: puts a backup back as the DATA_DIR database (the server must be stopped first).
import { resolve } from 'node:path';
import { loadEnv } from '#api/env.ts';
import { CommandRefused } from '#api/lib/server-lock.ts';
import { restoreBackup } from '#api/services/operator/restore.ts';

const file = process.argv[2];
if (!file) {
  console.error('Which backup? npm run restore -- data/backups/giftorbit-<time>.sqlite');
  process.exit(2);
}
const env = loadEnv();
try {
  const { members, keptAside } = restoreBackup(env, resolve(file), Date.now());
  console.log(`Restored ${file} into ${env.databaseFile} (${members} members, checked).`);
  if (keptAside) console.log(`The database it replaced is kept as ${keptAside}.`);
  console.log('Start the server again: npm start');
} catch (error) {
  if (!(error instanceof CommandRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
