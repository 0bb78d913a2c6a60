import { join } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { root } from '#api/lib/project-root.ts';
import { type BuildInputs, markBuilt, sourceHash, staleHash } from '#build/build-freshness.ts';

export const serverDist = join(root, 'dist', 'server');
/** What `npm start` runs with plain node: api/index.ts and everything it imports from api/, db/ and shared/. */
export const serverEntry = join(serverDist, 'index.js');
export const serverBuild: BuildInputs = {
  inputs: ['api', 'db', 'shared', 'build/server-build.ts', 'package.json', 'package-lock.json', 'tsconfig.json'],
  stampFile: join(serverDist, '.build-hash'),
  // Both: a server without its backup thread would start, then fail every scheduled backup.
  outputs: [serverEntry, join(serverDist, 'backup-worker.js')],
};

/**
 * Two ES modules: the server, and the thread its scheduled backups run in (api/services/operator/backup-worker.ts,
 * started from dist/server/backup-worker.js beside it). Packages stay external (imported from node_modules at run
 * time: the native ones, better-sqlite3, sharp and @node-rs/argon2, could not be bundled anyway); the #api, #db and
 * #shared aliases are resolved through package.json `imports` and bundled. Not minified, so stack traces read.
 */
export const serverBuildOptions = {
  absWorkingDir: root,
  entryPoints: {
    index: join(root, 'api', 'index.ts'),
    'backup-worker': join(root, 'api', 'services', 'operator', 'backup-worker.ts'),
  },
  outdir: serverDist,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
} satisfies BuildOptions;

export async function buildServer(hash = sourceHash(serverBuild.inputs)) {
  const { build } = await import('esbuild');
  await build(serverBuildOptions);
  markBuilt(serverBuild, hash);
}

/** Builds the server when dist/server is missing or its sources changed; true when it built. */
export async function buildServerIfStale(onStart = () => {}): Promise<boolean> {
  const hash = staleHash(serverBuild);
  if (!hash) return false;
  onStart();
  await buildServer(hash);
  return true;
}
