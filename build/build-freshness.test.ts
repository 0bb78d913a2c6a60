// A build is fresh only while every file it writes is there and its stamp is the hash of today's inputs: `npm start`
// builds the server again when dist/server/ lacks the backup thread, not only when it lacks the server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type BuildInputs, markBuilt, staleHash } from '#build/build-freshness.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a build', () => {
  it('is stale while any of its outputs is missing, or when it was built from other inputs', () => {
    dir = mkdtempSync(join(tmpdir(), 'giftorbit-build-'));
    const [server, worker] = [join(dir, 'index.js'), join(dir, 'backup-worker.js')];
    const build: BuildInputs = {
      inputs: ['tsconfig.json'],
      stampFile: join(dir, '.build-hash'),
      outputs: [server, worker],
    };
    const hash = staleHash(build)!;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const file of [server, worker]) writeFileSync(file, '');
    markBuilt(build, hash);
    expect(staleHash(build)).toBeUndefined();
    rmSync(worker);
    expect(staleHash(build)).toBe(hash);
    writeFileSync(worker, '');
    writeFileSync(build.stampFile, 'the hash of other inputs');
    expect(staleHash(build)).toBe(hash);
  });
});
