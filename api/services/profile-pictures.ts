// Profile pictures: judged by their bytes (the magic number of a JPEG, PNG or WebP, then a full decode), never by
// the name or type the browser sent; decoded and re-encoded at most 512 x 512 with no metadata (EXIF, GPS, ICC,
// comments are dropped), so what is served is an image made here; stored under DATA_DIR with a random name.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Metadata } from 'sharp';
import { apiPaths } from '#shared/routes.ts';
import { PROFILE_PICTURE_MAX_SIDE } from '#shared/schemas/creators.ts';
import type { Env } from '#api/env.ts';

export type PictureFormat = 'jpeg' | 'png' | 'webp';

const FORMATS: Record<PictureFormat, { ext: string; contentType: string }> = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
};
const BY_EXT = new Map(Object.values(FORMATS).map((f) => [f.ext, f.contentType]));

/** A stored picture's name: 128 random bits in hex and the format's extension; nothing else is ever read. */
export const PICTURE_NAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

/** Larger than any phone camera's 48 megapixels; beyond it a small file can still decode to gigabytes. */
const MAX_INPUT_PIXELS = 64_000_000;
/** Longer than a phone panorama. libvips pays for every line: a 20 KB PNG of 1 x 10,000,000 took 4 s. */
const MAX_INPUT_SIDE = 32_768;
/**
 * An interlaced PNG or a progressive JPEG is decoded whole (others stream a few lines at a time), so its samples are
 * capped too: a 500 KB interlaced 16-bit RGBA PNG of 8000 x 7999 took 650 MB and 5 s, and a 900-byte progressive
 * JPEG whose header said 8000 x 7999 took 400 MB before it failed.
 */
const MAX_WHOLE_DECODE_BYTES = 64 * 1024 * 1024;

const tooLarge = ({ width, height, channels, depth, isProgressive }: Metadata) =>
  Math.max(width, height) > MAX_INPUT_SIDE ||
  (isProgressive === true && width * height * channels * (depth === 'uchar' ? 1 : 2) > MAX_WHOLE_DECODE_BYTES);

export class PictureError extends Error {
  constructor(readonly reason: 'type' | 'unreadable' | 'pixels') {
    super(reason);
  }
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The format its magic number names: JPEG (FF D8 FF), PNG (its 8-byte signature), WebP (RIFF....WEBP). */
export function sniffPicture(bytes: Uint8Array): PictureFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Decodes the whole picture (a truncated or damaged one fails) and encodes it again, upright, in its format. */
export async function reencodePicture(bytes: Uint8Array, format: PictureFormat): Promise<Buffer> {
  // Loaded on the first upload, not at start: libvips adds about 28 MB to the server's memory.
  const { default: sharp } = await import('sharp');
  // failOn 'warning': libvips' strictest, so a truncated file is refused rather than padded with grey.
  const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const meta = await image.metadata();
    if (meta.format !== format) throw new PictureError('type');
    if (tooLarge(meta)) throw new PictureError('pixels');
    const side = PROFILE_PICTURE_MAX_SIDE;
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none unless asked).
    const resized = image.rotate().resize(side, side, { fit: 'inside', withoutEnlargement: true });
    if (format === 'jpeg') return await resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    if (format === 'png') return await resized.png({ compressionLevel: 9 }).toBuffer();
    return await resized.webp({ quality: 85 }).toBuffer();
  } catch (error) {
    if (error instanceof PictureError) throw error;
    if (/pixel limit/i.test(String(error))) throw new PictureError('pixels');
    throw new PictureError('unreadable');
  }
}

const picturesDir = (env: Pick<Env, 'dataDir'>) => join(env.dataDir, 'profile-pictures');

/** Stores an encoded picture under a new random name and returns the URL that serves it. */
export async function storePicture(env: Pick<Env, 'dataDir'>, bytes: Buffer, format: PictureFormat): Promise<string> {
  const dir = picturesDir(env);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${FORMATS[format].ext}`;
  await writeFile(join(dir, name), bytes, { flag: 'wx' });
  return `${apiPaths.profilePictures}/${name}`;
}

/** A stored picture and its content type; null for a name that is not one of ours or a file that is gone. */
export async function readPicture(env: Pick<Env, 'dataDir'>, name: string) {
  if (!PICTURE_NAME.test(name)) return null;
  try {
    const bytes = await readFile(join(picturesDir(env), name));
    return { bytes, contentType: BY_EXT.get(name.split('.')[1]!)! };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Deletes the picture a URL of ours names (one replaced or removed); any other URL, or a missing file, is left. */
export async function deletePicture(env: Pick<Env, 'dataDir'>, url: string | null) {
  const prefix = `${apiPaths.profilePictures}/`;
  if (!url?.startsWith(prefix)) return;
  const name = url.slice(prefix.length);
  if (!PICTURE_NAME.test(name)) return;
  await unlink(join(picturesDir(env), name)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
