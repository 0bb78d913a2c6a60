import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutWaitingForDisk } from './durability.ts';
import { openDatabase } from './index.ts';
import { write } from '#db/unit-of-work.ts';

const FULL = 2;
const NORMAL = 1;

describe('commits that do not wait for the disk', () => {
  const { sqlite } = openDatabase(join(mkdtempSync(join(tmpdir(), 'giftorbit-durability-')), 'data.sqlite'));
  const mode = () => sqlite.pragma('synchronous', { simple: true });

  it('run without waiting, then every later commit waits again, even when the write throws', () => {
    expect(withoutWaitingForDisk(sqlite, mode)).toBe(NORMAL);
    expect(mode()).toBe(FULL);
    expect(() =>
      withoutWaitingForDisk(sqlite, () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(mode()).toBe(FULL);
  });

  it("leave a caller's transaction as it is: its own commit decides", () => {
    expect(write(sqlite, () => withoutWaitingForDisk(sqlite, mode))).toBe(FULL);
  });
});
