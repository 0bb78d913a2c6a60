// The URL a started server prints ('GiftOrbit is running at http://...', or the bench's bare route 'listening
// at ...'): for the browser tests and the benchmarks, which start servers on port 0. No test framework here.
import type { ChildProcess } from 'node:child_process';

/** Waits for the child's line naming its URL; rejects with its output if it exits first or takes `timeoutMs`. */
export function serverUrl(child: ChildProcess, timeoutMs: number, label = 'Server'): Promise<string> {
  let output = '';
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${label} did not start within ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(?:running|listening) at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited (${code}) before listening:\n${output}`));
    });
  });
}
