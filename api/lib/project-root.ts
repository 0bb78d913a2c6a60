import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder above `from` holding a package.json. */
export function findProjectRoot(from: string): string {
  for (let dir = dirname(fileURLToPath(from)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dir === dirname(dir)) throw new Error(`No package.json above ${from}`);
  }
}

/** The project's folder, whether this code runs from api/lib/ (tsx, tests) or bundled into dist/server/. */
export const root = findProjectRoot(import.meta.url);

/** Where the PWA is built (build/pwa-build.ts) and served from (api/index.ts). */
export const pwaDist = join(root, 'dist', 'pwa');
