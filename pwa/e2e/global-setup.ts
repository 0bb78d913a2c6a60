import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { serverUrl } from './server-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's DATA_DIR: tests open its database to play a bank sync. */
    dataDir: string;
    /** Where the test's SMTP server writes each mail the product sends (pwa/e2e/mail.ts reads them). */
    mailDir: string;
    /** SMTP_URL and MAIL_FROM of that server: a test's own server sends there too. */
    mailEnv: { SMTP_URL: string; MAIL_FROM: string };
    /** Everything the server printed: a failed test shows its end (an error behind a 500, say). */
    serverLog: string;
  }
}

const root = new URL('../..', import.meta.url).pathname;

/**
 * Starts the product exactly as `npm start` does: builds what is stale (the PWA and the server), then runs the
 * compiled server with plain node, on a free port and a fresh DATA_DIR.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM_PATH}. ` +
        'Install it with: apt-get update && apt-get install -y chromium',
    );
  }
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      "Browser tests read back what they print with poppler's pdftotext. " +
        'Install it with: apt-get update && apt-get install -y poppler-utils',
    );
  }
  execFileSync(join(root, 'node_modules/.bin/tsx'), ['build/build.ts'], { cwd: root, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'giftorbit-e2e-'));
  // Mail goes over SMTP to a real SMTP server, as in production; each message lands in a file.
  const mailDir = mkdtempSync(join(tmpdir(), 'giftorbit-e2e-mail-'));
  const smtp = await startMailCatcher(mailDir);
  const mailEnv = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'GiftOrbit <hello@giftorbit.test>' };
  const server: ChildProcess = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: root,
    // Local push endpoints: the push test's fake push service listens on 127.0.0.1.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
      ...mailEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const serverLog = join(dataDir, 'server.log');
  const log = createWriteStream(serverLog);
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  const url = await serverUrl(server, 180_000);
  project.provide('serverLog', serverLog);
  project.provide('baseURL', url);
  project.provide('dataDir', dataDir);
  project.provide('mailDir', mailDir);
  project.provide('mailEnv', mailEnv);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
  };
}
