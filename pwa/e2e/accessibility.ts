// Accessibility sweeps of what a browser test has on screen (axe-core).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Axe's serious and critical findings on the page as it is, one line each. */
export async function seriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
