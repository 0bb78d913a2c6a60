import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './build/chunk-groups.ts';
import { languageTexts } from './build/language-texts.ts';
import { precompress } from './build/precompress.ts';
import { swSingleFile } from './build/sw-single-file.ts';
import { visitorPagesBuild } from './build/visitor-pages-build.ts';
import { PRODUCT_NAME } from './shared/constants.ts';
import { routes } from './shared/routes.ts';

export const THEME_COLOR = '#1e1048';
const shortcutIcon = { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' };

export default defineConfig({
  // Absolute, so the build is the same whatever the working directory.
  root: fileURLToPath(new URL('./pwa', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  build: {
    outDir: fileURLToPath(new URL('./dist/pwa', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // A dynamic import fetches its chunk's imports as the browser finds them, without Vite's helper adding a
    // <link rel="modulepreload"> for each first: fifty of them at once held a phone's main thread for 100-300 ms
    // (Lighthouse, 4x CPU) while a member's drawn dashboard was taken over. The HTML's own preloads stay.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps) },
    // Fewer, larger files for the first load (build/chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: chunkGroups() } },
  },
  define: { __BUILD_ID__: JSON.stringify(new Date().toISOString()) },
  resolve: {
    // Radix's scroll lock without a <style> element, which the CSP refuses (pwa/lib/style-singleton.ts).
    alias: { 'react-style-singleton': fileURLToPath(new URL('./pwa/lib/style-singleton.ts', import.meta.url)) },
  },
  plugins: [
    // The active language's texts in place of the English modules (build/language-texts.ts).
    languageTexts(),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // We register through workbox-window ourselves (pwa/app/service-worker.ts).
      injectRegister: false,
      injectManifest: {
        buildPlugins: { vite: [swSingleFile()] },
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The install-time icons are fetched when installing, not needed offline.
        globIgnores: [
          '**/icons/maskable-*.png',
          '**/icons/icon-512.png',
          '**/icons/apple-touch-icon.png',
          '**/screenshots/**',
        ],
      },
      manifest: {
        id: '/',
        name: `${PRODUCT_NAME}: round up, invest, earn`,
        short_name: PRODUCT_NAME,
        description: 'Round up your coin purchases, invest the spare change and earn 5% back in points.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
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
          { name: 'Transactions', short_name: 'Transactions', url: routes.transactions, icons: [shortcutIcon] },
          { name: 'Dashboard', short_name: 'Dashboard', url: routes.dashboard, icons: [shortcutIcon] },
        ],
        // The richer install dialog (Chrome on Android and desktop) shows these: one per form factor.
        screenshots: [
          {
            src: '/screenshots/dashboard-narrow.png',
            sizes: '360x780',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Your dashboard: points, coin spending and what you earned',
          },
          {
            src: '/screenshots/dashboard-wide.png',
            sizes: '1280x900',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Your dashboard, with the portfolio and achievements',
          },
        ],
      },
    }),
    // Each visitor page's HTML: the page rendered, its chunk preloaded (build/visitor-pages-build.ts).
    visitorPagesBuild(),
    // Last: compresses what the build and the worker step above wrote (build/precompress.ts).
    precompress(),
  ],
});
