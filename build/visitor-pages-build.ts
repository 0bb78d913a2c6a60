// The build's half of the visitor pages (api/lib/visitor-pages.ts). For `/`, `/login` and `/signup` it writes a
// copy of index.html with `modulepreload` links for the page's chunk and its imports (so they download beside the
// entry instead of after it) and, for the landing, the page already rendered inside #root, so it paints before any
// script has run (a phone's first paint). The rendering is the app's own: pwa/app/prerender.tsx, built
// here into dist/ssr for Node, which the server also loads to draw members' screens (api/pages/member-frame.ts).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { languageTexts } from '#build/language-texts.ts';
import { manifestFile, webManifest } from '#build/web-manifest.ts';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { withTitle } from '#api/lib/html.ts';
import { root as projectRoot } from '#api/lib/project-root.ts';
import {
  pageModules,
  renderedPages,
  ROOT_DIV,
  shellFile,
  SSR_ENTRY,
  visitorPageFile,
  withinRoot,
  withPageMeta,
} from '#api/lib/visitor-pages.ts';

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
};
type Output = Chunk | { type: 'asset'; fileName: string; source: string | Uint8Array };
type Prerender = {
  renderVisitorPage: (pathname: string) => Promise<string>;
  HOME_TITLE: string;
  HOME_DESCRIPTION: string;
  manifestText: Parameters<typeof webManifest>[0];
  pageTitles: Record<string, string>;
};

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
 * pwa/app/prerender.tsx built for Node into dist/ssr, one bundle with the client build's constants, loaded once per
 * language (its language in its address, pwa/lib/i18n/active-locale.ts).
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
    plugins: [languageTexts()],
    build: {
      ssr: 'app/prerender.tsx',
      outDir: join(entry, '..'),
      emptyOutDir: true,
      minify: false,
      // One file: each language's copy is that file loaded under its own address, every module in it its own; a
      // chunk beside it would be loaded once, under one address, and shared by the three.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  // A new URL each build: Node caches modules by URL.
  const built = Date.now();
  return (locale: Locale) =>
    import(`${pathToFileURL(entry).href}?locale=${locale}&built=${built}`) as Promise<Prerender>;
}

/** A language's texts file (build/language-texts.ts): its language. */
const AREA = /^\0giftorbit-area:([^:]+):/;

/** The texts files in `locale` that the chunks `files` load (build/language-texts.ts), with what they import. */
function textChunks(bundle: Record<string, Output>, files: Iterable<string>, locale: Locale) {
  const texts = new Set<string>();
  for (const name of files) {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk') continue;
    for (const loaded of chunk.dynamicImports) {
      const target = bundle[loaded];
      const match = target?.type === 'chunk' ? AREA.exec(target.facadeModuleId ?? '') : null;
      if (match?.[1] === locale) withImports(bundle, loaded, texts);
    }
  }
  return texts;
}

/**
 * index.html for `locale`: its language on <html>, as chosen by the server (not the service worker's copy), and the
 * manifest in its words.
 */
const inLanguage = (html: string, locale: Locale) =>
  html
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}" data-locale="${locale}">`)
    .replace('href="/manifest.webmanifest"', () => `href="/${manifestFile(locale)}"`);

const preloads = (files: Iterable<string>) =>
  [...files].map((name) => `\n    <link rel="modulepreload" crossorigin href="/${name}">`).join('');

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
      // The chunk that holds the entry's module (with the text stand-ins' top-level awaits, Rolldown may put the entry
      // in a group's chunk rather than one of its own).
      const entry = chunks.find((c) => c.moduleIds.includes(join(pwaRoot, 'main.tsx')));
      const index = bundle['index.html'];
      if (!entry || index?.type !== 'asset') throw new Error('visitor-pages: no index.html or entry chunk');
      const html = String(index.source);
      if (!html.includes(ROOT_DIV)) throw new Error(`visitor-pages: index.html has no ${ROOT_DIV}`);
      const alreadyLoaded = withImports(bundle, entry.fileName);
      const renderer = await buildRenderer(define);
      for (const locale of LOCALES) {
        const prerender = await renderer(locale);
        if (locale !== 'en-US')
          this.emitFile({
            type: 'asset',
            fileName: manifestFile(locale),
            source: JSON.stringify(webManifest(prerender.manifestText, locale)),
          });
        const shell = (files: Set<string>, title: string, markup = '') => {
          const texts = [...textChunks(bundle, files, locale)].filter((name) => !files.has(name));
          const head = preloads([...files, ...texts].filter((name) => !alreadyLoaded.has(name)));
          const described = withPageMeta(inLanguage(html, locale), locale, {
            title,
            description: prerender.HOME_DESCRIPTION,
          });
          const page = withTitle(described, title).replace('</head>', () => `${head}\n  </head>`);
          return withinRoot(page, markup);
        };
        this.emitFile({
          type: 'asset',
          fileName: shellFile(locale),
          source: shell(alreadyLoaded, prerender.HOME_TITLE),
        });
        for (const [path, module] of Object.entries(pageModules)) {
          const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
          if (!page) throw new Error(`visitor-pages: no chunk for ${module}`);
          const files = withImports(bundle, page.fileName, new Set(alreadyLoaded));
          const markup = renderedPages.includes(path) ? await prerender.renderVisitorPage(path) : '';
          const title = prerender.pageTitles[path] ?? prerender.HOME_TITLE;
          this.emitFile({
            type: 'asset',
            fileName: visitorPageFile(path, locale)!,
            source: shell(files, title, markup),
          });
        }
      }
    },
  };
}
