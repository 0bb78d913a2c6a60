// `npm run rotate-key`: the database and its backups re-encrypted under a new key (the server must be stopped).
import { loadEnv } from '#api/env.ts';
import { rotateDataKey } from '#api/services/operator/key-rotation.ts';
import { CommandRefused } from '#api/lib/server-lock.ts';

const env = loadEnv();
try {
  const { backups, setDataKey } = rotateDataKey(env);
  console.log(`The database and ${backups} other files (backups, databases kept aside) now use the new key.`);
  if (setDataKey) console.log('Now set DATA_KEY to the value of NEW_DATA_KEY, and remove NEW_DATA_KEY.');
  else console.log(`The new key is in ${env.dataDir}/data.key: copy it to where you keep your secrets.`);
} catch (error) {
  if (!(error instanceof CommandRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
