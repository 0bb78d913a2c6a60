// Hostile files made from real pictures' bytes: other formats, a picture's magic on something else, polyglots
// (refused, or stored once the server has re-encoded the payload away), truncations, oversize files.
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { PROFILE_PICTURE_MAX_BYTES as MAX } from '#shared/schemas/creators.ts';
import { PNG_SIGNATURE, pngChunk, withChunkBeforeEnd } from '#api/testing/crafted-images.ts';
import { bombFiles } from '#api/testing/hostile-bombs.ts';
import {
  type Expected,
  type HostileFile,
  type HostileKind,
  MISSING,
  pseudoRandom,
  samplePictures,
  stored,
  TOO_LARGE,
  TYPE,
  UNREADABLE,
} from '#api/testing/hostile-file-kinds.ts';

const bytesOf = (s: string) => Buffer.from(s, 'latin1');
const cat = (...parts: (Uint8Array | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? bytesOf(p) : p)));
const page = '<!doctype html><script>alert(document.cookie)</script>';
const php = "<?php system($_GET['c']); ?>";
const zip = (name: string, body: string) =>
  cat(
    'PK\u0003\u0004',
    Buffer.alloc(22),
    Buffer.from([name.length, 0, 0, 0]),
    name,
    body,
    'PK\u0005\u0006',
    Buffer.alloc(18),
  );
const le32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};
/** A JPEG with a comment segment (FF FE) just after its start. */
const withJpegComment = (jpeg: Uint8Array, comment: string) =>
  cat(
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]),
    comment,
    jpeg.subarray(2),
  );

type Row = readonly [label: string, bytes: Uint8Array, expected: Expected, name?: string, contentType?: string];
const rows = (kind: HostileKind, list: readonly Row[]): HostileFile[] =>
  list.map(([label, bytes, expected, name = 'me.png', contentType = 'image/png']) => ({
    kind,
    label,
    name,
    contentType,
    bytes,
    expected,
  }));

async function otherFormats(): Promise<HostileFile[]> {
  const { png, webp, gif, tiff, avif } = await samplePictures();
  const wrongMagic: Row[] = [
    ['a real GIF named .png', gif, TYPE],
    ['a real TIFF named .jpg (sharp itself would decode it)', tiff, TYPE, 'me.jpg', 'image/jpeg'],
    ['a real AVIF named .webp', avif, TYPE, 'me.webp', 'image/webp'],
    ['a BMP', cat('BM', le32(70), le32(0), le32(54), le32(40), le32(1), le32(1), Buffer.alloc(28)), TYPE],
    ['an ICO', cat(Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]), Buffer.alloc(40)), TYPE],
    ['a JPEG XL codestream', cat(Buffer.from([0xff, 0x0a, 0xfa, 0x7f]), Buffer.alloc(40)), TYPE, 'me.jpg'],
    ['a JPEG 2000', cat(Buffer.from([0, 0, 0, 12, 0x6a, 0x50, 0x20, 0x20, 13, 10, 0x87, 10]), Buffer.alloc(40)), TYPE],
    ['a Photoshop PSD', cat('8BPS\u0000\u0001', Buffer.alloc(40)), TYPE],
    ['a PDF', bytesOf('%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF'), TYPE],
    ['a ZIP', zip('a.txt', 'hello'), TYPE],
    ['a Linux executable (ELF)', cat('\u007fELF\u0002\u0001\u0001', Buffer.alloc(57)), TYPE],
    ['a Windows executable (MZ)', cat('MZ\u0090\u0000', 'This program cannot be run in DOS mode.'), TYPE],
    ['a gzip of a real PNG', gzipSync(png), TYPE],
    ['a RIFF WAVE', cat('RIFF', le32(36), 'WAVEfmt ', le32(16), Buffer.alloc(24)), TYPE, 'me.webp', 'image/webp'],
    ['a big-endian TIFF header', cat('MM\u0000*', Buffer.alloc(40)), TYPE, 'me.jpg', 'image/jpeg'],
    ['the PNG signature with its last byte wrong', cat(png.subarray(0, 7), '\u0000', png.subarray(8)), TYPE],
    ['"png" in lower case in the signature', cat('\u0089png', png.subarray(4)), TYPE],
    ['FF D8 FE: two bytes of the JPEG magic', cat(Buffer.from([0xff, 0xd8, 0xfe]), pseudoRandom(200)), TYPE],
    ['a UTF-8 BOM before a real PNG', cat('\u00ef\u00bb\u00bf', png), TYPE],
    ['a NUL byte before a real PNG', cat('\u0000', png), TYPE],
    ['a WebP whose RIFF says WEBQ', cat(webp.subarray(0, 11), 'Q', webp.subarray(12)), TYPE, 'me.webp', 'image/webp'],
    ['"RIFF" alone', bytesOf('RIFF'), TYPE, 'me.webp', 'image/webp'],
  ];
  const mismatch: Row[] = [
    ['the PNG signature on a GIF', cat(Buffer.from(PNG_SIGNATURE), gif), UNREADABLE],
    ['the JPEG magic on a real PNG', cat(Buffer.from([0xff, 0xd8, 0xff]), png), UNREADABLE, 'me.jpg', 'image/jpeg'],
    ['a WebP RIFF header on a real PNG', cat('RIFF', le32(png.length + 4), 'WEBP', png), UNREADABLE],
    ['the PNG signature on 500 bytes of 7', cat(Buffer.from(PNG_SIGNATURE), Buffer.alloc(500, 7)), UNREADABLE],
    ['the PNG signature on noise', cat(Buffer.from(PNG_SIGNATURE), pseudoRandom(4096, 1)), UNREADABLE],
    ['the JPEG magic on noise', cat(Buffer.from([0xff, 0xd8, 0xff]), pseudoRandom(4096, 2)), UNREADABLE, 'me.jpg'],
  ];
  return [...rows('wrong-magic', wrongMagic), ...rows('magic-mismatch', mismatch)];
}

async function polyglots(): Promise<HostileFile[]> {
  const { png, jpeg, webp, gif } = await samplePictures();
  const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><script>alert(1)</script></x:xmpmeta>';
  const exif = { IFD0: { ImageDescription: page, Artist: php } };
  const refused: Row[] = [
    ['the PNG signature, then an HTML page', cat(Buffer.from(PNG_SIGNATURE), page), UNREADABLE],
    ['a JPEG start (FF D8 FF E0), then a script', cat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), page), UNREADABLE],
    ['a GIF89a/JavaScript polyglot', bytesOf('GIF89a/*\u0001\u0000\u0001\u0000\u0000\u0000*/=alert(1);//'), TYPE],
    ['a WebP RIFF header, then HTML', cat('RIFF', le32(page.length + 8), 'WEBPVP8 ', page), UNREADABLE],
    ['GIFAR: a GIF with a JAR after it', cat(gif, zip('META-INF/MANIFEST.MF', 'Main-Class: X')), TYPE],
    ['a PDF header, then a real JPEG', cat('%PDF-1.4\n%', jpeg), TYPE, 'me.jpg', 'image/jpeg'],
    ['an HTML page, then a real PNG', cat(page, png), TYPE],
  ];
  const reencoded: Row[] = [
    ['a real PNG with HTML after IEND', cat(png, page), stored('png')],
    ['a real PNG with PHP after IEND', cat(png, php), stored('png')],
    ['a real PNG with a ZIP after IEND', cat(png, zip('index.html', page)), stored('png')],
    [
      'a real PNG with a script in a tEXt chunk',
      withChunkBeforeEnd(png, pngChunk('tEXt', bytesOf(`x\u0000${page}`))),
      stored('png'),
    ],
    [
      'a real PNG with a page in a private chunk',
      withChunkBeforeEnd(png, pngChunk('htMl', bytesOf(page))),
      stored('png'),
    ],
    ['a real JPEG with HTML after its end', cat(jpeg, page), stored('jpeg'), 'me.jpg', 'image/jpeg'],
    ['a real JPEG with a PDF after its end', cat(jpeg, '%PDF-1.4\n%%EOF'), stored('jpeg'), 'me.jpg', 'image/jpeg'],
    ['a real JPEG with a script comment', withJpegComment(jpeg, page), stored('jpeg'), 'me.jpg', 'image/jpeg'],
    ['a real JPEG with a PHP comment', withJpegComment(jpeg, php), stored('jpeg'), 'me.jpg', 'image/jpeg'],
    [
      'a real JPEG with script in its EXIF',
      await sharp(jpeg).jpeg().withExif(exif).toBuffer(),
      stored('jpeg'),
      'me.jpg',
      'image/jpeg',
    ],
    [
      'a real WebP with script in its XMP',
      await sharp(webp).webp().withXmp(xmp).toBuffer(),
      stored('webp'),
      'me.webp',
      'image/webp',
    ],
    ['a real WebP with HTML after it', cat(webp, page), stored('webp'), 'me.webp', 'image/webp'],
  ];
  return [...rows('polyglot', refused), ...rows('polyglot', reencoded)];
}

async function truncations(): Promise<HostileFile[]> {
  const { png, jpeg, webp } = await samplePictures();
  const cuts = (what: string, bytes: Buffer, name: string, contentType: string, at: number[]): HostileFile[] =>
    at.map((n) => ({
      kind: 'truncated',
      label: `${what} cut to ${n} of ${bytes.length} bytes`,
      name,
      contentType,
      bytes: bytes.subarray(0, n),
      expected: UNREADABLE,
    }));
  const share = (bytes: Buffer, ...fractions: number[]) => fractions.map((f) => Math.floor(bytes.length * f));
  const pngCuts = [8, 16, 33, 41, ...share(png, 0.25, 0.5, 0.75, 0.9)];
  const jpegCuts = [3, 20, 100, ...share(jpeg, 0.25, 0.5, 0.75, 0.95), jpeg.length - 2];
  return [
    ...cuts('a real PNG', png, 'me.png', 'image/png', pngCuts),
    ...cuts('a real JPEG', jpeg, 'me.jpg', 'image/jpeg', jpegCuts),
    ...cuts('a real WebP', webp, 'me.webp', 'image/webp', [12, 20, 30, ...share(webp, 0.5, 0.9), webp.length - 1]),
    // Every pixel is there, only the end marker is missing: decoded in full, so it may be stored.
    {
      kind: 'truncated',
      label: 'a real PNG without its IEND chunk',
      name: 'me.png',
      contentType: 'image/png',
      bytes: png.subarray(0, png.length - 12),
      expected: stored('png'),
    },
  ];
}

async function sizes(): Promise<HostileFile[]> {
  const { png } = await samplePictures();
  const padded = (bytes: Uint8Array, size: number) => cat(bytes, Buffer.alloc(size - bytes.length));
  const empty: Row[] = [
    ['a zero-byte file', new Uint8Array(0), MISSING],
    ['a single 0x89 byte', Buffer.from([0x89]), TYPE],
  ];
  const large: Row[] = [
    ['5 MB + 1 byte starting with the PNG signature', padded(Buffer.from(PNG_SIGNATURE), MAX + 1), TOO_LARGE],
    ['a real PNG padded to 5 MB + 1 byte', padded(png, MAX + 1), TOO_LARGE],
    ['8 MB of HTML claimed text/html', padded(bytesOf(page), 8 * 1024 * 1024), TOO_LARGE, 'me.html', 'text/html'],
    [
      'exactly 5 MB: the PNG signature on noise',
      padded(cat(Buffer.from(PNG_SIGNATURE), pseudoRandom(9999)), MAX),
      UNREADABLE,
    ],
    ['exactly 5 MB: a real PNG and zeros after IEND', padded(png, MAX), stored('png')],
  ];
  return [...rows('empty', empty), ...rows('oversize', large)];
}

/** Hostile files made from pictures: other formats, polyglots, truncations, bombs and floods, sizes. */
export async function imageFiles(): Promise<HostileFile[]> {
  return [
    ...(await otherFormats()),
    ...(await polyglots()),
    ...(await truncations()),
    ...(await bombFiles()),
    ...(await sizes()),
  ];
}
