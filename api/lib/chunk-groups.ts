// How the PWA's JavaScript is cut into files (Rolldown's output.codeSplitting, used by vite.config.ts). On a phone's
// HTTP/1.1 connection every file costs a round trip, and a visitor's page asks for all its files before its first
// paint (they are preloaded as scripts): Rolldown's own cut sent the landing page as 27 files, most under 1 KB (an
// icon, a formatter), and Lighthouse's first paint on slow 4G waited for them; a member's drawn dashboard was taken
// over after 58. Five groups instead, each one file:
// - start: everything the entry imports statically (React, the router, the routes), with the entry;
// - visitor-kit: what the visitor pages (landing, sign in, sign up) import of the app's own modules, messages and
//   icons: a page's own feature modules stay in its chunk unless two pages share them, and libraries stay apart;
// - forms: the libraries the visitor pages import (react-hook-form), which the landing page does not load;
// - full-app: the member app and its first screen, the dashboard, with all they import that no visitor page does;
// - icons: the other screens' icons (each is a few hundred bytes).
// Everything else keeps Rolldown's automatic cut: a screen's chunk loads with the screen.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const VISITOR_PAGES = [
  'pwa/features/marketing/landing-page.tsx',
  'pwa/features/auth/login-page.tsx',
  'pwa/features/auth/signup-page.tsx',
].map((path) => fileURLToPath(new URL(`../../${path}`, import.meta.url)));

const MEMBER_START = ['pwa/app/full-app.tsx', 'pwa/app/routes/dashboard.tsx'].map((path) =>
  fileURLToPath(new URL(`../../${path}`, import.meta.url)),
);

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

/** Everything the visitor pages import, libraries too, and the pages: none of it may land in the member app's file. */
function visitorReach(graph: Graph) {
  return new Set([...VISITOR_PAGES, ...VISITOR_PAGES.flatMap((page) => [...staticImports(graph, page)])]);
}

/** The member app and its first screen, the dashboard, with what they import that no visitor page does. */
function memberStart(graph: Graph) {
  const visitor = visitorReach(graph);
  const reach = [...MEMBER_START, ...MEMBER_START.flatMap((root) => [...staticImports(graph, root)])];
  return new Set(reach.filter((id) => !visitor.has(id)));
}

/** Libraries a visitor page imports (react-hook-form), kept out of the member app's file: one file of their own. */
function visitorLibraries(graph: Graph) {
  return new Set([...visitorReach(graph)].filter((id) => LIBRARY.test(id) && !ICONS.test(id)));
}

/** Rolldown's `output.codeSplitting`; the visitor pages' imports are walked once per chunking pass. */
export function chunkGroups() {
  /** A group of the modules `select` answers, walked once per chunking pass. */
  const group = (name: string, priority: number, select: (graph: Graph) => Set<string>) => {
    const chosen = new WeakMap<Graph, Set<string>>();
    const of = (graph: Graph) => chosen.get(graph) ?? chosen.set(graph, select(graph)).get(graph)!;
    return { name: (id: string, graph: Graph) => (of(graph).has(id) ? name : null), debugName: name, priority };
  };
  return {
    groups: [
      { name: 'start', tags: ['$initial' as const], priority: 5 },
      group('visitor-kit', 4, visitorKit),
      group('forms', 3, visitorLibraries),
      group('full-app', 2, memberStart),
      { name: 'icons', test: ICONS, priority: 1 },
    ],
  };
}
