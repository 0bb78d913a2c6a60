// Looking for secrets where they must never be: the bytes of the files a server keeps in its DATA_DIR (the
// database, its -wal and -shm, the sandboxes' own files), its log lines, what a browser keeps.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The secrets to look for, by a name the failure message shows. */
export type Secrets = Record<string, string>;

/** How a text can sit in bytes: UTF-8, UTF-16LE (SQLite's other text encoding, and JavaScript's), base64. */
const encodings = (secret: string) => ({
  utf8: Buffer.from(secret, 'utf8'),
  utf16le: Buffer.from(secret, 'utf16le'),
  base64: Buffer.from(Buffer.from(secret, 'utf8').toString('base64').replace(/=+$/, '')),
});

/** `name (encoding) in where` for each secret found in `haystack`; empty when none is there. */
export function secretsIn(haystack: Buffer | string, secrets: Secrets, where: string): string[] {
  const bytes = typeof haystack === 'string' ? Buffer.from(haystack, 'utf8') : haystack;
  return Object.entries(secrets).flatMap(([name, secret]) =>
    Object.entries(encodings(secret))
      .filter(([, encoded]) => bytes.includes(encoded))
      .map(([encoding]) => `${name} (${encoding}) in ${where}`),
  );
}

/** Every file under `dir`, by its path inside it, with its raw bytes as the disk holds them now. */
export function filesUnder(dir: string): { name: string; bytes: Buffer }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => ({ name, bytes: readFileSync(join(dir, name)) }));
}

/** The card number as a person types it, with spaces, and without its last four (what may be shown). */
export const cardNumberForms = (number: string): Secrets => ({
  'card number': number,
  'card number with spaces': number.replace(/(\d{4})(?=\d)/g, '$1 '),
  'card number before its last 4': number.slice(0, -4),
});
