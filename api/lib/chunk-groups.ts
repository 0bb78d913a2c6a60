// How the PWA's JavaScript is cut into files (Rolldown's output.codeSplitting, used by vite.config.ts). On a phone's
// HTTP/1.1 connection every file costs a round trip, and a visitor's page asks for all its files before its first
// paint (they are preloaded as scripts): Rolldown's own cut sent the landing page as 27 files, most under 1 KB (an
// icon, a formatter), and Lighthouse's first paint on slow 4G waited for them. Three groups instead:
// - start: everything the entry imports statically (React, the router, the routes), one file with the entry;
// - visitor-kit: what the visitor pages (landing, sign in, sign up) import of the app's own modules, messages and
//   icons, one file for the three: a page's own feature modules stay in its chunk unless two pages share them, and
//   libraries stay apart (react-hook-form, which the landing page does not load);
// - icons: the member screens' icons, one file (each is a few hundred bytes).
// Everything else keeps Rolldown's automatic cut: a screen's chunk loads with the screen.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const VISITOR_PAGES = [
  'pwa/features/marketing/landing-page.tsx',
  'pwa/features/auth/login-page.tsx',
  'pwa/features/auth/signup-page.tsx',
].map((path) => fileURLToPath(new URL(`../../${path}`, import.meta.url)));

/** The part of Rolldown's chunking context used here. */
type Graph = { getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null };

const LIBRARY = /[\\/]node_modules[\\/]/;
const FEATURE = /[\\/]pwa[\\/]features[\\/]/;
const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const ICON_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** lucide-react's index, `export { default as Gift, default as GiftIcon } from './icons/gift.mjs';`: name -> file. */
function iconFiles(indexId: string, code: string) {
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.\/icons\/[^'"]+)['"]/g)) {
    const path = join(dirname(indexId), file);
    for (const name of names.matchAll(/as\s+(\w+)/g)) files.set(name[1]!, path);
  }
  return files;
}

/** The icons `code` imports by name from lucide-react, as files (not the index, which names every icon). */
function iconsImported(code: string, files: Map<string, string>) {
  const imports = code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g);
  return [...imports].flatMap(([, names = '']) =>
    names.split(',').flatMap((n) => files.get(n.trim().split(/\s+/)[0] ?? '') ?? []),
  );
}

/** The modules and icon files `root` imports statically, directly or through the app's own modules. */
function staticImports(graph: Graph, root: string) {
  const seen = new Set<string>();
  let icons: Map<string, string> | undefined;
  const importsOf = (id: string) => {
    const info = graph.getModuleInfo(id);
    return (info?.importedIds ?? []).flatMap((imported) => {
      if (!ICON_INDEX.test(imported)) return [imported];
      icons ??= iconFiles(imported, graph.getModuleInfo(imported)?.code ?? '');
      return iconsImported(info?.code ?? '', icons);
    });
  };
  const queue = importsOf(root);
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    if (!LIBRARY.test(id)) queue.push(...importsOf(id));
  }
  return seen;
}

/** What the visitor pages share: modules two of them import, and every import that is not a feature module. */
function visitorKit(graph: Graph) {
  const pages = new Map<string, number>();
  for (const page of VISITOR_PAGES) {
    for (const id of staticImports(graph, page)) pages.set(id, (pages.get(id) ?? 0) + 1);
  }
  const shared = [...pages].filter(([id, n]) => !VISITOR_PAGES.includes(id) && (n > 1 || !FEATURE.test(id)));
  return new Set(shared.map(([id]) => id).filter((id) => !LIBRARY.test(id) || ICONS.test(id)));
}

/** Rolldown's `output.codeSplitting`; the visitor pages' imports are walked once per chunking pass. */
export function chunkGroups() {
  const kits = new WeakMap<Graph, Set<string>>();
  const kitOf = (graph: Graph) => kits.get(graph) ?? kits.set(graph, visitorKit(graph)).get(graph)!;
  return {
    groups: [
      { name: 'start', tags: ['$initial' as const], priority: 3 },
      {
        name: (id: string, graph: Graph) => (kitOf(graph).has(id) ? 'visitor-kit' : null),
        debugName: 'visitor-kit',
        priority: 2,
      },
      { name: 'icons', test: ICONS, priority: 1 },
    ],
  };
}
