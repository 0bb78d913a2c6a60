// Points are points (docs/product-rules.md section 2), a balance below zero included.
import { describe, expect, it } from 'vitest';
import { formatPoints } from './format-points.ts';

describe('formatPoints', () => {
  it("writes points with two decimals and the word, never a '$', the sign before the digits", () => {
    expect(formatPoints(31.5)).toBe('31.50 points');
    expect(formatPoints(0)).toBe('0.00 points');
    expect(formatPoints(1234.5)).toBe('1,234.50 points');
    expect(formatPoints(-25)).toBe('-25.00 points');
    expect(formatPoints(-0.05)).toBe('-0.05 points');
    expect(formatPoints(-1234.56)).toBe('-1,234.56 points');
  });
});
