// A PDF's words where Chromium drew them, read back with poppler's pdftotext (-bbox): for a test that a printed
// page draws nothing over anything else.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type PdfWord = { text: string; yMin: number; yMax: number };

/** Each page's words, in the order pdftotext reads them. */
export function pdfPages(pdf: Buffer): PdfWord[][] {
  const dir = mkdtempSync(join(tmpdir(), 'giftorbit-pdf-'));
  try {
    const file = join(dir, 'printed.pdf');
    writeFileSync(file, pdf);
    const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    return html
      .split('<page ')
      .slice(1)
      .map((page) =>
        [...page.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
          ([, yMin, yMax, text]) => ({ text: text!, yMin: Number(yMin), yMax: Number(yMax) }),
        ),
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Where `sentence` starts on the page that has it, and whether every word before it on that page is drawn above
 * it (a footnote drawn over the lines it follows would have words below its own top).
 */
export function drawnBelowAll(pages: PdfWord[][], sentence: string) {
  const words = sentence.split(/\s+/).slice(0, 4);
  for (const page of pages) {
    const at = page.findIndex((_, i) => words.every((w, j) => page[i + j]?.text === w));
    if (at < 0) continue;
    const top = page[at]!.yMin;
    return { found: true, clear: page.slice(0, at).every((w) => w.yMax <= top + 0.5) };
  }
  return { found: false, clear: false };
}
