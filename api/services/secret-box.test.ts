import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openBytes, sealBytes } from './secret-box.ts';

describe('sealed bytes', () => {
  const key = randomBytes(32);
  const plain = Buffer.concat([Buffer.from('PK\u0003\u0004 a member@example.com archive'), randomBytes(1000)]);

  it('opens what it sealed, and the sealed bytes show none of the plain ones', () => {
    const sealed = sealBytes(key, plain);
    expect(openBytes(key, sealed).equals(plain)).toBe(true);
    expect(sealed.includes(Buffer.from('member@example.com'))).toBe(false);
    // A new random IV each time: the same bytes never seal the same way twice.
    expect(sealBytes(key, plain).equals(sealed)).toBe(false);
  });

  it('refuses another key, a changed byte, a cut-short file and a file that was never sealed', () => {
    const sealed = sealBytes(key, plain);
    expect(() => openBytes(randomBytes(32), sealed)).toThrow();
    const changed = Buffer.from(sealed);
    changed[changed.length - 1]! ^= 1;
    expect(() => openBytes(key, changed)).toThrow();
    expect(() => openBytes(key, sealed.subarray(0, 20))).toThrow('not a sealed file');
    expect(() => openBytes(key, plain)).toThrow('not a sealed file');
  });
});
