// A visitor's first pages (pwa/app/visitor-app.tsx) each have their own copy of index.html, which the build writes
// (build/visitor-pages-build.ts: its chunk preloaded, the landing rendered) and the server answers that page with
// (api/pages/serve-pwa.ts), one per language: landing.es-419.html for `/`, login.es-419.html, signup.es-419.html.
// Every other page gets the shell of its language, index.es-419.html.
import { PRODUCT_NAME } from '#shared/constants.ts';
import { LOCALE_QUERY } from '#shared/i18n/locale-cookie.ts';
import { type Locale, LOCALES } from '#shared/i18n/locales.ts';
import { routes } from '#shared/routes.ts';
import { metaTag, withDescription } from './html.ts';

/** Each visitor page's own module, under pwa/ (the same modules visitor-app.tsx imports). */
export const pageModules: Record<string, string> = {
  [routes.home]: 'pwa/features/marketing/landing-page.tsx',
  [routes.login]: 'pwa/features/auth/login-page.tsx',
  [routes.signup]: 'pwa/features/auth/signup-page.tsx',
};

export const visitorPagePaths = Object.keys(pageModules);

/**
 * The pages sent rendered: the landing only. A form rendered before its script has run could be filled and sent
 * by the browser itself (a GET with the password in the address), so /login and /signup wait for React.
 */
export const renderedPages: readonly string[] = [routes.home];

/** The built HTML file that answers `path` in `locale`, when it has its own. */
export function visitorPageFile(path: string, locale: Locale): string | undefined {
  if (!Object.hasOwn(pageModules, path)) return undefined;
  return `${path === routes.home ? 'landing' : path.slice(1)}.${locale}.html`;
}

/**
 * The app's shell in `locale`, which the server answers every other page with. index.html itself, which chose no
 * language, is the service worker's copy: the app then chooses (pwa/lib/i18n/active-locale.ts).
 */
export const shellFile = (locale: Locale) => `index.${locale}.html`;

/** The pages anyone may read, which search engines index: each has an address per language (`?lang=`). */
export const publicPagePaths: readonly string[] = [
  routes.home,
  routes.about,
  routes.ambassadors,
  routes.security,
  routes.help,
  routes.privacy,
  routes.terms,
  routes.contact,
  routes.login,
  routes.signup,
];

/**
 * `html` (a public page at `path`) telling search engines the page in each language: an alternate per language and
 * the address without one (x-default: the page then follows the browser).
 */
export function withAlternates(html: string, origin: string, path: string) {
  const at = (locale?: Locale) => `${origin}${path}${locale ? `?${LOCALE_QUERY}=${locale}` : ''}`;
  const links = [
    ...LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${at(locale)}">`),
    `<link rel="alternate" hreflang="x-default" href="${at()}">`,
  ].join('');
  return html.replace('</head>', () => `${links}</head>`);
}

/** Open Graph's name for each language (Facebook's: Latin American Spanish is es_LA). */
export const OG_LOCALES: Record<Locale, string> = { 'en-US': 'en_US', 'es-419': 'es_LA', 'pt-BR': 'pt_BR' };

/**
 * `html` with what a search result and a shared link show of the page, in `locale`: its description, and the Open
 * Graph tags a chat or a post reads for its preview (the other languages named as alternates).
 */
export function withPageMeta(html: string, locale: Locale, meta: { title: string; description: string }) {
  const tags = [
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', PRODUCT_NAME),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) =>
      metaTag('property', 'og:locale:alternate', OG_LOCALES[other]),
    ),
  ].join('\n    ');
  return withDescription(html, meta.description).replace('</head>', () => `    ${tags}\n  </head>`);
}

/** Where a page's markup goes in index.html: its empty #root. */
export const ROOT_DIV = '<div id="root"></div>';

/** `shell` with `markup` inside #root and `after` right after it (text put in as it is: no `$&` patterns). */
export const withinRoot = (shell: string, markup: string, after = '') =>
  shell.replace(ROOT_DIV, () => `<div id="root">${markup}</div>${after}`);

/**
 * The members' screens the server sends already drawn, with the member's data, for a valid session
 * (api/pages/member-frame.ts). Their chunks are not preloaded: the screen shows without them, and fifty downloads
 * beside the page would only slow its first paint on a slow network; the app's own imports fetch them.
 */
export const drawnMemberScreens: readonly string[] = [routes.dashboard];

/** The app's server-side renderer (pwa/app/prerender.tsx built for Node), from the project's root. */
export const SSR_ENTRY = 'dist/ssr/prerender.js';
