// Long work on the server's one thread goes in slices: `await`ing synchronous work yields only a microtask, so no
// request, timer or socket gets in until the loop ends. `await nextTurn()` between slices lets them all in.

/** Resolves after everything already waiting on the event loop (requests, timers, I/O) has had its turn. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
