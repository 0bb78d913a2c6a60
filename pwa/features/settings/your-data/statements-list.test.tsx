// Settings > Your data lists a statement for every month since joining (the latest year first, the rest
// on asking) and a tax summary for every year, each a link to its page.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statementsText as text } from '#shared/messages/statements.ts';
import { statementScreens } from '#shared/routes-statements.ts';
import type { StatementsIndex } from '#shared/schemas/statements.ts';
import { json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { StatementsList } from './statements-list.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Fourteen months, November 2026 back to October 2025: the current one in progress. */
const index: StatementsIndex = {
  timeZone: 'UTC',
  months: Array.from({ length: 14 }, (_, i) => ({
    month: new Date(Date.UTC(2026, 10 - i, 1)).toISOString().slice(0, 7),
    complete: i > 0,
  })),
  years: [
    { year: 2026, complete: false },
    { year: 2025, complete: true },
  ],
};

describe('Settings > Your data: statements', () => {
  it('links each month to its statement and each year to its tax summary; older months on asking', async () => {
    mockApi({ 'GET /api/statements': () => json(200, index) });
    renderWithClient(<StatementsList />);
    const months = within(await screen.findByRole('list', { name: text.monthsLabel }));
    const links = months.getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links[0]!.getAttribute('href')).toBe(statementScreens.month('2026-11'));
    expect(links[0]!.textContent).toContain('November 2026');
    expect(links[0]!.textContent).toContain(text.inProgress);
    expect(links[1]!.textContent).not.toContain(text.inProgress);
    fireEvent.click(screen.getByRole('button', { name: text.showAll(14) }));
    expect(months.getAllByRole('link').at(-1)!.getAttribute('href')).toBe(statementScreens.month('2025-10'));
    const years = within(screen.getByRole('list', { name: text.yearsLabel }));
    expect(years.getByRole('link', { name: new RegExp(text.taxSummaryLink(2025)) }).getAttribute('href')).toBe(
      statementScreens.tax(2025),
    );
  });

  it('says when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/statements': () => json(500, { message: 'down' }) });
    renderWithClient(<StatementsList />);
    expect(await screen.findByText(text.loadFailed)).toBeTruthy();
  });
});
