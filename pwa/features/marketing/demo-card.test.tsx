import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CYCLE_MS, DEMO_FADE_MS } from '#shared/constants.ts';
import { formatUsd } from '#pwa/lib/format.ts';
import { DemoCard } from './demo-card.tsx';
import { DEMO_SAMPLES, nextSampleIndex } from './demo-samples.ts';

const cents = (dollars: number) => Math.round(dollars * 100);
const shownIndex = () => Number(screen.getByTestId('demo-card').dataset.sampleIndex);
const shownAmount = () => screen.getByTestId('demo-amount').textContent;
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('demo samples', () => {
  it('holds ten samples', () => {
    expect(DEMO_SAMPLES).toHaveLength(10);
  });

  it.each(DEMO_SAMPLES.map((s, i) => [i + 1, s] as const))(
    'sample %i: roundUp = roundedUp - amount, in cents',
    (_, s) => {
      expect(cents(s.roundUp)).toBe(cents(s.roundedUp) - cents(s.amount));
    },
  );

  it.each(DEMO_SAMPLES.map((s, i) => [i + 1, s] as const))('sample %i: rounded up to the next whole dollar', (_, s) => {
    const amount = cents(s.amount);
    expect(cents(s.roundedUp)).toBe(amount + ((100 - (amount % 100)) % 100));
    expect(cents(s.roundUp)).toBeGreaterThan(0);
  });

  it('wraps from the last sample to the first', () => {
    expect(nextSampleIndex(0)).toBe(1);
    expect(nextSampleIndex(DEMO_SAMPLES.length - 1)).toBe(0);
  });
});

describe('DemoCard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows sample 1, then sample 2 after one cycle and the fade', () => {
    render(<DemoCard />);
    expect(shownIndex()).toBe(0);
    expect(shownAmount()).toBe(formatUsd(DEMO_SAMPLES[0]!.amount));
    expect(screen.getByTestId('demo-round-up').textContent).toBe(`+${formatUsd(DEMO_SAMPLES[0]!.roundUp)}`);

    advance(DEMO_CYCLE_MS);
    expect(shownIndex()).toBe(0); // fading out, still sample 1
    advance(DEMO_FADE_MS);
    expect(shownIndex()).toBe(1);
    expect(shownAmount()).toBe(formatUsd(DEMO_SAMPLES[1]!.amount));
    expect(screen.getByTestId('demo-rounded-up').textContent).toBe(formatUsd(DEMO_SAMPLES[1]!.roundedUp));
    expect(screen.getByText('Example 2 of 10')).toBeTruthy();
  });

  it('wraps from sample 10 back to sample 1', () => {
    render(<DemoCard />);
    advance(9 * DEMO_CYCLE_MS + DEMO_FADE_MS);
    expect(shownIndex()).toBe(9);
    expect(shownAmount()).toBe(formatUsd(DEMO_SAMPLES[9]!.amount));
    advance(DEMO_CYCLE_MS);
    expect(shownIndex()).toBe(0);
    expect(shownAmount()).toBe(formatUsd(DEMO_SAMPLES[0]!.amount));
  });

  it('stops cycling while paused', () => {
    render(<DemoCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the demo' }));
    advance(3 * DEMO_CYCLE_MS);
    expect(shownIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play the demo' }));
    advance(DEMO_CYCLE_MS + DEMO_FADE_MS);
    expect(shownIndex()).toBe(1);
  });

  it('clears its timers on unmount', () => {
    const { unmount } = render(<DemoCard />);
    advance(DEMO_CYCLE_MS); // a fade is now pending too
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
