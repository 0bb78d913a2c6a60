// Every browser test fails when a page it opened reported a Content Security Policy violation: the
// app runs under a strict CSP, and what it refuses (an inline style, a script) silently stops working.
// A failed test prints what its open pages showed (a wait that timed out says what was there instead) and the end
// of what the server printed (the error behind a 500).
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { openPagesSeen, takeCspViolations } from './browser.ts';

beforeEach(({ onTestFailed }) => {
  onTestFailed(async () => {
    console.log(`What the open pages showed when the test failed:\n${await openPagesSeen()}`);
    const printed = readFileSync(inject('serverLog'), 'utf8').trimEnd().split('\n').slice(-40).join('\n');
    console.log(`The end of what the server printed:\n${printed}`);
  });
});

afterEach(() => {
  expect(takeCspViolations(), 'Content Security Policy violations').toEqual([]);
});
