// The build's half of the visitor pages (api/lib/visitor-pages.ts). For `/`, `/login` and `/signup` it writes a
// copy of index.html with `modulepreload` links for the page's chunk and its imports (so they download beside the
// entry instead of after it) and, for the landing, the page already rendered inside #root (pwa/app/prerender.tsx,
// so it paints before any script has run). Issue 11: a phone's first paint. It also writes the templates of the
// members' screens the server draws (shared/member-frame.ts): the screen drawn for each variant's marker user.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FRAME_USER_ID, frameMarks, frameVariants, markerUser } from '#shared/member-frame.ts';
import type { User } from '#shared/schemas/user.ts';
import {
  drawnMemberScreens,
  memberScreenFile,
  pageModules,
  renderedPages,
  visitorPageFile,
} from '#api/lib/visitor-pages.ts';

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null };
type Output = Chunk | { type: 'asset'; fileName: string; source: string | Uint8Array };
type Prerender = {
  renderVisitorPage: (pathname: string) => Promise<string>;
  renderMemberScreen: (pathname: string, user: User) => Promise<string>;
};

const pwaRoot = fileURLToPath(new URL('../../pwa', import.meta.url));
const ROOT_DIV = '<div id="root"></div>';
/** Where the member's data block goes: after #root, so the app's first render never removes it. */
const USER_BLOCK = `\n    <script type="application/json" id="${FRAME_USER_ID}">${frameMarks.user}</script>`;

/** `fileName` and every chunk it imports statically, however deep. */
function withImports(bundle: Record<string, Output>, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const name of chunk.imports) withImports(bundle, name, into);
  return into;
}

/** Each page's HTML, rendered by the app's own components through Vite's server-side module loader. */
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
    const prerender = (await server.ssrLoadModule('/app/prerender.tsx')) as Prerender;
    const pages = new Map<string, string>();
    for (const path of renderedPages) pages.set(path, await prerender.renderVisitorPage(path));
    for (const path of drawnMemberScreens)
      for (const variant of frameVariants) {
        const markup = await prerender.renderMemberScreen(path, markerUser(variant));
        // The server fills the name in; a screen that does not show it would be drawn for nobody in particular.
        if (!markup.includes(frameMarks.name)) throw new Error(`visitor-pages: ${path} shows no member's name`);
        // The page's CSP refuses style attributes in HTML (React's own, set from script, are allowed).
        if (/<[^>]+\sstyle="/.test(markup)) throw new Error(`visitor-pages: ${path} has an inline style attribute`);
        // Nor inline scripts, and every part drawn in full (no boundary left for the browser to render).
        if (/<script|<!--\$[?!]-->/.test(markup)) throw new Error(`visitor-pages: ${path} is not drawn in full`);
        pages.set(memberScreenFile(path, variant), markup);
      }
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
      /** index.html with `modules` (and what they import) preloaded, and `markup` in #root. */
      const page = (modules: readonly string[], markup = '', after = '') => {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
          if (!chunk) throw new Error(`visitor-pages: no chunk for ${module}`);
          for (const name of withImports(bundle, chunk.fileName)) if (!alreadyLoaded.has(name)) files.add(name);
        }
        const links = [...files].map((name) => `\n    <link rel="modulepreload" crossorigin href="/${name}">`).join('');
        return html
          .replace('</head>', () => `${links}\n  </head>`)
          .replace(ROOT_DIV, () => `<div id="root">${markup}</div>${after}`);
      };
      const rendered = await renderPages(define);
      for (const [path, module] of Object.entries(pageModules))
        this.emitFile({ type: 'asset', fileName: visitorPageFile(path)!, source: page([module], rendered.get(path)) });
      for (const path of drawnMemberScreens)
        for (const variant of frameVariants) {
          const fileName = memberScreenFile(path, variant);
          this.emitFile({ type: 'asset', fileName, source: page([], rendered.get(fileName), USER_BLOCK) });
        }
    },
  };
}
