// Which encoding an answer goes out in: the server picks br or gzip by the client's Accept-Encoding, for the built
// PWA's files (their copies compressed at build time, build/precompress.ts; api/pages/serve-pwa.ts sends them) and for
// JSON answers compressed on the fly (api/middleware/compress-json.ts).

/** The built files worth compressing: images (PNG, ICO) are compressed already. */
export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt)$/;

export type ContentEncoding = 'br' | 'gzip';

/** The best encoding the client accepts, br before gzip; undefined for identity. Honours `;q=0`. */
export function acceptedEncoding(header: string | undefined, offered: readonly ContentEncoding[] = ['br', 'gzip']) {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  return offered.find((encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0);
}
