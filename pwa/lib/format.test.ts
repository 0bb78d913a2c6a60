import { describe, expect, it } from 'vitest';
import { formatDay, formatShortDateTime, formatSignedDecimal, formatSignedUsd } from './format.ts';

describe('formatters', () => {
  it('signs dollars, with no sign on zero', () => {
    expect(formatSignedUsd(1.25)).toBe('+$1.25');
    expect(formatSignedUsd(-1234.5)).toBe('-$1,234.50');
    expect(formatSignedUsd(0)).toBe('$0.00');
  });

  it('signs decimal strings', () => {
    expect(formatSignedDecimal('2')).toBe('+2.00');
    expect(formatSignedDecimal('-0.05')).toBe('-0.05');
    expect(formatSignedDecimal('0.00')).toBe('0.00');
  });

  it("says 'Today', 'Yesterday' or the month and day, with the time (SPEC section 9)", () => {
    const now = new Date(2025, 2, 5, 18, 0);
    expect(formatShortDateTime(new Date(2025, 2, 5, 9, 7).toISOString(), now)).toMatch(/^Today, 9:07\sAM$/);
    expect(formatShortDateTime(new Date(2025, 2, 4, 23, 59).toISOString(), now)).toMatch(/^Yesterday, 11:59\sPM$/);
    expect(formatShortDateTime(new Date(2025, 2, 3, 12, 0).toISOString(), now)).toMatch(/^Mar 3, 12:00\sPM$/);
    expect(formatShortDateTime(new Date(2025, 1, 28, 8, 0).toISOString(), new Date(2025, 2, 1, 8, 0))).toMatch(
      /^Yesterday, /,
    );
  });

  it('reads a calendar date without slipping a day', () => {
    expect(formatDay('2025-03-01')).toBe('Mar 1');
    expect(formatDay('2024-12-31')).toBe('Dec 31');
  });
});
