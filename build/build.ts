// `npm start`'s first step: builds what is stale (the PWA into dist/pwa, the server into dist/server) and exits,
// so the server then runs as plain `node dist/server/index.js`, with no transpiler or build tool loaded.
// `npm run build:server` (--server) builds the server alone, stale or not.
import { buildPwaIfStale } from '#build/pwa-build.ts';
import { buildServer, buildServerIfStale } from '#build/server-build.ts';

let started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

if (process.argv.includes('--server')) {
  await buildServer();
  console.log(`Server built into dist/server (${elapsed()})`);
} else {
  const building = (what: string) => () => {
    started = Date.now();
    console.log(`Building the ${what} (first start or changed sources)...`);
  };
  if (await buildPwaIfStale(building('app'))) console.log(`App built into dist/pwa (${elapsed()})`);
  if (await buildServerIfStale(building('server'))) console.log(`Server built into dist/server (${elapsed()})`);
}
