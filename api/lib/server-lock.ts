// Which server process is using a DATA_DIR: `server.pid` in it, written at start and removed at exit. The offline
// commands (restore, key rotation) refuse to touch a database a live server has open.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'server.pid';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of a live server using `dataDir`, or null (no lock, or one left by a server that died). */
export function runningServer(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/** Marks `dataDir` as used by this process; the returned function unmarks it (only if the mark is still ours). */
export function holdServerLock(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // Already gone.
    }
  };
}

/** What an offline command (a restore, a key rotation) refuses with, saying why; the command prints its message. */
export class CommandRefused extends Error {}

/** Refuses `command` while a server has the DATA_DIR's database open, saying how to stop it. */
export function refuseWhileServerRuns(dataDir: string, command: string) {
  const pid = runningServer(dataDir);
  if (pid !== null)
    throw new CommandRefused(
      `The GiftOrbit server (pid ${pid}) is running on this DATA_DIR: stop it first (Ctrl+C where it runs, ` +
        `\`kill ${pid}\`, or your service manager's stop), then run ${command} again.`,
    );
}
