// Where the archives are kept: DATA_DIR/exports, one file per ready export, sealed with the server's key
// (api/services/secret-box.ts) and readable by the server's user alone. A file lives as long as its link works.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '#api/env.ts';
import { openBytes, sealBytes, serverKey } from '#api/services/secret-box.ts';

type FilesEnv = Pick<Env, 'authSecretKey' | 'dataDir'>;

export const exportsDir = (env: FilesEnv) => join(env.dataDir, 'exports');

/** A stored file's name: the export's id, then random, so no name can be guessed or reused after a restore. */
const FILE_NAME = /^(\d+)-[0-9a-f]{16}\.zip\.sealed$/;

/** Seals and writes an export's archive; returns the file's name. */
export function writeArchive(env: FilesEnv, exportId: number, zip: Uint8Array): string {
  const dir = exportsDir(env);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = `${exportId}-${randomBytes(8).toString('hex')}.zip.sealed`;
  writeFileSync(join(dir, name), sealBytes(serverKey(env), zip), { mode: 0o600, flag: 'wx' });
  return name;
}

/** The archive's plain bytes; undefined when its file is gone (deleted, or a DATA_DIR restored without it). */
export function readArchive(env: FilesEnv, fileName: string): Buffer | undefined {
  if (!FILE_NAME.test(fileName)) return undefined;
  const file = join(exportsDir(env), fileName);
  if (!existsSync(file)) return undefined;
  return openBytes(serverKey(env), readFileSync(file));
}

export function deleteArchive(env: FilesEnv, fileName: string) {
  if (FILE_NAME.test(fileName)) rmSync(join(exportsDir(env), fileName), { force: true });
}

/** Deletes the files of one export (by the id its names start with). */
export function deleteArchivesOf(env: FilesEnv, exportId: number) {
  const dir = exportsDir(env);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir))
    if (FILE_NAME.exec(name)?.[1] === String(exportId)) rmSync(join(dir, name), { force: true });
}

/** Deletes every archive file not in `kept` (an export that expired, or went with its account); returns how many. */
export function deleteArchivesExcept(env: FilesEnv, kept: ReadonlySet<string>): number {
  const dir = exportsDir(env);
  if (!existsSync(dir)) return 0;
  const gone = readdirSync(dir).filter((name) => FILE_NAME.test(name) && !kept.has(name));
  for (const name of gone) rmSync(join(dir, name), { force: true });
  return gone.length;
}
