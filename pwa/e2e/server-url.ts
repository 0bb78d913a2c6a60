// The URL a started server prints ('GiftOrbit is running at http://...', or the bench's bare route 'listening
// at ...'): for the browser tests and the benchmarks, which start servers on port 0. No test framework here.
import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';

const URL_LINE = /(?:running|listening) at (http:\/\/\S+)/;
const MAILBOX_LINE = /Mail sandbox \(no SMTP_URL\): (http:\/\/\S+)/;

/** `pattern`'s first group once the streams' output holds it (then it stops listening); the output so far. */
function watchFor(pattern: RegExp, streams: Readable[]) {
  let output = '';
  let stop = () => {};
  const found = new Promise<string>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (!match) return;
      stop();
      resolve(match[1]!);
    };
    stop = () => streams.forEach((stream) => stream.off('data', onData));
    streams.forEach((stream) => stream.on('data', onData));
  });
  return { found, stop, output: () => output };
}

/** Waits for the child's line naming its URL; rejects with its output if it exits first or takes `timeoutMs`. */
export function serverUrl(child: ChildProcess, timeoutMs: number, label = 'Server'): Promise<string> {
  const watch = watchFor(URL_LINE, [child.stdout!, child.stderr!]);
  return new Promise<string>((resolve, reject) => {
    const fail = (why: string) => {
      watch.stop();
      reject(new Error(`${label} ${why}:\n${watch.output()}`));
    };
    const timer = setTimeout(() => fail(`did not start within ${timeoutMs / 1000} s`), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(`exited (${code}) before listening`);
    });
    void watch.found.then((url) => {
      clearTimeout(timer);
      resolve(url);
    });
  });
}

/**
 * The mail sandbox's mailbox address (with its key) that a server without SMTP_URL prints at start: where the
 * benchmarks read their members' confirmation links. Listen before the server has printed it.
 */
export const printedMailbox = (child: ChildProcess): Promise<string> => watchFor(MAILBOX_LINE, [child.stdout!]).found;
