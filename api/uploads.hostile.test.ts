// The picture upload under attack: well over a hundred hostile files (api/testing/hostile-files.ts)
// uploaded through the real app by one signed-in creator. Each is refused with a 4xx and a message from shared/,
// changing nothing (their picture, the files under DATA_DIR, every table's rows), or stored as an image the server
// re-encoded: served back as image/jpeg, png or webp with nosniff, never as HTML or SVG, none of its payload left.
// The server answers no 5xx, and is healthy after them all.
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorErrors } from '#shared/messages/creators.ts';
import { apiPaths } from '#shared/routes.ts';
import { PROFILE_PICTURE_MAX_SIDE, uploadResultSchema } from '#shared/schemas/creators.ts';
import type { PictureFormat } from '#api/services/profile-pictures.ts';
import { samplePictures } from '#api/testing/hostile-file-kinds.ts';
import { type HostileFile, hostileFiles } from '#api/testing/hostile-files.ts';
import { PAYLOAD_MARKERS } from '#api/testing/hostile-markup.ts';
import { makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';

const files = await hostileFiles();
const MAGIC: Record<PictureFormat, { ext: string; starts: string; at8?: string }> = {
  jpeg: { ext: 'jpg', starts: '\u00ff\u00d8\u00ff' },
  png: { ext: 'png', starts: '\u0089PNG\r\n\u001a\n' },
  webp: { ext: 'webp', starts: 'RIFF', at8: 'WEBP' },
};

let t: TestApp;
let cookie: string;
let userId: number;
const tally = { refused: 0, reencoded: 0 };

const blob = (bytes: Uint8Array, type: string) => new Blob([new Uint8Array(bytes)], { type });
function upload(file: HostileFile) {
  const form = new FormData();
  for (const part of file.before ?? []) form.append(part.field, blob(part.bytes, part.contentType), part.name);
  const field = file.field ?? 'profilePicture';
  if (file.asText) form.append(field, Buffer.from(file.bytes).toString('latin1'));
  else form.append(field, blob(file.bytes, file.contentType), file.name);
  return t.request(apiPaths.uploadProfilePicture, {
    method: 'POST',
    body: form,
    headers: withCookie(cookie, { host: 'localhost' }),
  });
}

/** Everything an upload could change: the user's picture, every file under DATA_DIR, every table's row count. */
type Snapshot = ReturnType<typeof snapshot>;
function snapshot() {
  const row = t.sqlite.prepare('SELECT profile_picture AS p FROM users WHERE id = ?').get(userId) as { p: string };
  const picture = row.p;
  const onDisk = readdirSync(t.dir, { recursive: true, encoding: 'utf8' }).sort();
  const tables = t.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
  const rows = Object.fromEntries(
    tables.map((name) => [name, t.sqlite.prepare(`SELECT COUNT(*) FROM "${name}"`).pluck().get() as number]),
  );
  return { picture, onDisk, rows };
}
/** A real picture, as a browser would send it: the creator's first picture, and one after the attack. */
const realPicture = (bytes: Uint8Array, format: PictureFormat): HostileFile => ({
  kind: 'claimed-type',
  label: `a real ${format}`,
  name: `me.${MAGIC[format].ext}`,
  contentType: `image/${format}`,
  bytes,
  expected: { status: 201, format },
});
const fileOf = (url: string) => `profile-pictures/${url.split('/').at(-1)}`;

async function expectRefused(res: Response, expected: { status: number; message: string }, before: Snapshot) {
  expect(res.status).toBe(expected.status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ message: expected.message });
  expect(Object.values(creatorErrors)).toContain(expected.message);
  expect(snapshot()).toEqual(before);
  tally.refused += 1;
}

async function expectReencoded(res: Response, file: HostileFile, format: PictureFormat, before: Snapshot) {
  expect(res.status).toBe(201);
  const { imageUrl } = uploadResultSchema.parse(await res.json());
  const { ext, starts, at8 } = MAGIC[format];
  expect(imageUrl).toMatch(new RegExp(`^${apiPaths.profilePictures}/[0-9a-f]{32}\\.${ext}$`));
  const after = snapshot();
  // The new picture replaced the old, whose file is gone; no row was added or removed.
  expect(after.picture).toBe(imageUrl);
  expect(after.onDisk).toEqual([...before.onDisk.filter((f) => f !== fileOf(before.picture)), fileOf(imageUrl)].sort());
  expect(after.rows).toEqual(before.rows);

  const served = await t.get(imageUrl);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe(`image/${format}`);
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(bytes.toString('latin1', 0, starts.length)).toBe(starts);
  if (at8) expect(bytes.toString('latin1', 8, 12)).toBe(at8);
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe(format);
  expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(PROFILE_PICTURE_MAX_SIDE);
  // An image made here: not the upload's bytes, and none of the markup or archives it carried.
  expect(bytes.equals(Buffer.from(file.bytes))).toBe(false);
  const text = bytes.toString('latin1').toLowerCase();
  for (const marker of PAYLOAD_MARKERS) expect(text, marker).not.toContain(marker.toLowerCase());
  tally.reencoded += 1;
}

describe(`${files.length} hostile uploads, one creator`, () => {
  beforeAll(async () => {
    t = makeTestApp();
    const s = await t.signup({ userType: 'creator' });
    cookie = s.cookie!;
    userId = s.body.id;
    // Start with a picture, so a refusal that lost or replaced it would show.
    expect((await upload(realPicture((await samplePictures()).png, 'png'))).status).toBe(201);
  });
  afterAll(() => t.cleanup());

  it('has at least 100 distinct cases of every kind the issue names', () => {
    expect(files.length).toBeGreaterThanOrEqual(100);
    expect(new Set(files.map((f) => f.label)).size).toBe(files.length);
    const kinds = new Set(files.map((f) => f.kind));
    const named = [
      'wrong-magic',
      'polyglot',
      'svg',
      'renamed-markup',
      'truncated',
      'decompression-bomb',
      'pixel-flood',
    ];
    for (const kind of [...named, 'empty', 'oversize']) expect(kinds).toContain(kind);
  });

  it.each(files)('$kind: $label', async (file) => {
    const before = snapshot();
    const res = await upload(file);
    expect(res.status, 'never a server error').toBeLessThan(500);
    if (file.expected.status === 201) await expectReencoded(res, file, file.expected.format, before);
    else await expectRefused(res, file.expected, before);
  });

  it('answered every case, and is healthy after them all: its health check, a real picture taken', async () => {
    expect(tally.refused + tally.reencoded).toBe(files.length);
    console.info(`hostile uploads: ${files.length} files, ${tally.refused} refused, ${tally.reencoded} re-encoded`);
    expect((await t.get(apiPaths.health)).status).toBe(200);
    const jpeg = realPicture((await samplePictures()).jpeg, 'jpeg');
    const before = snapshot();
    await expectReencoded(await upload(jpeg), jpeg, 'jpeg', before);
  });
});
