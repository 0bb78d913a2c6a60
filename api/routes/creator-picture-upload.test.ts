// The profile-picture upload through the real app: real JPEG, PNG and WebP files made here with sharp are taken,
// re-encoded at most 512 x 512 without their metadata and served back; hostile files are refused and nothing is
// stored; a picture that is replaced or removed is deleted.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { creatorErrors as text } from '#shared/messages/creators.ts';
import { uploadResultSchema } from '#shared/schemas/creators.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';
import { memberApp } from '#api/testing/member-app.ts';

const m = memberApp({ userType: 'creator' });
const MB = 1024 * 1024;

const upload = (file: Blob | string | null, cookie: string | null = m.cookie, name = 'me.png') => {
  const form = new FormData();
  if (file instanceof Blob) form.append('profilePicture', file, name);
  else if (file !== null) form.append('profilePicture', file);
  return m.t.request('/api/upload/profile-picture', {
    method: 'POST',
    body: form,
    headers: withCookie(cookie ?? undefined, { host: 'localhost' }),
  });
};
const blob = (bytes: Uint8Array, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });
const stored = () => {
  const dir = join(m.t.dir, 'profile-pictures');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const pictureOf = () =>
  (m.t.sqlite.prepare('SELECT profile_picture AS p FROM users WHERE id = ?').get(m.userId) as { p: string | null }).p;

/** A photo-like picture: noise, so it has real content to re-encode. */
const photo = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  });
const exif = { IFD0: { Copyright: 'Secret Studio', Artist: 'Ada at 19.4326N 99.1332W' } };

async function accepted(file: Blob, format: string, contentType: string) {
  const res = await upload(file);
  expect(res.status).toBe(201);
  const { imageUrl } = uploadResultSchema.parse(await res.json());
  expect(imageUrl).toMatch(/^\/api\/upload\/profile-pictures\/[0-9a-f]{32}\.(jpg|png|webp)$/);
  expect(pictureOf()).toBe(imageUrl);
  const served = await m.t.get(imageUrl);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe(contentType);
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const bytes = Buffer.from(await served.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe(format);
  return { imageUrl, bytes, meta };
}

describe('POST /api/upload/profile-picture', () => {
  it('takes a JPEG, serves it re-encoded at most 512 x 512, upright, with its EXIF gone', async () => {
    // 1200 x 800 stored sideways (EXIF orientation 6): it is shown 800 x 1200, so it comes back 341 x 512.
    const jpeg = await photo(1200, 800).jpeg().withExif(exif).withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { bytes, meta } = await accepted(blob(jpeg, 'image/jpeg'), 'jpeg', 'image/jpeg');
    expect([meta.width, meta.height]).toEqual([341, 512]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes('Secret Studio')).toBe(false);
    expect(bytes.equals(jpeg)).toBe(false);
    expect(stored()).toHaveLength(1);
  });

  it('takes a PNG and a WebP, keeps a small one at its size, and deletes the picture it replaces', async () => {
    const png = await photo(200, 120).png().withExif(exif).toBuffer();
    const first = await accepted(blob(png), 'png', 'image/png');
    expect([first.meta.width, first.meta.height]).toEqual([200, 120]);
    expect(first.meta.exif).toBeUndefined();
    expect(first.bytes.includes('Secret Studio')).toBe(false);
    const webp = await photo(900, 900).webp().toBuffer();
    const second = await accepted(blob(webp, 'image/webp'), 'webp', 'image/webp');
    expect([second.meta.width, second.meta.height]).toEqual([512, 512]);
    expect(stored()).toEqual([second.imageUrl.split('/').at(-1)]);
    expect((await m.t.get(first.imageUrl)).status).toBe(404);
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, whatever its name or type; stores nothing', async () => {
    const png = await photo(300, 300).png().toBuffer();
    const gif = await photo(20, 20).gif().toBuffer();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const html = '<!doctype html><script>alert(document.cookie)</script>';
    const pngMagic = png.subarray(0, 8);
    const jpegMagic = Buffer.from([0xff, 0xd8, 0xff]);
    const { pictureType: type, pictureUnreadable: unreadable, pictureMissing: missing } = text;
    const cases: [string, Blob | string, number, string][] = [
      ['an SVG', blob(Buffer.from(svg), 'image/svg+xml'), 415, type],
      ['HTML renamed .png', blob(Buffer.from(html)), 415, type],
      ['a text file', blob(Buffer.from('just some notes\n'), 'text/plain'), 415, type],
      ['a GIF', blob(gif, 'image/gif'), 415, type],
      ['a truncated PNG', blob(png.subarray(0, Math.floor(png.length / 2))), 400, unreadable],
      ['PNG magic then garbage', blob(Buffer.concat([pngMagic, Buffer.alloc(500, 7)])), 400, unreadable],
      ['a JPEG header on PNG bytes', blob(Buffer.concat([jpegMagic, png])), 400, unreadable],
      ['an empty file', blob(new Uint8Array(0)), 400, missing],
      ['a text field, not a file', 'not a file', 400, missing],
    ];
    for (const [what, file, status, message] of cases) {
      const res = await upload(file);
      expect(res.status, what).toBe(status);
      expect(await res.json(), what).toEqual({ message });
    }
    const noFile = await upload(null);
    expect(noFile.status).toBe(400);
    expect(stored()).toEqual([]);
    expect(pictureOf()).toBeNull();
  });

  it('refuses a 6 MB file with 413, from its Content-Length before reading it, or as it streams in', async () => {
    const big = Buffer.alloc(6 * MB, 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(blob(big));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: text.pictureTooLarge });
    // Content-Length says 6 MB: refused before the body is read. Without one: read up to the limit, no further.
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 64 * 1024;
          if (pulled > 20 * MB) controller.close();
          else controller.enqueue(new Uint8Array(64 * 1024));
        },
      });
    const headers = { host: 'localhost', cookie: m.cookie, 'content-type': 'multipart/form-data; boundary=x' };
    const send = (extra: Record<string, string>) =>
      m.t.request('/api/upload/profile-picture', {
        method: 'POST',
        body: endless(),
        headers: { ...headers, ...extra },
        duplex: 'half',
      } as RequestInit);
    expect((await send({ 'content-length': String(6 * MB) })).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(128 * 1024);
    pulled = 0;
    expect((await send({})).status).toBe(413);
    expect(pulled).toBeGreaterThan(5 * MB);
    expect(pulled).toBeLessThan(6 * MB);
    expect(stored()).toEqual([]);
  });

  it('is 401 signed out; a gifter may upload their own picture too', async () => {
    const png = await photo(64, 64).png().toBuffer();
    expect((await upload(blob(png), null)).status).toBe(401);
    const gifter = await m.t.signup({ userType: 'gifter' });
    expect((await upload(blob(png), gifter.cookie!)).status).toBe(201);
    expect(pictureOf()).toBeNull();
  });

  it('serves only names it made: unknown and crafted names are 404', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.png', '..%2Fgiftorbit.sqlite', 'x.svg', '%2e%2e']) {
      expect((await m.t.get(`/api/upload/profile-pictures/${name}`)).status, name).toBe(404);
    }
  });

  it('PUT /api/creator-profile with profilePicture null removes the picture and deletes its file', async () => {
    const { imageUrl } = await accepted(blob(await photo(64, 64).png().toBuffer()), 'png', 'image/png');
    const res = await m.t.request(
      '/api/creator-profile',
      jsonInit('PUT', { profilePicture: null }, withCookie(m.cookie)),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ profilePicture: null });
    expect(stored()).toEqual([]);
    expect((await m.t.get(imageUrl)).status).toBe(404);
  });
});
