// The scheduled backups' check: the full integrity check on the first backup after a start and then once a day (after
// the last full one that passed), the quick check in between.
import { describe, expect, it } from 'vitest';
import { dailyFullCheck } from './backup-jobs.ts';

const HOUR = 3_600_000;

describe('the check of each scheduled backup', () => {
  it('is the full one first, then once a day after the last full one that passed', () => {
    const check = dailyFullCheck();
    const start = Date.UTC(2026, 10, 28, 1);
    expect(check.due(start)).toBe(true);
    // That one failed: the next is full again.
    expect(check.due(start + HOUR)).toBe(true);
    check.done(start + HOUR);
    expect([2, 12, 24].map((h) => check.due(start + h * HOUR))).toEqual([false, false, false]);
    expect(check.due(start + 25 * HOUR)).toBe(true);
  });
});
