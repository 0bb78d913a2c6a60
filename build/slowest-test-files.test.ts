import { expect, it } from 'vitest';
import { slowestLines } from './slowest-test-files.ts';

it('lists the slowest files first, ten at most, in seconds', () => {
  const files = Array.from({ length: 12 }, (_, i) => ({ file: `f${i}.test.ts`, project: 'node', ms: i * 1000 + 100 }));
  const lines = slowestLines(files);
  expect(lines).toHaveLength(10);
  expect(lines[0]).toBe('   11.1 s  node  f11.test.ts');
  expect(lines[9]).toBe('    2.1 s  node  f2.test.ts');
});
