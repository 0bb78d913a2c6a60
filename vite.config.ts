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
import { webManifest } from './build/web-manifest.ts';
import { manifestText } from './shared/messages/page-titles.ts';

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
      manifest: webManifest(manifestText, 'en-US'),
    }),
    // Each visitor page's HTML: the page rendered, its chunk preloaded (build/visitor-pages-build.ts).
    visitorPagesBuild(),
    // Last: compresses what the build and the worker step above wrote (build/precompress.ts).
    precompress(),
  ],
});
