// Every browser test fails when a page it opened reported a Content Security Policy violation: the
// app runs under a strict CSP, and what it refuses (an inline style, a script) silently stops working.
// A failed test prints what its open pages showed: a wait that timed out says what was there instead.
import { afterEach, beforeEach, expect } from 'vitest';
import { openPagesSeen, takeCspViolations } from './browser.ts';

beforeEach(({ onTestFailed }) => {
  onTestFailed(async () => {
    console.log(`What the open pages showed when the test failed:\n${await openPagesSeen()}`);
  });
});

afterEach(() => {
  expect(takeCspViolations(), 'Content Security Policy violations').toEqual([]);
});
