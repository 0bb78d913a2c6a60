// The hostile-upload suite's files, made in code, no fixtures: markup and other formats dressed as
// pictures, polyglots, truncated pictures, bombs and pixel floods, oversize files, odd multipart forms and names.
// Each says what the upload must answer: refused with one of shared/'s messages, or stored as a re-encoded image.
import type { PictureFormat } from '#api/services/profile-pictures.ts';
import { type HostileFile, MISSING, samplePictures, stored, TYPE } from '#api/testing/hostile-file-kinds.ts';
import { imageFiles } from '#api/testing/hostile-images.ts';
import { ENCODED_MARKUP, MARKUP_FILES, SVG_FILES } from '#api/testing/hostile-markup.ts';

export type { Expected, FormPart, HostileFile, HostileKind } from '#api/testing/hostile-file-kinds.ts';

const bytesOf = (s: string) => Buffer.from(s, 'latin1');

function markupFiles(): HostileFile[] {
  const asText = MARKUP_FILES.map(([label, name, type, body]) => [label, name, type, Buffer.from(body)] as const);
  return [
    ...SVG_FILES.map(([label, name, contentType, body]) => ({
      kind: 'svg' as const,
      label,
      name,
      contentType,
      bytes: Buffer.from(body),
      expected: TYPE,
    })),
    ...[...asText, ...ENCODED_MARKUP].map(([label, name, contentType, bytes]) => ({
      kind: 'renamed-markup' as const,
      label,
      name,
      contentType,
      bytes,
      expected: TYPE,
    })),
  ];
}

/** A real picture in odd forms: the wrong field, twice, as text; and with hostile names and claimed types. */
async function formFiles(): Promise<HostileFile[]> {
  const { png, jpeg, webp } = await samplePictures();
  const html = bytesOf('<!doctype html><script>alert(1)</script>');
  const part = (field: string, bytes: Uint8Array, name = 'me.png', contentType = 'image/png') => ({
    field,
    name,
    contentType,
    bytes,
  });
  const form = (label: string, more: Partial<HostileFile>, expected: HostileFile['expected']): HostileFile => ({
    kind: 'multipart',
    label,
    name: 'me.png',
    contentType: 'image/png',
    bytes: png,
    expected,
    ...more,
  });
  const named = (name: string, label = `named ${JSON.stringify(name)}`): HostileFile => ({
    kind: 'filename',
    label: `a real PNG ${label}`,
    name,
    contentType: 'image/png',
    bytes: png,
    expected: stored('png'),
  });
  const claimed = (label: string, contentType: string, bytes: Uint8Array, format: PictureFormat): HostileFile => ({
    kind: 'claimed-type',
    label: `${label} claimed ${JSON.stringify(contentType)}`,
    name: 'me',
    contentType,
    bytes,
    expected: stored(format),
  });
  return [
    form('a real PNG in the field "file"', { field: 'file' }, MISSING),
    form('a real PNG in the field "ProfilePicture"', { field: 'ProfilePicture' }, MISSING),
    form('a real PNG in the field "profilePicture[]"', { field: 'profilePicture[]' }, MISSING),
    form('a real PNG sent as a text field', { asText: true }, MISSING),
    form(
      'a real PNG, then HTML in the same field (the last part counts)',
      {
        before: [part('profilePicture', png)],
        bytes: html,
      },
      TYPE,
    ),
    form('HTML, then a real PNG in the same field', { before: [part('profilePicture', html)] }, stored('png')),
    form(
      'a real PNG beside HTML in another field',
      { before: [part('avatar', html, 'x.html', 'text/html')] },
      stored('png'),
    ),
    named('../../../../etc/passwd'),
    named('..\\..\\windows\\win.ini'),
    named('me.png\u0000.html', 'named with a NUL before .html'),
    named('me\u202egnp.html', 'named with a right-to-left override'),
    named('🎁🪙 ǅ̵̡̛.png', 'named with emoji and combining marks'),
    named('CON.png'),
    named(`${'a'.repeat(1000)}.png`, 'with a 1004-character name'),
    named('me.svg'),
    named('.htaccess'),
    named('me.png"\r\nContent-Type: text/html', 'named to inject a part header'),
    claimed('a real PNG', 'text/html', png, 'png'),
    claimed('a real PNG', 'text/html; charset=utf-8', png, 'png'),
    claimed('a real JPEG', 'image/svg+xml', jpeg, 'jpeg'),
    claimed('a real WebP', 'application/x-php', webp, 'webp'),
    claimed('a real PNG', 'application/octet-stream', png, 'png'),
    claimed('a real PNG', '', png, 'png'),
    claimed('a real JPEG', 'image/png', jpeg, 'jpeg'),
  ];
}

/** Every hostile file, at least 100, each a distinct case; made in about a second. */
export async function hostileFiles(): Promise<HostileFile[]> {
  return [...markupFiles(), ...(await imageFiles()), ...(await formFiles())];
}
