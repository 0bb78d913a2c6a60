// The build's half of the visitor pages (api/lib/visitor-pages.ts). For `/`, `/login` and `/signup` it writes a
// copy of index.html with `modulepreload` links for the page's chunk and its imports (so they download beside the
// entry instead of after it) and, for the landing, the page already rendered inside #root, so it paints before any
// script has run (a phone's first paint). The rendering is the app's own: pwa/app/prerender.tsx, built
// here into dist/ssr for Node, which the server also loads to draw members' screens (api/pages/member-frame.ts).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { HOME_TITLE, pageTitles } from '#shared/messages/page-titles.ts';
import { withTitle } from '#api/lib/html.ts';
import { root as projectRoot } from '#api/lib/project-root.ts';
import {
  pageModules,
  renderedPages,
  ROOT_DIV,
  SSR_ENTRY,
  visitorPageFile,
  withinRoot,
} from '#api/lib/visitor-pages.ts';

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null };
type Output = Chunk | { type: 'asset'; fileName: string; source: string | Uint8Array };
type Prerender = { renderVisitorPage: (pathname: string) => Promise<string> };

const pwaRoot = join(projectRoot, 'pwa');

/** `fileName` and every chunk it imports statically, however deep. */
function withImports(bundle: Record<string, Output>, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const name of chunk.imports) withImports(bundle, name, into);
  return into;
}

/**
 * pwa/app/prerender.tsx built for Node into dist/ssr, one bundle with the client build's constants; then the
 * rendered visitor pages, drawn by it.
 */
async function buildRenderer(define: Record<string, string>) {
  const { build } = await import('vite');
  const entry = join(projectRoot, SSR_ENTRY);
  await build({
    configFile: false,
    root: pwaRoot,
    logLevel: 'error',
    mode: 'production',
    // Packages bundled too, React's production build among them (the server does not set NODE_ENV).
    define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: { ssr: 'app/prerender.tsx', outDir: join(entry, '..'), emptyOutDir: true, minify: false },
  });
  // A new URL each build: Node caches modules by URL.
  const prerender = (await import(`${pathToFileURL(entry).href}?${Date.now()}`)) as Prerender;
  const pages = new Map<string, string>();
  for (const path of renderedPages) pages.set(path, await prerender.renderVisitorPage(path));
  return pages;
}

export function visitorPagesBuild(): Plugin {
  let define: Record<string, string> = {};
  return {
    name: 'giftorbit:visitor-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      define = config.define ?? {};
    },
    async generateBundle(_options, output) {
      const bundle = output as unknown as Record<string, Output>;
      const chunks = Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/pwa/index.html'));
      const index = bundle['index.html'];
      if (!entry || index?.type !== 'asset') throw new Error('visitor-pages: no index.html or entry chunk');
      const html = String(index.source);
      if (!html.includes(ROOT_DIV)) throw new Error(`visitor-pages: index.html has no ${ROOT_DIV}`);
      const alreadyLoaded = withImports(bundle, entry.fileName);
      const rendered = await buildRenderer(define);
      for (const [path, module] of Object.entries(pageModules)) {
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
        if (!page) throw new Error(`visitor-pages: no chunk for ${module}`);
        const files = [...withImports(bundle, page.fileName)].filter((name) => !alreadyLoaded.has(name));
        const links = files.map((name) => `\n    <link rel="modulepreload" crossorigin href="/${name}">`).join('');
        const source = withinRoot(
          withTitle(html, pageTitles[path] ?? HOME_TITLE).replace('</head>', () => `${links}\n  </head>`),
          rendered.get(path) ?? '',
        );
        this.emitFile({ type: 'asset', fileName: visitorPageFile(path)!, source });
      }
    },
  };
}
