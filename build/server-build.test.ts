// The compiled server: one module of our code, and the backup thread's beside it, that import packages from
// node_modules, never the build tools, and that find the project's files from dist/server/ as from api/.
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { findProjectRoot, root } from '#api/lib/project-root.ts';
import { serverBuild, serverBuildOptions, serverEntry } from '#build/server-build.ts';

describe('the server bundle', () => {
  it('bundles api/, db/ and shared/ and imports only packages, never vite, tsx or esbuild', async () => {
    const result = await build({ ...serverBuildOptions, write: false, metafile: true });
    const ours = Object.keys(result.metafile.inputs);
    expect(ours).toContain('api/index.ts');
    expect(ours.some((file) => file.startsWith('db/'))).toBe(true);
    expect(ours.some((file) => file.startsWith('shared/'))).toBe(true);
    expect(ours.every((file) => !file.includes('node_modules'))).toBe(true);
    const outputs = Object.keys(result.metafile.outputs);
    // The server, and the backup thread beside it (started by file name from the server).
    expect(outputs.sort()).toEqual(['dist/server/backup-worker.js', 'dist/server/index.js']);
    // `npm start` builds again while either is missing.
    expect(serverBuild.outputs.map((file) => relative(root, file)).sort()).toEqual(outputs);
    const packagesOf = (file: string) =>
      new Set(result.metafile.outputs[file]!.imports.filter((i) => i.external).map((i) => i.path.split('/')[0]));
    const imported = packagesOf('dist/server/index.js');
    expect(imported).toContain('better-sqlite3');
    expect(imported).toContain('@hono');
    expect(packagesOf('dist/server/backup-worker.js')).toContain('better-sqlite3');
    for (const file of outputs)
      for (const tool of ['vite', 'tsx', 'esbuild', 'vitest', '@vitejs']) expect(packagesOf(file)).not.toContain(tool);
    const output = result.metafile.outputs['dist/server/index.js']!;
    // Loaded on first use only (dynamic import): a picture upload.
    const dynamic = output.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
    expect(dynamic).toContain('sharp');
  });

  it('finds the project root from dist/server/ as from api/lib/', () => {
    expect(findProjectRoot(pathToFileURL(serverEntry).href)).toBe(root);
    expect(findProjectRoot(pathToFileURL(join(root, 'api', 'lib', 'x.ts')).href)).toBe(root);
  });
});
