// The web app manifest: what a phone installs (name, icons, colours, shortcuts, the install dialog's screenshots), in
// one language's words. vite.config.ts gives vite-plugin-pwa the English one (manifest.webmanifest); the build writes
// each other language's beside it (build/visitor-pages-build.ts), and that language's pages link theirs.
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { manifestText as english } from '#shared/messages/page-titles.ts';
import { routes } from '#shared/routes.ts';

export const THEME_COLOR = '#1e1048';
const shortcutIcon = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };

/** The manifest's file for `locale`: English's is the plugin's own. */
export const manifestFile = (locale: Locale) =>
  locale === 'en-US' ? 'manifest.webmanifest' : `manifest.${locale}.webmanifest`;

export function webManifest(text: { [K in keyof typeof english]: string }, locale: Locale) {
  return {
    id: '/',
    name: text.name,
    short_name: PRODUCT_NAME,
    description: text.description,
    lang: locale,
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    orientation: 'portrait' as const,
    background_color: '#0b0720',
    theme_color: THEME_COLOR,
    categories: ['finance'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // A long press on the home-screen icon opens these screens directly.
    shortcuts: [
      { name: text.transactions, short_name: text.transactions, url: routes.transactions, icons: [shortcutIcon] },
      { name: text.dashboard, short_name: text.dashboard, url: routes.dashboard, icons: [shortcutIcon] },
    ],
    // The richer install dialog (Chrome on Android and desktop) shows these: one per form factor.
    screenshots: [
      {
        src: '/screenshots/dashboard-narrow.png',
        sizes: '360x780',
        type: 'image/png',
        form_factor: 'narrow' as const,
        label: text.narrowScreenshot,
      },
      {
        src: '/screenshots/dashboard-wide.png',
        sizes: '1280x900',
        type: 'image/png',
        form_factor: 'wide' as const,
        label: text.wideScreenshot,
      },
    ],
  };
}
