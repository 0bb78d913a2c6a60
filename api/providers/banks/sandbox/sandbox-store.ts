// What a sandbox bank must remember between requests, by key: in memory by default (a restart forgets it), or one
// small JSON file (e.g. in DATA_DIR) that a restarted server reads back.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface SandboxStore<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

export function memoryStore<T>(): SandboxStore<T> {
  const records = new Map<string, T>();
  return {
    get: (key) => records.get(key),
    set: (key, value) => void records.set(key, value),
  };
}

/** The records as one JSON object in `path`, read once, rewritten whole (write then rename) on each change. */
export function fileStore<T>(path: string): SandboxStore<T> {
  let records: Record<string, T> | null = null;
  const load = () => {
    if (records) return records;
    try {
      records = JSON.parse(readFileSync(path, 'utf8')) as Record<string, T>;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      records = {};
    }
    return records;
  };
  return {
    get: (key) => (Object.hasOwn(load(), key) ? load()[key] : undefined),
    set: (key, value) => {
      const all = { ...load(), [key]: value };
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(`${path}.tmp`, JSON.stringify(all));
      renameSync(`${path}.tmp`, path);
      records = all;
    },
  };
}
