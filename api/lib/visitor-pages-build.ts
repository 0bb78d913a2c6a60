// The build's half of the visitor pages (api/lib/visitor-pages.ts). For `/`, `/login` and `/signup` it writes a
// copy of index.html with `modulepreload` links for the page's chunk and its imports (so they download beside the
// entry instead of after it) and, for the landing, the page already rendered inside #root (pwa/app/prerender.tsx,
// so it paints before any script has run). Issue 11: a phone's first paint.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { pageModules, renderedPages, visitorPageFile } from '#api/lib/visitor-pages.ts';

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null };
type Output = Chunk | { type: 'asset'; fileName: string; source: string | Uint8Array };
type Prerender = { renderVisitorPage: (pathname: string) => Promise<string> };

const pwaRoot = fileURLToPath(new URL('../../pwa', import.meta.url));
const ROOT_DIV = '<div id="root"></div>';

/** `fileName` and every chunk it imports statically, however deep. */
function withImports(bundle: Record<string, Output>, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const name of chunk.imports) withImports(bundle, name, into);
  return into;
}

/** Each visitor page's HTML, rendered by the app's own components through Vite's server-side module loader. */
async function renderPages(define: Record<string, string>) {
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: false,
    root: pwaRoot,
    logLevel: 'error',
    appType: 'custom',
    define,
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { renderVisitorPage } = (await server.ssrLoadModule('/app/prerender.tsx')) as Prerender;
    const pages = new Map<string, string>();
    for (const path of renderedPages) pages.set(path, await renderVisitorPage(path));
    return pages;
  } finally {
    await server.close();
  }
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
      const rendered = await renderPages(define);
      for (const [path, module] of Object.entries(pageModules)) {
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
        if (!page) throw new Error(`visitor-pages: no chunk for ${module}`);
        const files = [...withImports(bundle, page.fileName)].filter((name) => !alreadyLoaded.has(name));
        const links = files.map((name) => `\n    <link rel="modulepreload" crossorigin href="/${name}">`).join('');
        const withLinks = html.replace('</head>', `${links}\n  </head>`);
        const markup = rendered.get(path);
        const source = markup === undefined ? withLinks : withLinks.replace(ROOT_DIV, `<div id="root">${markup}</div>`);
        this.emitFile({ type: 'asset', fileName: visitorPageFile(path)!, source });
      }
    },
  };
}
