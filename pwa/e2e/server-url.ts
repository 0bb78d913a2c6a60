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
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
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

/**
 * The mail sandbox's mailbox address (with its key) that a server without SMTP_URL prints at start: where the
 * benchmarks read their members' confirmation links. Listen before the server has printed it.
 */
export function printedMailbox(child: ChildProcess): Promise<string> {
  let output = '';
  return new Promise<string>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Mail sandbox \(no SMTP_URL\): (http:\/\/\S+)/.exec(output);
      if (match) {
        child.stdout!.off('data', onData);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
  });
}
