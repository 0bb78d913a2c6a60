// `npm run db:migrate`: migrate the DATA_DIR database without starting the server (npm start does it too).
import { openDatabase } from '#db/index.ts';
import { applyMigrations } from '#db/migrate.ts';
import { loadEnv } from '#api/env.ts';

const env = loadEnv();
const { db, sqlite } = openDatabase(env.databaseFile, env.dataKeys);
applyMigrations(db);
sqlite.close();
console.log(`Migrations applied to ${env.databaseFile}`);
