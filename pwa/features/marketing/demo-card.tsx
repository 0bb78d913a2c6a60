import { Coins, Pause, Play, TrendingUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DEMO_CYCLE_MS, DEMO_FADE_MS } from '#shared/constants.ts';
import { demoCard } from '#shared/messages/landing-page.ts';
import { Card } from '#pwa/components/ui/card.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { formatUsd } from '#pwa/lib/format.ts';
import { DEMO_SAMPLES, nextSampleIndex } from './demo-samples.ts';

/**
 * The hero's live example: every DEMO_CYCLE_MS the figures fade out, the next sample fades in and the
 * invested amount pulses once. A pause button stops the cycle (WCAG 2.2.2: moving content can be paused).
 */
const setFadeDuration = (el: HTMLDivElement | null) => {
  if (el) el.style.transitionDuration = `${DEMO_FADE_MS}ms`;
};

export function DemoCard() {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const cycle = setInterval(() => {
      setVisible(false);
      fade = setTimeout(() => {
        setIndex((i) => nextSampleIndex(i));
        setVisible(true);
      }, DEMO_FADE_MS);
    }, DEMO_CYCLE_MS);
    return () => {
      clearInterval(cycle);
      clearTimeout(fade);
      setVisible(true);
    };
  }, [paused]);

  const sample = DEMO_SAMPLES[index]!;
  return (
    <Card
      data-testid="demo-card"
      data-sample-index={index}
      className="w-full max-w-sm p-5 text-left shadow-2xl shadow-black/30 ring-1 ring-white/10 sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <span className="flex size-8 items-center justify-center rounded-full bg-accent-soft text-accent">
            <Coins className="size-4" aria-hidden />
          </span>
          {demoCard.title}
        </p>
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? demoCard.play : demoCard.pause}
          aria-pressed={paused}
          className={cn(
            'touch-target flex size-9 items-center justify-center rounded-lg',
            'text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          {paused ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
        </button>
      </div>

      {/* The figures fade under a veil of the card's colour rather than through their own opacity: text at half
          opacity reads as too faint to contrast checkers (axe, Lighthouse) caught mid-fade. Same look. */}
      <div className="relative mt-5">
        <dl className="grid gap-3 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-muted-foreground">{demoCard.purchase}</dt>
            <dd className="font-semibold tabular-nums" data-testid="demo-amount">
              {formatUsd(sample.amount)}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-muted-foreground">{demoCard.roundedUpTo}</dt>
            <dd className="font-semibold tabular-nums" data-testid="demo-rounded-up">
              {formatUsd(sample.roundedUp)}
            </dd>
          </div>
          <div
            key={index}
            className="flex items-center justify-between gap-3 rounded-xl bg-success-soft px-3 py-3 animate-pulse-once"
          >
            <dt className="flex items-center gap-2 font-medium text-foreground">
              <TrendingUp className="size-4 text-success" aria-hidden />
              {demoCard.invested}
            </dt>
            <dd className="text-lg font-bold text-success tabular-nums" data-testid="demo-round-up">
              +{formatUsd(sample.roundUp)}
            </dd>
          </div>
        </dl>
        <div
          aria-hidden
          className={cn('pointer-events-none absolute -inset-1 bg-card transition-opacity', visible && 'opacity-0')}
          // Set from script, not a style attribute: the page is sent rendered, and the CSP allows no inline style.
          ref={setFadeDuration}
        />
      </div>

      <div className="mt-5 flex items-center justify-between gap-3">
        <p className="text-xs text-muted-foreground">{demoCard.example(index + 1, DEMO_SAMPLES.length)}</p>
        <div className="flex gap-1" aria-hidden>
          {DEMO_SAMPLES.map((_, i) => (
            <span
              key={i}
              className={`h-1.5 rounded-full transition-all ${i === index ? 'w-4 bg-primary' : 'w-1.5 bg-border'}`}
            />
          ))}
        </div>
      </div>
    </Card>
  );
}
