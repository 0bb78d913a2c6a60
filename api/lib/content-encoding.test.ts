// The choice between the compressed copies (and identity) by the client's Accept-Encoding.
import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from '#api/lib/content-encoding.ts';

describe('acceptedEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
