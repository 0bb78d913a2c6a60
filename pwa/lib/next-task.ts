// Yielding to the main thread: what follows runs in a task of its own, so a slow phone can paint and answer input
// in between (one long task made of several short steps is what Lighthouse counts as blocking time).

/** Settles in a new task: a message to itself (immediate, unlike a timer; fake timers in tests leave it alone). */
export function nextTask() {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
