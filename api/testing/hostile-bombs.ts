// Decompression bombs (a small file that decodes to hundreds of megabytes), pixel floods (a header that claims
// enormous dimensions) and odd but real pictures (extreme shapes, CMYK, 16-bit, animation) for the upload suite.
import sharp from 'sharp';
import {
  craftPng,
  type PngHeader,
  pngChunk,
  withChunkBeforeEnd,
  withJpegSize,
  withWebpSize,
  zerosZlib,
} from '#api/testing/crafted-images.ts';
import {
  type Expected,
  type HostileFile,
  type HostileKind,
  noise,
  PIXELS,
  samplePictures,
  stored,
  TYPE,
  UNREADABLE,
} from '#api/testing/hostile-file-kinds.ts';

const MB = 1024 * 1024;
const AS = { png: ['me.png', 'image/png'], jpeg: ['me.jpg', 'image/jpeg'], webp: ['me.webp', 'image/webp'] } as const;
type As = keyof typeof AS;

const file = (kind: HostileKind, label: string, bytes: Uint8Array, expected: Expected, as: As): HostileFile => {
  const [name, contentType] = AS[as];
  return { kind, label, name, contentType, bytes, expected };
};
const png = (kind: HostileKind, label: string, header: PngHeader, expected: Expected, idat?: Buffer) =>
  file(kind, label, craftPng({ ...header, ...(idat ? { idat } : {}) }), expected, 'png');
/** A chunk whose data ends in a zlib stream of `size` zeros (zTXt, iCCP: name, NUL, method 0, stream). */
const zChunk = (type: string, size: number) =>
  pngChunk(type, Buffer.concat([Buffer.from('x\u0000\u0000', 'latin1'), zerosZlib(size)]));
const rgba16 = { depth: 16, colour: 6, interlaced: true } as const;

async function bombs(): Promise<HostileFile[]> {
  const { png: real, jpegProgressive, webpLossless } = await samplePictures();
  const b = 'decompression-bomb';
  const huge = { width: 8000, height: 7999, ...rgba16 };
  const progressive = withJpegSize(jpegProgressive, 8000, 7999);
  const webp = withWebpSize(webpLossless, 4096, 4096);
  return [
    png(b, 'a 20000 x 20000 grey PNG of one colour (400 MB of pixels)', { width: 20000, height: 20000 }, PIXELS),
    png(b, 'a 20000 x 20000 one-bit palette PNG', { width: 20000, height: 20000, depth: 1, colour: 3 }, PIXELS),
    png(b, 'an 8001 x 8000 grey PNG: one row over the pixel limit', { width: 8001, height: 8000 }, PIXELS),
    png(b, 'an interlaced 16-bit RGBA PNG of 8000 x 7999 (512 MB decoded whole)', huge, PIXELS),
    png(b, 'an interlaced 16-bit RGBA PNG header of 8000 x 7999 on 100 bytes of data', huge, PIXELS, zerosZlib(100)),
    file(b, `a ${progressive.length}-byte progressive JPEG whose header says 8000 x 7999`, progressive, PIXELS, 'jpeg'),
    file(
      b,
      'a real PNG with a zTXt chunk inflating to 64 MB',
      withChunkBeforeEnd(real, zChunk('zTXt', 64 * MB)),
      stored('png'),
      'png',
    ),
    file(
      b,
      'a real PNG with an iCCP profile inflating to 64 MB',
      Buffer.concat([real.subarray(0, 33), zChunk('iCCP', 64 * MB), real.subarray(33)]),
      stored('png'),
      'png',
    ),
    png(
      b,
      'an 8000 x 8000 grey PNG: exactly the pixel limit, stored at 512 x 512',
      { width: 8000, height: 8000 },
      stored('png'),
    ),
    png(
      b,
      'an interlaced 16-bit RGBA PNG of 1024 x 1024 (8 MB decoded whole)',
      { width: 1024, height: 1024, ...rgba16 },
      stored('png'),
    ),
    file(b, `a ${webp.length}-byte lossless WebP that decodes as 4096 x 4096`, webp, stored('webp'), 'webp'),
  ];
}

async function floods(): Promise<HostileFile[]> {
  const { jpeg, jpegProgressive, webpLossless } = await samplePictures();
  const f = 'pixel-flood';
  const tiny = zerosZlib(100);
  const gif = Buffer.concat([Buffer.from('GIF89a\u00ff\u00ff\u00ff\u00ff', 'latin1'), Buffer.alloc(23)]);
  return [
    png(f, 'a PNG header of 100000 x 100000', { width: 100_000, height: 100_000 }, PIXELS, tiny),
    png(f, 'a PNG header of 65535 x 65535 RGBA', { width: 65535, height: 65535, colour: 6 }, PIXELS, tiny),
    png(f, 'a PNG header of 2147483647 x 2147483647', { width: 2 ** 31 - 1, height: 2 ** 31 - 1 }, UNREADABLE, tiny),
    png(f, 'a PNG header of 0 x 0', { width: 0, height: 0 }, UNREADABLE, tiny),
    png(f, 'a 1 x 10000000 PNG of 20 KB (a line of pixels)', { width: 1, height: 10_000_000 }, PIXELS),
    png(f, 'a 60000 x 1 PNG', { width: 60000, height: 1 }, PIXELS),
    png(f, 'a 1 x 60000 PNG', { width: 1, height: 60000 }, PIXELS),
    png(f, 'a 1 x 32769 PNG: one line over the side limit', { width: 1, height: 32769 }, PIXELS),
    file(f, 'a JPEG whose header says 65500 x 65500', withJpegSize(jpeg, 65500, 65500), PIXELS, 'jpeg'),
    file(f, 'a progressive JPEG header of 65500 x 65500', withJpegSize(jpegProgressive, 65500, 65500), PIXELS, 'jpeg'),
    file(f, 'a JPEG whose header says 0 x 0', withJpegSize(jpeg, 0, 0), UNREADABLE, 'jpeg'),
    file(
      f,
      'a lossless WebP whose header says 16383 x 16383',
      withWebpSize(webpLossless, 16383, 16383),
      PIXELS,
      'webp',
    ),
    file(
      f,
      'a lossless WebP whose header says 16384 x 16384',
      withWebpSize(webpLossless, 16384, 16384),
      UNREADABLE,
      'webp',
    ),
    { ...file(f, 'a GIF whose screen is 65535 x 65535', gif, TYPE, 'png'), contentType: 'image/gif' },
  ];
}

async function oddPictures(): Promise<HostileFile[]> {
  const { png: real, jpeg } = await samplePictures();
  const o = 'odd-image';
  const frames = [await noise(32, 32).png().toBuffer(), await noise(32, 32, 4).png().toBuffer()];
  const animated = await sharp(frames, { join: { animated: true } })
    .webp()
    .toBuffer();
  return [
    png(o, 'a 1 x 32768 PNG: as tall as taken', { width: 1, height: 32768 }, stored('png')),
    png(o, 'a grey-and-alpha PNG', { width: 300, height: 200, colour: 4 }, stored('png')),
    file(o, 'a 1 x 1 PNG', await noise(1, 1).png().toBuffer(), stored('png'), 'png'),
    file(o, 'a 16-bit PNG', await sharp(real).toColourspace('rgb16').png().toBuffer(), stored('png'), 'png'),
    file(o, 'a palette PNG with alpha', await noise(40, 40, 4).png({ palette: true }).toBuffer(), stored('png'), 'png'),
    file(o, 'a CMYK JPEG', await sharp(jpeg).toColourspace('cmyk').jpeg().toBuffer(), stored('jpeg'), 'jpeg'),
    file(
      o,
      'a JPEG turned by EXIF orientation 8',
      await sharp(jpeg).withMetadata({ orientation: 8 }).toBuffer(),
      stored('jpeg'),
      'jpeg',
    ),
    file(o, 'an animated WebP of two frames', animated, stored('webp'), 'webp'),
    file(o, 'a lossless WebP', await noise(40, 30, 4).webp({ lossless: true }).toBuffer(), stored('webp'), 'webp'),
  ];
}

/** Bombs, floods and odd shapes. */
export async function bombFiles(): Promise<HostileFile[]> {
  return [...(await bombs()), ...(await floods()), ...(await oddPictures())];
}
