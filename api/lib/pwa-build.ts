import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;
export const pwaDist = join(root, 'dist', 'pwa');
const stampFile = join(pwaDist, '.build-hash');
// Everything the PWA build reads.
const inputs = ['pwa', 'shared', 'public', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) return yield path;
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'e2e' || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    yield* files(join(path, entry.name));
  }
}

/** A hash of the build's inputs: content, not mtimes, so a fresh clone or a checkout decides right. */
export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input)))
      hash.update(relative(root, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function buildIsFresh(): boolean {
  return (
    existsSync(join(pwaDist, 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceHash()
  );
}

export function markBuilt() {
  writeFileSync(stampFile, sourceHash());
}
