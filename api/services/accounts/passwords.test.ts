import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords.ts';

describe('hashPassword / verifyPassword', () => {
  it('produces an argon2id PHC string with the OWASP parameters that verifies', async () => {
    const stored = await hashPassword('Orbit-Rocket9');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(stored).not.toContain('Orbit-Rocket9');
    expect(await verifyPassword(stored, 'Orbit-Rocket9')).toBe(true);
  });

  it('rejects a wrong password, including one differing only in case', async () => {
    const stored = await hashPassword('Orbit-Rocket9');
    expect(await verifyPassword(stored, 'Orbit-Rocket8')).toBe(false);
    expect(await verifyPassword(stored, 'orbit-rocket9')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('Same-Pass-1'), hashPassword('Same-Pass-1')]);
    expect(a).not.toBe(b);
  });

  it('answers false (never throws) for a stored value that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'Orbit-Rocket9')).toBe(false);
  });
});

describe('isCommonPassword', () => {
  it.each(['password', 'Password1!', 'qwerty123', 'PASSWORD', 'Qwerty123!'])('flags %s', (p) => {
    expect(isCommonPassword(p)).toBe(true);
  });

  it.each(['correct-Horse-battery-Staple-4791', 'Orbit-Rocket9'])('lets %s through', (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });
});
