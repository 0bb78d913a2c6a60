import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

afterEach(cleanup);

describe('ProgressBar', () => {
  it('says its value, range and words to assistive technology', () => {
    render(<ProgressBar value={2.5} max={5} label="Waiting" valueText="$2.50 of $5.00" />);
    const bar = screen.getByRole('progressbar', { name: 'Waiting' });
    expect(bar.getAttribute('aria-valuenow')).toBe('2.5');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('5');
    expect(bar.getAttribute('aria-valuetext')).toBe('$2.50 of $5.00');
    const fill = bar.querySelector('progress')!;
    expect(fill.position).toBe(0.5);
    // Drawn by CSS alone: no style attribute, which a page's CSP refuses when the server drew it.
    expect(bar.outerHTML).not.toContain('style=');
  });

  it('stays within its range when the value passes the maximum', () => {
    render(<ProgressBar value={7.2} max={5} label="Waiting" valueText="$7.20 of $5.00" />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('5');
    expect(bar.querySelector('progress')!.position).toBe(1);
  });
});
