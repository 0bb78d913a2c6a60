// Brotli and gzip copies of the built PWA's text files, made once at build time (file.js -> file.js.br, .gz), so
// the server sends them as they are (api/pages/serve-pwa.ts, choosing by api/lib/content-encoding.ts) instead of
// compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESSIBLE_FILE, type ContentEncoding } from '#api/lib/content-encoding.ts';

/** Below this a compressed copy saves less than its headers and a round of decoding cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Both compressed forms of one text, at the strongest settings: made once, served many times. */
export async function compressBoth(bytes: Buffer): Promise<Record<ContentEncoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

async function* builtFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(path);
    else if (COMPRESSIBLE_FILE.test(entry.name)) yield path;
  }
}

/** Writes a .br and a .gz beside every compressible file of `dir` over MIN_BYTES that they make smaller. */
export async function precompressDir(dir: string) {
  const jobs: Promise<void>[] = [];
  for await (const path of builtFiles(dir)) {
    jobs.push(
      (async () => {
        const bytes = await readFile(path);
        if (bytes.length < MIN_BYTES) return;
        const { br, gzip: gz } = await compressBoth(bytes);
        if (br.length < bytes.length) await writeFile(`${path}.br`, br);
        if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
      })(),
    );
  }
  await Promise.all(jobs);
}

/**
 * The Vite plugin. It runs last: vite-plugin-pwa writes sw.js in its own closeBundle (after the bundle is on
 * disk), so this step comes after it, and the worker's precache list never names the .br and .gz copies.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'giftorbit:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
