// A visitor's first pages (pwa/app/visitor-app.tsx) load their own chunk only after the entry script has run: one
// more round trip before anything paints. The build writes, for each, a copy of index.html that preloads that
// chunk and its imports at once (landing.html for `/`, login.html, signup.html), and the server answers each page
// with its copy (api/lib/serve-pwa.ts); index.html, for every other page, stays as built. Issue 11: first paint.
import type { Plugin } from 'vite';
import { routes } from '#shared/routes.ts';

/** Each visitor page's own module, under pwa/ (the same modules visitor-app.tsx imports). */
const pageModules: Record<string, string> = {
  [routes.home]: 'pwa/features/marketing/landing-page.tsx',
  [routes.login]: 'pwa/features/auth/login-page.tsx',
  [routes.signup]: 'pwa/features/auth/signup-page.tsx',
};

export const visitorPagePaths = Object.keys(pageModules);

/** The built HTML file that answers `path`, when it has its own. */
export function visitorPageFile(path: string): string | undefined {
  if (!Object.hasOwn(pageModules, path)) return undefined;
  return path === routes.home ? 'landing.html' : `${path.slice(1)}.html`;
}

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null };
type Output = Chunk | { type: 'asset'; fileName: string; source: string | Uint8Array };

/** `fileName` and every chunk it imports statically, however deep. */
function withImports(bundle: Record<string, Output>, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const name of chunk.imports) withImports(bundle, name, into);
  return into;
}

export function visitorPagePreloads(): Plugin {
  return {
    name: 'giftorbit:visitor-page-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, output) {
      const bundle = output as unknown as Record<string, Output>;
      const chunks = Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/pwa/index.html'));
      const index = bundle['index.html'];
      if (!entry || index?.type !== 'asset') throw new Error('visitor-page-preloads: no index.html or entry chunk');
      const html = String(index.source);
      const alreadyLoaded = withImports(bundle, entry.fileName);
      for (const [path, module] of Object.entries(pageModules)) {
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
        if (!page) throw new Error(`visitor-page-preloads: no chunk for ${module}`);
        const files = [...withImports(bundle, page.fileName)].filter((name) => !alreadyLoaded.has(name));
        const links = files.map((name) => `\n    <link rel="modulepreload" crossorigin href="/${name}">`).join('');
        const source = html.replace('</head>', `${links}\n  </head>`);
        this.emitFile({ type: 'asset', fileName: visitorPageFile(path)!, source });
      }
    },
  };
}
