// Every browser test fails when a page it opened reported a Content Security Policy violation: the
// app runs under a strict CSP, and what it refuses (an inline style, a script) silently stops working.
import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser.ts';

afterEach(() => {
  expect(takeCspViolations(), 'Content Security Policy violations').toEqual([]);
});
