// The shape of a hostile upload case, the answers it may expect, and the real pictures the cases are cut from:
// made with sharp from fixed pseudo-random pixels, so every run builds the same bytes.
import sharp, { type Sharp } from 'sharp';
import { creatorErrors as text } from '#shared/messages/creators.ts';
import type { PictureFormat } from '#api/services/profile-pictures.ts';

export type HostileKind =
  | 'svg'
  | 'renamed-markup'
  | 'wrong-magic'
  | 'magic-mismatch'
  | 'polyglot'
  | 'truncated'
  | 'empty'
  | 'decompression-bomb'
  | 'pixel-flood'
  | 'odd-image'
  | 'oversize'
  | 'multipart'
  | 'filename'
  | 'claimed-type';

/** Refused with a message from shared/, or stored: re-encoded by the server into a picture of this format. */
export type Expected = { status: 400 | 413 | 415; message: string } | { status: 201; format: PictureFormat };

/** Another part of the same multipart form, sent before the case's own file. */
export type FormPart = { field: string; name: string; contentType: string; bytes: Uint8Array };

export type HostileFile = {
  kind: HostileKind;
  /** What the case is, for the test's name. */
  label: string;
  /** The file name the browser claims. */
  name: string;
  /** The Content-Type the browser claims. */
  contentType: string;
  bytes: Uint8Array;
  /** The form field it is sent in; profilePicture unless said. */
  field?: string;
  /** Sent as a text field (a string), not a file. */
  asText?: boolean;
  before?: FormPart[];
  expected: Expected;
};

export const TYPE = { status: 415, message: text.pictureType } as const;
export const UNREADABLE = { status: 400, message: text.pictureUnreadable } as const;
export const PIXELS = { status: 400, message: text.pictureTooManyPixels } as const;
export const MISSING = { status: 400, message: text.pictureMissing } as const;
export const TOO_LARGE = { status: 413, message: text.pictureTooLarge } as const;
export const stored = (format: PictureFormat) => ({ status: 201, format }) as const;

/** n bytes from a fixed linear congruential sequence: noise that is the same on every run. */
export function pseudoRandom(n: number, seed = 0x9e3779b9): Buffer {
  const out = Buffer.alloc(n);
  let s = seed >>> 0;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    out[i] = s >>> 24;
  }
  return out;
}

/** A photo-like picture of fixed noise, as sharp takes it. */
export const noise = (width: number, height: number, channels: 3 | 4 = 3): Sharp =>
  sharp(pseudoRandom(width * height * channels), { raw: { width, height, channels } });

export type SamplePictures = Awaited<ReturnType<typeof makeSamples>>;

async function makeSamples() {
  return {
    png: await noise(48, 48).png().toBuffer(),
    jpeg: await noise(64, 48).jpeg({ quality: 90 }).toBuffer(),
    webp: await noise(48, 48).webp().toBuffer(),
    gif: await noise(16, 16).gif().toBuffer(),
    tiff: await noise(16, 16).tiff().toBuffer(),
    avif: await noise(16, 16).avif().toBuffer(),
    /** Lossless (VP8L) and of one colour: its header's dimensions can be rewritten and it still decodes. */
    webpLossless: await sharp({ create: { width: 16, height: 16, channels: 4, background: '#5b2a86' } })
      .webp({ lossless: true })
      .toBuffer(),
    /** Progressive, full-resolution colour: decoded whole, its coefficients held for every pixel. */
    jpegProgressive: await noise(16, 16).jpeg({ progressive: true, chromaSubsampling: '4:4:4' }).toBuffer(),
  };
}

let samples: Promise<SamplePictures> | undefined;

/** The real pictures, made once. */
export const samplePictures = () => (samples ??= makeSamples());
