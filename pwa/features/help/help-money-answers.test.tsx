// The Help Center answers why a points balance is negative and how the interest is worked out, leap years
// included, found by the words a member would type.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { helpPage } from '#shared/messages/help.ts';
import { mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { HelpPage } from './help-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const search = (value: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: helpPage.searchLabel }), { target: { value } });
const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
/** Opens the one article found and returns its answer's text. */
function answerOf(title: string) {
  expect(titles()).toEqual([title]);
  fireEvent.click(screen.getByRole('button', { name: title }));
  return screen.getByRole('region', { name: title }).textContent;
}

describe('Help Center: negative points and interest', () => {
  it('answers why a points balance is negative, with the rule', () => {
    mockApi({});
    renderSignedIn(<HelpPage />, null);
    search('negative balance');
    const answer = answerOf('Why is my points balance negative?');
    expect(answer).toContain('a refund of a $20.00 purchase whose points you had redeemed');
    expect(answer).toContain('-1.00 points');
    expect(answer).toContain('Your next points repay the difference first');
    expect(answer).toContain('Redeem is not available while the balance is below zero');
    expect(answer).toContain('25.00 points');
  });

  it('says a leap year pays the same 5% as any other year', () => {
    mockApi({});
    renderSignedIn(<HelpPage />, null);
    search('leap year');
    const answer = answerOf('How is the interest worked out?');
    expect(answer).toContain('compounds to 5% over the calendar year');
    expect(answer).toContain('a leap year of 366 days pays the same as a year of 365');
  });
});
