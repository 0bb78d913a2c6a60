// `npm start`: build the PWA if missing or stale, migrate, serve the API and the app on one port.
import { build } from 'vite';
import { buildIsFresh, markBuilt, pwaDist, root } from './build-state.ts';
import { loadEnv } from './env.ts';
import { startServer } from './server.ts';

const env = loadEnv();
if (!buildIsFresh()) {
  console.log('Building the app (first start or changed sources)...');
  await build({ configFile: `${root}/vite.config.ts`, logLevel: 'warn' });
  markBuilt();
}
const { url, close } = await startServer(env, pwaDist);
console.log(`GiftOrbit is running at ${url}  (data: ${env.databaseFile})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void close().then(() => process.exit(0));
  });
}
