// How the PWA's JavaScript is cut into files (Rolldown's output.codeSplitting, used by vite.config.ts). On a phone's
// HTTP/1.1 connection every file costs a round trip, and a visitor's page asks for all its files before its first
// paint (they are preloaded as scripts): Rolldown's own cut sent the landing page as 27 files, most under 1 KB (an
// icon, a formatter), and Lighthouse's first paint on slow 4G waited for them; a member's drawn dashboard was taken
// over after 58. Groups instead, each one file:
// - start: everything the entry imports statically (React, the router, the routes), with the entry;
// - visitor-kit: what two or more visitor pages (landing, sign in, sign up) import of the app's own modules, messages
//   and icons: a page's own feature modules stay in its chunk unless two pages share them, and libraries stay apart;
// - a page's kit (landing-kit): what one visitor page alone reaches that the member app shares (the landing's number
//   formats and screen texts), so the other pages do not download it, when it is worth a file of its own;
// - forms: the libraries the visitor pages import (react-hook-form), which the landing page does not load;
// - full-app: the member app and its first screen, the dashboard, with all they import that no visitor page does,
//   and the stand-ins of the member app's texts (build/language-texts.ts); help-texts: the Help Center's;
// - icons: the other screens' icons (each is a few hundred bytes);
// - text-base: what the text modules import (constants, routes, number formats). Each language's texts are
//   loaded by stand-ins that wait for them at the top level (build/language-texts.ts): a text module importing a file
//   that holds such a stand-in would wait for itself, so what texts import is in a file of its own, with none;
//   text-more: what only the member app's and the Help Center's texts import (the money rules they quote).
// Everything else keeps Rolldown's automatic cut: a screen's chunk loads with the screen.
import { basename, dirname, join } from 'node:path';
import { root } from '#api/lib/project-root.ts';
import { pageModules } from '#api/lib/visitor-pages.ts';
import { textArea } from '#build/language-texts.ts';

const VISITOR_PAGES = Object.values(pageModules).map((path) => join(root, path));
/** A page's own kit is one more file to fetch: below this much code (before minifying) it rides in the shared kit. */
const PAGE_KIT_MIN_BYTES = 4096;
const kitOf = (page: string) => `${basename(page).replace(/-page\.tsx$/, '')}-kit`;
const MEMBER_START = ['pwa/app/full-app.tsx', 'pwa/app/routes/dashboard.tsx'].map((path) => join(root, path));

/** The part of Rolldown's chunking context used here. */
type Graph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; importers: readonly string[]; code: string | null } | null;
};

const LIBRARY = /[\\/]node_modules[\\/]/;
const FEATURE = /[\\/]pwa[\\/]features[\\/]/;
const ICONS = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const STAND_IN = '\0giftorbit-texts:';
const TEXT_MODULE = /[\\/]shared[\\/]messages[\\/](?:[a-z0-9-]+[\\/])?([a-z0-9-]+)\.ts$/;
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

/** `from` and the modules and icon files it imports statically, directly or through the app's own modules. */
function staticImports(graph: Graph, from: string, icons: (indexId: string) => Map<string, string>) {
  const importsOf = (id: string) => {
    const info = graph.getModuleInfo(id);
    return (info?.importedIds ?? []).flatMap((imported) =>
      ICON_INDEX.test(imported) ? iconsImported(info?.code ?? '', icons(imported)) : [imported],
    );
  };
  const seen = new Set<string>();
  for (let queue = [from], id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    if (!LIBRARY.test(id)) queue.push(...importsOf(id));
  }
  return seen;
}

/**
 * Where a text module's stand-in goes (build/language-texts.ts) when no visitor page reads it: with the member app,
 * whose texts it waits for, or with the Help Center's. A stand-in per file would be a round trip each.
 */
function standInGroup(id: string) {
  if (!id.startsWith(STAND_IN)) return undefined;
  const area = textArea(id.slice(STAND_IN.length));
  return area === 'member' ? 'full-app' : area === 'help' ? 'help-texts' : undefined;
}

/** A text module's name (shared/messages/[locale/]name.ts), or undefined. */
const textName = (id: string) => TEXT_MODULE.exec(id)?.[1];

/** Whether a text module that `reads` accepts imports `id`, however deep (`id` not a text module itself). */
function importedByTexts(graph: Graph, reads: (text: string) => boolean) {
  const known = new Map<string, boolean>();
  const imported = (id: string): boolean => {
    if (textName(id)) return false;
    if (known.has(id)) return known.get(id)!;
    known.set(id, false); // a cycle reaches no text module through itself
    const importers = graph.getModuleInfo(id)?.importers ?? [];
    const answer = importers.some((by) => (textName(by) ? reads(textName(by)!) : imported(by)));
    known.set(id, answer);
    return answer;
  };
  return imported;
}

/**
 * What the texts import: 'text-base' what the visitor pages' texts do (and whatever else their code imports too),
 * 'text-more' the rest (the money rules the member app's and the Help Center's texts quote), which no visitor page
 * downloads.
 */
function textBase(graph: Graph, visitor: Set<string>) {
  const byAny = importedByTexts(graph, () => true);
  const byVisitor = importedByTexts(graph, (text) => ['visitor', 'site'].includes(textArea(text)));
  return (id: string) => (!byAny(id) ? null : byVisitor(id) || visitor.has(id) ? 'text-base' : 'text-more');
}

/** Which module goes to which group, from one walk of each visitor page and of the member app's start. */
function plan(graph: Graph) {
  let iconIndex: Map<string, string> | undefined;
  const icons = (indexId: string) => (iconIndex ??= iconFiles(indexId, graph.getModuleInfo(indexId)?.code ?? ''));
  const walk = (roots: readonly string[]) => roots.map((r) => staticImports(graph, r, icons));
  const pages = walk(VISITOR_PAGES);
  const visitor = new Set(pages.flatMap((page) => [...page]));
  const sharedBy = (id: string) => pages.filter((page) => page.has(id)).length;
  const pageOwn = (id: string) => VISITOR_PAGES.includes(id) || (FEATURE.test(id) && sharedBy(id) === 1);
  // A module only one page's own modules import (the landing's sentences in shared/messages/landing.ts) is that
  // page's as well: in the kit, every visitor page would download it.
  const onlyFor = (id: string) => sharedBy(id) === 1 && (graph.getModuleInfo(id)?.importers ?? []).every(pageOwn);
  // What one page alone reaches that the member app shares: in that page's kit when it is worth a file.
  const kitModules = (page: Set<string>) =>
    [...page].filter(
      (id) => !pageOwn(id) && !onlyFor(id) && sharedBy(id) === 1 && (!LIBRARY.test(id) || ICONS.test(id)),
    );
  // A page's own module that a screen of the full app imports too (the landing's sections, which About and
  // Security reuse) would be a file of its own: it rides in that page's kit, which the page loads anyway.
  const importedElsewhere = (id: string) => (graph.getModuleInfo(id)?.importers ?? []).some((by) => !visitor.has(by));
  const ownKits = new Map<string, string>();
  pages.forEach((page, i) => {
    const modules = kitModules(page);
    const bytes = modules.reduce((sum, id) => sum + (graph.getModuleInfo(id)?.code?.length ?? 0), 0);
    if (bytes >= PAGE_KIT_MIN_BYTES) for (const id of modules) ownKits.set(id, kitOf(VISITOR_PAGES[i]!));
  });
  const groups = new Map<string, string>();
  for (const id of visitor) {
    if (VISITOR_PAGES.includes(id)) continue;
    // The app's own modules and icons the pages share (a page's own modules stay in its chunk);
    // the libraries apart: the landing page does not load react-hook-form.
    if (LIBRARY.test(id) && !ICONS.test(id)) groups.set(id, 'forms');
    else if (!pageOwn(id) && !onlyFor(id)) groups.set(id, ownKits.get(id) ?? 'visitor-kit');
    else if (pageOwn(id) && importedElsewhere(id))
      groups.set(id, kitOf(VISITOR_PAGES[pages.findIndex((p) => p.has(id))]!));
  }
  for (const id of walk(MEMBER_START).flatMap((reach) => [...reach])) {
    if (!visitor.has(id)) groups.set(id, 'full-app');
  }
  return { groups, visitor };
}

/** Rolldown's `output.codeSplitting`; the module graph is walked once per chunking pass. */
export function chunkGroups() {
  const plans = new WeakMap<Graph, ReturnType<typeof plan>>();
  const planOf = (graph: Graph) => plans.get(graph) ?? plans.set(graph, plan(graph)).get(graph)!;
  const textBases = new WeakMap<Graph, ReturnType<typeof textBase>>();
  const textBaseOf = (graph: Graph) =>
    textBases.get(graph) ?? textBases.set(graph, textBase(graph, planOf(graph).visitor)).get(graph)!;
  const group = (name: string, priority: number) => ({
    name: (id: string, graph: Graph) => ((planOf(graph).groups.get(id) ?? standInGroup(id)) === name ? name : null),
    debugName: name,
    priority,
  });
  return {
    groups: [
      { name: (id: string, graph: Graph) => textBaseOf(graph)(id), debugName: 'text-base', priority: 6 },
      { name: 'start', tags: ['$initial' as const], priority: 5 },
      group('visitor-kit', 4),
      ...VISITOR_PAGES.map((page) => group(kitOf(page), 4)),
      group('forms', 3),
      group('full-app', 2),
      group('help-texts', 2),
      { name: 'icons', test: ICONS, priority: 1 },
    ],
  };
}
