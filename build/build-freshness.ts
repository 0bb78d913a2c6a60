import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from '#api/lib/project-root.ts';

/**
 * One build's inputs (paths from the project root), the stamp file that records their hash once built, and every file
 * it writes that is needed at run time: the build is stale while any of them is missing.
 */
export type BuildInputs = { inputs: readonly string[]; stampFile: string; outputs: readonly string[] };

// Never shipped (shipped code never imports test code), so a change there needs no rebuild.
const skipped = (name: string) =>
  name === 'e2e' || name === 'testing' || name.endsWith('.test.ts') || name.endsWith('.test.tsx');

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) return yield path;
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!skipped(entry.name)) yield* files(join(path, entry.name));
  }
}

/** A hash of the build's inputs: content, not mtimes, so a fresh clone or a checkout decides right. */
export function sourceHash(inputs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input)))
      hash.update(relative(root, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** The inputs' hash when an output is missing or was built from other inputs; undefined when it is fresh. */
export function staleHash(build: BuildInputs): string | undefined {
  const hash = sourceHash(build.inputs);
  const fresh =
    build.outputs.every((output) => existsSync(output)) &&
    existsSync(build.stampFile) &&
    readFileSync(build.stampFile, 'utf8') === hash;
  return fresh ? undefined : hash;
}

/** Records the hash taken before the build, so a source edited while it ran makes the next start build again. */
export function markBuilt(build: BuildInputs, hash: string) {
  writeFileSync(build.stampFile, hash);
}
