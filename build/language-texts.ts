// Each language's texts loaded alone (docs/decisions/0023-languages.md). The app imports the English text modules
// (`#shared/messages/money.ts`) as TypeScript sees them; in the build, every such import from outside
// shared/messages/ is answered by a small stand-in that loads the active language's module of the same name and
// offers what it exports under the same names. The stand-in waits for it (a top-level await), so a screen that reads
// a text when its module is evaluated already reads the member's language. Each language's modules are loaded in five
// files (areas): what the first visitor pages read, the landing's and the 404's own, the Help Center's articles, what
// the member app's first screen reads (the dashboard and the frame around it), and the other screens': a visitor
// downloads one language's texts, and few files; a member's first screen, only its own. The texts only the server
// writes (mails) are in none. Inside shared/messages/ modules import their own language's siblings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES } from '#shared/i18n/locales.ts';
import { root } from '#api/lib/project-root.ts';

const MESSAGES = join(root, 'shared', 'messages');
const ACTIVE_LOCALE = join(root, 'pwa', 'lib', 'i18n', 'active-locale.ts');
const STAND_IN = '\0giftorbit-texts:';
const AREA = '\0giftorbit-area:';

/**
 * The texts the first visitor pages (landing, sign-in, sign-up and the frame around them) read: their language's
 * file. Closed under imports (a test checks): a text one of them imports is here too, or the visitor's file would
 * import the member app's.
 */
export const VISITOR_TEXTS: ReadonlySet<string> = new Set(['auth', 'auth-forms', 'common', 'sign-in', 'site-frame']);

/** The landing page's own texts and the 404 page's: their file, apart from the sign-in and sign-up pages'. */
const SITE_TEXTS: ReadonlySet<string> = new Set(['landing', 'landing-page', 'not-found']);

/**
 * The texts the member app's first screen reads beyond the visitor's: the frame (header, notifications, the email
 * banner, the push prompt; pwa/components/layout/) and the dashboard. Closed under imports, like the visitor's (a
 * test checks both that and that the first screen reads no other): a screen opened later brings the rest in one more
 * file.
 */
export const MEMBER_START_TEXTS: ReadonlySet<string> = new Set([
  'account-email',
  'app-shell',
  'banking',
  'cash-out',
  'creator-discovery',
  'creators',
  'money',
  'notifications',
  'page-titles',
  'push',
  'screens',
  'security',
]);

/** Texts only the server writes (mails): no file of the app holds them. */
export const SERVER_TEXTS: ReadonlySet<string> = new Set(['closing-mail', 'mail']);

export type TextArea = 'visitor' | 'site' | 'help' | 'member' | 'screens' | 'server';

/** The file `name`'s texts are loaded in, in each language. */
export function textArea(name: string): TextArea {
  if (VISITOR_TEXTS.has(name)) return 'visitor';
  if (SITE_TEXTS.has(name)) return 'site';
  if (MEMBER_START_TEXTS.has(name)) return 'member';
  if (SERVER_TEXTS.has(name)) return 'server';
  return name.startsWith('help-articles') ? 'help' : 'screens';
}

/** The areas an area's texts import from: those stay in their own file, not in a second copy. */
const AREAS_NEEDED: Record<TextArea, TextArea[]> = {
  visitor: [],
  site: ['visitor'],
  member: ['visitor'],
  screens: ['visitor', 'member'],
  help: ['visitor', 'member', 'screens'],
  server: [],
};

/** A module's name as a JavaScript name, for the area's namespace of it: 'landing-page' → 'landing_page'. */
const asName = (name: string) => name.replaceAll('-', '_');

/** Every English text module's name. */
const textNames = () =>
  readdirSync(MESSAGES)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -3));

/** One language's area: each of its modules as a namespace. */
function areaModule(locale: string, area: TextArea) {
  const names = textNames().filter((name) => textArea(name) === area);
  // The texts an area shares with an earlier one stay in the file of the area that needs them first, not in a file
  // of their own.
  const visitor = AREAS_NEEDED[area].map((first) => `import ${JSON.stringify(`${AREA}${locale}:${first}`)};`);
  const namespaces = names.map(
    (name) => `export * as ${asName(name)} from ${JSON.stringify(textModule(name, locale))};`,
  );
  return [...visitor, ...namespaces].join('\n');
}

const ENGLISH_MODULE = /[\\/]shared[\\/]messages[\\/]([a-z0-9-]+)\.ts$/;

/** The folder of a language's modules (folder names are lower case): shared/messages/pt-br/. */
export const localeFolder = (locale: string) => join(MESSAGES, locale.toLowerCase());

/** The module that holds `name`'s texts in `locale`: its translation, else (not yet translated) the English. */
export function textModule(name: string, locale: string) {
  const translated = join(localeFolder(locale), `${name}.ts`);
  return locale !== 'en-US' && existsSync(translated) ? translated : join(MESSAGES, `${name}.ts`);
}

/** The names of the values an English module exports (`export const x`, `export function f`; types are not values). */
export function exportedValues(source: string): string[] {
  const declared = [...source.matchAll(/^export (?:const|let|function) (\w+)/gm)].map((m) => m[1]!);
  const listed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
    m[1]!.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .at(-1)!,
    ),
  );
  return [...declared, ...listed.filter(Boolean)];
}

/**
 * The stand-in for `name` in the renderer for Node (pwa/app/prerender.tsx): every language in its one file, chosen as
 * it is loaded (the server loads it once per language). A file of its own for each would be a second copy of the app.
 */
function rendererStandIn(name: string, names: string[]) {
  const imports = LOCALES.map((l, i) => `import * as texts${i} from ${JSON.stringify(textModule(name, l))};`);
  const byLocale = LOCALES.map((l, i) => `${JSON.stringify(l)}: texts${i}`).join(', ');
  return [
    `import { activeLocale } from ${JSON.stringify(ACTIVE_LOCALE)};`,
    ...imports,
    `export const { ${names.join(', ')} } = { ${byLocale} }[activeLocale];`,
  ].join('\n');
}

/** The stand-in for `name`: the active language's module, loaded before anything that imports it runs. */
function standIn(name: string, ssr: boolean) {
  const names = exportedValues(readFileSync(join(MESSAGES, `${name}.ts`), 'utf8'));
  if (ssr) return rendererStandIn(name, names);
  const area = textArea(name);
  const loaders = LOCALES.map((l) => `  ${JSON.stringify(l)}: () => import(${JSON.stringify(`${AREA}${l}:${area}`)}),`);
  return [
    `import { activeLocale } from ${JSON.stringify(ACTIVE_LOCALE)};`,
    `const load = {\n${loaders.join('\n')}\n};`,
    `const texts = (await load[activeLocale]()).${asName(name)};`,
    `export const { ${names.join(', ')} } = texts;`,
  ].join('\n');
}

export function languageTexts(): Plugin {
  return {
    name: 'giftorbit:language-texts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith(AREA)) return source;
      if (!importer || importer.startsWith(AREA) || importer.startsWith(STAND_IN) || importer.startsWith(MESSAGES))
        return null;
      if (!source.includes('messages/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const name = resolved && !resolved.external ? ENGLISH_MODULE.exec(resolved.id)?.[1] : undefined;
      if (!name || resolved!.id !== join(MESSAGES, `${name}.ts`)) return null;
      return `${STAND_IN}${name}`;
    },
    load(id, options) {
      if (id.startsWith(AREA)) {
        const [locale = '', area = ''] = id.slice(AREA.length).split(':');
        return areaModule(locale, area as TextArea);
      }
      return id.startsWith(STAND_IN) ? standIn(id.slice(STAND_IN.length), options?.ssr === true) : null;
    },
  };
}
