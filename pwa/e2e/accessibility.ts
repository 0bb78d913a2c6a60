// Accessibility sweeps of what a browser test has on screen (axe-core).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The rules a theme can break: the dark theme changes colours only, so its pass asks axe for these and leaves the
 * page's structure (names, roles, landmarks, order) to the light pass. Axe's analysis was most of these tests' time.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** How long a test that sweeps a list of pages with axe may take: twice what it was measured at under load. */
export const SWEEP_TIMEOUT_MS = 120_000;

/**
 * Axe's serious and critical findings on the page as it is, one line each: every rule, or in dark the colours'.
 * `scope` 'main': the page's own content only, for a sweep whose first page was checked whole (the header, the tab
 * bar, the footer and the document's own rules (its language; its title has a test of its own) are the same on every
 * page: checking them again was half of each page's time).
 */
export async function seriousViolations(
  page: Page,
  label: string,
  theme: 'light' | 'dark' = 'light',
  scope: 'page' | 'main' = 'page',
) {
  const whole = new AxeBuilder({ page });
  const axe = scope === 'main' ? whole.include('main') : whole;
  const results = await (theme === 'dark' ? axe.withRules(COLOUR_RULES) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
