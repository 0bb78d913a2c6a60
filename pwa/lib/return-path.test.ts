import { describe, expect, it } from 'vitest';
import { routes, signInThen } from '#shared/routes.ts';
import { safeReturnPath } from './return-path.ts';

describe('where sign-in may send a member back to', () => {
  it('takes a path of this site', () => {
    for (const path of ['/', '/ana', '/ana_lopez', '/settings#payment-methods', '/transactions?x=1'])
      expect(safeReturnPath(path)).toBe(path);
    // What the link carries comes back as it went.
    const next = new URL(signInThen(routes.profile('ana.lopez')), 'https://giftorbit.test').searchParams.get('next');
    expect(safeReturnPath(next)).toBe('/ana.lopez');
  });

  it('refuses anything that could lead to another site, or nothing', () => {
    for (const path of [
      null,
      '',
      'ana',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      `/${'a'.repeat(300)}`,
    ])
      expect(safeReturnPath(path)).toBeNull();
  });
});
