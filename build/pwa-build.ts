import { join } from 'node:path';
import { pwaDist, root } from '#api/lib/project-root.ts';
import { type BuildInputs, markBuilt, staleHash } from '#build/build-freshness.ts';

const pwaBuild: BuildInputs = {
  // Everything the PWA build reads (vite.config.ts also imports the precompress and visitor-page plugins).
  inputs: [
    'pwa',
    'shared',
    'public',
    'vite.config.ts',
    'build/chunk-groups.ts',
    'build/language-texts.ts',
    'build/precompress.ts',
    'build/sw-single-file.ts',
    'build/visitor-pages-build.ts',
    'api/lib/content-encoding.ts',
    'api/lib/visitor-pages.ts',
    'package-lock.json',
    'tsconfig.json',
  ],
  stampFile: join(pwaDist, '.build-hash'),
  outputs: [join(pwaDist, 'index.html')],
};

/** Builds the PWA into dist/pwa when it is missing or its sources changed; true when it built. */
export async function buildPwaIfStale(onStart = () => {}): Promise<boolean> {
  const hash = staleHash(pwaBuild);
  if (!hash) return false;
  onStart();
  // Imported here, not at the top: a start whose app is fresh does not load Vite.
  const { build } = await import('vite');
  // Always the production build: React picks its development build from NODE_ENV, which a caller may have set
  // (vitest sets 'test'), and that one is several times larger and slower.
  process.env.NODE_ENV = 'production';
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  markBuilt(pwaBuild, hash);
  return true;
}
