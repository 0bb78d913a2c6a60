// A screen in its own chunk: its first render waits for the download (the fallback shows); once downloaded, its
// first render is the screen itself, so the app can draw a screen complete in one pass (a page the server drew is
// taken over, or drawn afresh, without a spinner in between: pwa/main.tsx).
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component.tsx';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <h1>Welcome back, {name}!</h1>;

/** What the first commit shows: the screen, or the fallback while it waits. */
async function firstCommit(ui: React.ReactNode) {
  await act(async () => {
    render(<Suspense fallback={<p>waiting</p>}>{ui}</Suspense>);
  });
  return screen.queryByRole('heading')?.textContent ?? screen.getByText('waiting').textContent;
}

describe('lazyComponent', () => {
  it('shows the fallback while its chunk downloads, then the component with its props', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => {};
    const Lazy = lazyComponent(() => new Promise<{ Greeting: typeof Greeting }>((r) => (arrive = r)), 'Greeting');
    expect(await firstCommit(<Lazy name="Ada" />)).toBe('waiting');
    await act(async () => {
      arrive({ Greeting });
      await Lazy.preload();
    });
    expect(screen.getByRole('heading').textContent).toBe('Welcome back, Ada!');
  });

  it('renders at once, in the very first commit, once preloaded (React.lazy would show the fallback)', async () => {
    const Lazy = lazyComponent(() => Promise.resolve({ Greeting }), 'Greeting');
    await Lazy.preload();
    // render() commits synchronously: whatever shows now is the first commit.
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Welcome back, Ada!');
  });
});
