// Progressive take-over of a screen the server drew (pwa/main.tsx, shared/member-frame.ts). React takes over what
// the member sees first at once; each part wrapped in <HydrateLater> keeps the server's markup meanwhile (it
// looks the same) and is taken over in an idle moment of its own, one after another, so a slow phone never does
// the whole screen's work (its queries, their answers, their layout) in a few long tasks. In any other render it
// is a plain Suspense boundary that never waits.
import { memo, type ReactNode, Suspense, use, useMemo, useState, useSyncExternalStore } from 'react';

/** A part's turn: `done` once it came, so a later render of the part never waits on it again. */
type Gate = { turn: Promise<void>; done: boolean };

let last: Promise<void> = Promise.resolve();

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 50);
  });

/** The next part's turn: after the one before it, in an idle moment. */
function nextTurn(): Gate {
  const gate: Gate = { turn: last.then(idle), done: false };
  void gate.turn.then(() => {
    gate.done = true;
  });
  last = gate.turn;
  return gate;
}

function Wait({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.done) use(gate.turn);
  return children;
}

const subscribeToNothing = () => () => {};

/**
 * A part of a screen taken over after the rest (see above). `children` must keep its identity while the screen
 * is taken over (an element made once, or a prop passed through): a new one would make React take it over at once.
 */
export const HydrateLater = memo(function HydrateLater({ children }: { children: ReactNode }) {
  // True only while React takes over markup (its server snapshot), false in every other render.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [gate] = useState(() => (hydrating && typeof window !== 'undefined' ? nextTurn() : null));
  // The same element after the take-over, so the part's boundary sees no change and keeps its turn.
  return useMemo(
    () => (
      <Suspense>
        <Wait gate={gate}>{children}</Wait>
      </Suspense>
    ),
    [gate, children],
  );
});
