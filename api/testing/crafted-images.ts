// Image files written byte by byte for the hostile-upload suite: PNGs whose header says what we choose, and the
// zlib stream of any number of zero bytes in a few hundred kilobytes, made in milliseconds (a 20000 x 20000 PNG
// bomb without compressing 400 MB). Also patches that give a real JPEG or WebP other dimensions in its header.
import { constants, crc32, deflateRawSync } from 'node:zlib';

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

/** One PNG chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Uint8Array = new Uint8Array(0)): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
}

/** PNG colour types: grey, RGB, palette, grey with alpha, RGBA; and the samples a pixel has in each. */
export type PngColour = 0 | 2 | 3 | 4 | 6;
const SAMPLES: Record<PngColour, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export type PngHeader = { width: number; height: number; depth?: 1 | 8 | 16; colour?: PngColour; interlaced?: boolean };

/** The IHDR chunk's 13 bytes. */
export function ihdr({ width, height, depth = 8, colour = 0, interlaced = false }: PngHeader): Buffer {
  return Buffer.concat([u32(width), u32(height), Buffer.from([depth, colour, 0, 0, interlaced ? 1 : 0])]);
}

/** Adam7's seven passes: where each starts and its step, across and down. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** How many bytes the PNG's filtered scanlines take once inflated (each line starts with its filter byte). */
export function rawPngSize({ width, height, depth = 8, colour = 0, interlaced = false }: PngHeader): number {
  const lineBytes = (w: number) => 1 + Math.ceil((w * SAMPLES[colour] * depth) / 8);
  if (!interlaced) return height * lineBytes(width);
  let total = 0;
  for (const [x0, y0, dx, dy] of ADAM7) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w > 0 && h > 0) total += h * lineBytes(w);
  }
  return total;
}

const BLOCK = 1 << 20;

/**
 * A zlib stream that inflates to `length` zero bytes. One megabyte of zeros is deflated once, ending with a full
 * flush (the compressor forgets everything), so the same bytes stand for every further megabyte. The Adler-32 of
 * n zeros is (n mod 65521) << 16 | 1.
 */
export function zerosZlib(length: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(BLOCK), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const tail = deflateRawSync(Buffer.alloc(length % BLOCK), { level: 9 });
  const blocks = Array.from({ length: Math.floor(length / BLOCK) }, () => block);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...blocks, tail, u32(((length % 65521) << 16) | 1)]);
}

export type PngOptions = PngHeader & {
  /** The IDAT data; by default the zlib stream of every scanline, all zeros: black, or palette entry 0. */
  idat?: Uint8Array;
  /** Chunks placed before IDAT (PLTE, tEXt, iCCP, private ones). */
  before?: Uint8Array[];
};

/** A whole PNG: signature, IHDR, the chunks given, IDAT, IEND. A palette PNG gets a one-colour PLTE. */
export function craftPng(options: PngOptions): Buffer {
  const palette = options.colour === 3 ? [pngChunk('PLTE', Buffer.from([0x5b, 0x2a, 0x86]))] : [];
  return Buffer.concat([
    Buffer.from(PNG_SIGNATURE),
    pngChunk('IHDR', ihdr(options)),
    ...palette,
    ...(options.before ?? []),
    pngChunk('IDAT', options.idat ?? zerosZlib(rawPngSize(options))),
    pngChunk('IEND'),
  ]);
}

/** A copy of a PNG with a chunk inserted just before IEND (the last 12 bytes). */
export function withChunkBeforeEnd(png: Uint8Array, chunk: Uint8Array): Buffer {
  return Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);
}

/** A copy of a JPEG whose frame header (SOF0, SOF1 or SOF2) says width x height; the scans stay as they were. */
export function withJpegSize(jpeg: Uint8Array, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  for (let at = 2; at + 9 < out.length; at += 2 + out.readUInt16BE(at + 2)) {
    if (out[at] !== 0xff) break;
    if ([0xc0, 0xc1, 0xc2].includes(out[at + 1]!)) {
      out.writeUInt16BE(height, at + 5);
      out.writeUInt16BE(width, at + 7);
      return out;
    }
  }
  throw new Error('no frame header in this JPEG');
}

/** A copy of a lossless WebP (RIFF, WEBP, VP8L) whose bitstream header says width x height (each 1 to 16384). */
export function withWebpSize(webp: Uint8Array, width: number, height: number): Buffer {
  const out = Buffer.from(webp);
  if (out.toString('latin1', 12, 16) !== 'VP8L') throw new Error('not a simple lossless WebP');
  const flags = out.readUInt32LE(21) & 0xf0000000;
  out.writeUInt32LE((flags | (width - 1) | ((height - 1) << 14)) >>> 0, 21);
  return out;
}
