// The compiled server: one module of our code that imports packages from node_modules, never the build tools,
// and that finds the project's files from dist/server/ as it does from api/.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { findProjectRoot, root } from '#api/lib/project-root.ts';
import { serverBuildOptions, serverEntry } from '#build/server-build.ts';

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
    const output = result.metafile.outputs['dist/server/index.js']!;
    const imported = new Set(output.imports.filter((i) => i.external).map((i) => i.path.split('/')[0]));
    expect(imported).toContain('better-sqlite3');
    expect(imported).toContain('@hono');
    for (const tool of ['vite', 'tsx', 'esbuild', 'vitest', '@vitejs']) expect(imported).not.toContain(tool);
    // Loaded on first use only (dynamic import): a picture upload.
    const dynamic = output.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
    expect(dynamic).toContain('sharp');
  });

  it('finds the project root from dist/server/ as from api/lib/', () => {
    expect(findProjectRoot(pathToFileURL(serverEntry).href)).toBe(root);
    expect(findProjectRoot(pathToFileURL(join(root, 'api', 'lib', 'x.ts')).href)).toBe(root);
  });
});
