// The footer: a visitor's carries the product's and the company's pages; a member's only help and the legal pages.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { siteFrame } from '#shared/messages/site-frame.ts';
import { Footer } from './footer.tsx';

afterEach(cleanup);

const links = () =>
  within(screen.getByRole('contentinfo'))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the footer', () => {
  it("keeps marketing for visitors: a member's has help and the legal pages only", () => {
    render(<Footer />);
    expect(links()).toEqual(expect.arrayContaining([siteFrame.howItWorks, siteFrame.about, siteFrame.helpCenter]));
    cleanup();
    render(<Footer member />);
    const member = links();
    expect(member).toEqual(expect.arrayContaining([siteFrame.helpCenter, siteFrame.contact, siteFrame.privacy]));
    for (const marketing of [siteFrame.howItWorks, siteFrame.features, siteFrame.about, siteFrame.ambassadors])
      expect(member).not.toContain(marketing);
  });
});
