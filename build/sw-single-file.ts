// The service worker is one file (a worker cannot load chunks while it installs). vite-plugin-pwa asks for that
// with Rollup's `inlineDynamicImports`, which Rolldown still honours but announces as deprecated on every build, a
// warning a newcomer's first `npm start` printed as if something had gone wrong. This plugin of the worker's own
// build says the same thing in Rolldown's words (`codeSplitting: false`) before Rolldown reads it. That build also
// ignores the log level `npm start` asks for and listed its one file as it went: it now says only what is wrong.
import type { Plugin } from 'vite';

type Output = { inlineDynamicImports?: boolean; codeSplitting?: unknown };

export function swSingleFile(): Plugin {
  return {
    name: 'giftorbit:sw-single-file',
    config(config) {
      config.logLevel ??= 'warn';
      const build = config.build as { rollupOptions?: { output?: Output }; rolldownOptions?: { output?: Output } };
      for (const output of [build?.rollupOptions?.output, build?.rolldownOptions?.output]) {
        if (output?.inlineDynamicImports) {
          delete output.inlineDynamicImports;
          output.codeSplitting = false;
        }
      }
    },
  };
}
