/**
 * Renders GiftOrbit's icon set from the hand-written SVGs in docs/brand/ (favicon.svg in public/).
 *
 *   cd /work/main && npx tsx docs/make-icons.ts
 *
 * Uses playwright-core driving the system Chromium (/usr/bin/chromium); it never
 * downloads a browser. Outputs:
 *   public/icons/icon-192.png          192x192, transparent, from icon-source.svg
 *   public/icons/icon-512.png          512x512, transparent, from icon-source.svg
 *   public/icons/maskable-512.png      512x512, full bleed,  from maskable-source.svg
 *   public/icons/apple-touch-icon.png  180x180, opaque,      from maskable-source.svg
 *   public/icons/badge-96.png          96x96, white on transparent, from badge-source.svg (push notifications)
 *   public/favicon.ico                 32x32 PNG wrapped in an ICO, from favicon.svg
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');
const BRAND = join(ROOT, 'docs', 'brand');
const ICONS = join(PUBLIC, 'icons');

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Background used behind the opaque (apple-touch) icon; the theme colour. */
const OPAQUE_BACKGROUND = '#1e1048';

interface Target {
  source: string; // file in docs/brand/ (or public/ for the favicon)
  out: string; // path under public/
  size: number;
  opaque?: boolean;
}

const TARGETS: Target[] = [
  { source: 'icon-source.svg', out: 'icons/icon-192.png', size: 192 },
  { source: 'icon-source.svg', out: 'icons/icon-512.png', size: 512 },
  { source: 'maskable-source.svg', out: 'icons/maskable-512.png', size: 512 },
  { source: 'maskable-source.svg', out: 'icons/apple-touch-icon.png', size: 180, opaque: true },
  { source: 'badge-source.svg', out: 'icons/badge-96.png', size: 96 },
];

const FAVICON = { source: 'favicon.svg', out: 'favicon.ico', size: 32 };

async function renderSvg(browser: Browser, svgFile: string, size: number, opaque = false): Promise<Buffer> {
  const svg = await readFile(svgFile === 'favicon.svg' ? join(PUBLIC, svgFile) : join(BRAND, svgFile));
  const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  const background = opaque ? OPAQUE_BACKGROUND : 'transparent';
  const html = `<!doctype html><html><head><style>
    html, body { margin: 0; padding: 0; background: ${background}; overflow: hidden; }
    img { display: block; width: ${size}px; height: ${size}px; }
  </style></head><body><img alt="" src="${src}"></body></html>`;

  const context = await browser.newContext({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.setContent(html);
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    return await page.screenshot({
      omitBackground: !opaque,
      clip: { x: 0, y: 0, width: size, height: size },
    });
  } finally {
    await context.close();
  }
}

/** Reads width, height and colour type from a PNG's IHDR chunk. */
function pngInfo(png: Buffer): { width: number; height: number; colorType: number } {
  const signature = '89504e470d0a1a0a';
  if (png.subarray(0, 8).toString('hex') !== signature || png.toString('ascii', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colorType: png.readUInt8(25) };
}

/** An ICO holding one PNG image: ICONDIR (6 bytes) + ICONDIRENTRY (16 bytes) + PNG. */
function pngToIco(png: Buffer): Buffer {
  const { width, height } = pngInfo(png);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: 1 = icon
  header.writeUInt16LE(1, 4); // image count
  header.writeUInt8(width >= 256 ? 0 : width, 6); // 0 means 256
  header.writeUInt8(height >= 256 ? 0 : height, 7);
  header.writeUInt8(0, 8); // palette colours
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image data size
  header.writeUInt32LE(header.length, 18); // image data offset
  return Buffer.concat([header, png]);
}

function check(png: Buffer, size: number, name: string): void {
  const { width, height } = pngInfo(png);
  if (width !== size || height !== size) throw new Error(`${name}: got ${width}x${height}, want ${size}x${size}`);
}

async function main(): Promise<void> {
  await mkdir(ICONS, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    for (const t of TARGETS) {
      const png = await renderSvg(browser, t.source, t.size, t.opaque);
      check(png, t.size, t.out);
      const out = join(PUBLIC, t.out);
      await writeFile(out, png);
      console.log(`${relative(ROOT, out)}  ${t.size}x${t.size}  ${png.length} bytes`);
    }
    const png = await renderSvg(browser, FAVICON.source, FAVICON.size);
    check(png, FAVICON.size, FAVICON.out);
    const ico = pngToIco(png);
    const out = join(PUBLIC, FAVICON.out);
    await writeFile(out, ico);
    console.log(`${relative(ROOT, out)}  ${FAVICON.size}x${FAVICON.size}  ${ico.length} bytes`);
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
