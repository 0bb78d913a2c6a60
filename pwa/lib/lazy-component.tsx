import { type ReactNode, use } from 'react';

export type Screen = { preload: () => Promise<void> };

/** Any function component: whatever its props, they become the Lazy's. */
type AnyComponent = (props: never) => ReactNode;
/** A component's props; one that takes none takes an empty object. */
type PropsOf<C> = C extends (props: infer P) => ReactNode ? (unknown extends P ? object : P) : never;

/**
 * A component in its own chunk, like React.lazy, and `preload` starts the download early (the screen the app opens
 * on, while GET /api/user is still on its way). Unlike React.lazy, which suspends on its first render however long
 * ago its chunk arrived, it renders at once once loaded: a first render after the preloads is complete in one pass,
 * so a page drawn by the server (pwa/main.tsx) goes straight to the same screen, never to a spinner in between.
 */
export function lazyComponent<K extends string, M extends Record<K, AnyComponent>>(load: () => Promise<M>, name: K) {
  type Props = PropsOf<M[K]>;
  let Loaded: ((props: Props) => ReactNode) | undefined;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      // The module's own component, whose props Props names (TypeScript cannot see it through the generics).
      Loaded = module[name] as unknown as (props: Props) => ReactNode;
    }));
  function Lazy(props: Props) {
    // Suspends until the chunk is here (a failed download goes to the error boundary, as with React.lazy).
    if (!Loaded) use(start());
    const Component = Loaded!;
    return <Component {...props} />;
  }
  Lazy.displayName = `Lazy(${name})`;
  return Object.assign(Lazy, { preload: start });
}
