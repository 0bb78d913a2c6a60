// The build's compressed copies (the server's choice between them: api/lib/content-encoding.test.ts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from '#build/precompress.ts';

describe('precompressDir', () => {
  it('writes .br and .gz beside each text file over 1 KB, and leaves small files and images alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'giftorbit-precompress-'));
    try {
      mkdirSync(join(dir, 'assets'));
      const css = `.a { color: red; }\n`.repeat(200);
      writeFileSync(join(dir, 'assets', 'index-1a2b.css'), css);
      writeFileSync(join(dir, 'manifest.webmanifest'), '{}');
      writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096));
      await precompressDir(dir);
      const file = join(dir, 'assets', 'index-1a2b.css');
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(css);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(css);
      for (const skipped of ['manifest.webmanifest', 'icon.png'])
        expect(existsSync(join(dir, `${skipped}.br`)) || existsSync(join(dir, `${skipped}.gz`))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
