// `npm run dev`: the API (restarted on change by tsx watch) behind Vite's dev server and its /api proxy.
import { spawn } from 'node:child_process';
import { createServer } from 'vite';
import { loadEnv } from '#api/env.ts';
import { root } from '#api/lib/project-root.ts';

// Development unless NODE_ENV says otherwise (`npm start`, the production path, defaults to production).
const env = loadEnv({ NODE_ENV: 'development' });
const apiPort = env.port + 1;
// tsx watch follows the import graph (Node 20's --watch-path is macOS/Windows only).
const api = spawn(`${root}/node_modules/.bin/tsx`, ['watch', '--clear-screen=false', 'api/index.ts', '--api-only'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: env.nodeEnv, PORT: String(apiPort), HOST: '127.0.0.1' },
});
const vite = await createServer({
  configFile: `${root}/vite.config.ts`,
  // changeOrigin off: the API sees the Host the browser used, so its same-origin check holds in dev too.
  server: { port: env.port, proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } } },
});
await vite.listen();
vite.printUrls();

const stop = () => {
  api.kill();
  void vite.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
