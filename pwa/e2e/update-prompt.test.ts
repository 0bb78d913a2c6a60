import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateText } from '#shared/messages/app-shell.ts';
import { launchBrowser } from './browser.ts';
import { serverUrl } from './server-url.ts';

const root = new URL('../..', import.meta.url).pathname;

/**
 * A server of its own, on a copy of the build: this test deploys a new worker into it, which must not reach the
 * server the other browser tests share (global-setup.ts has built dist/ already).
 */
async function startServerOnACopy() {
  const dir = mkdtempSync(join(tmpdir(), 'giftorbit-update-'));
  cpSync(join(root, 'package.json'), join(dir, 'package.json'));
  cpSync(join(root, 'dist'), join(dir, 'dist'), { recursive: true });
  mkdirSync(join(dir, 'db'));
  cpSync(join(root, 'db', 'migrations'), join(dir, 'db', 'migrations'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const server: ChildProcess = spawn(process.execPath, ['dist/server/index.js'], {
    cwd: dir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await serverUrl(server, 120_000);
  /** A new version on the server: another worker script (its compressed copies gone, so the new text is sent). */
  const deployNewWorker = () => {
    const sw = join(dir, 'dist', 'pwa', 'sw.js');
    writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// the next version\n`);
    rmSync(`${sw}.br`, { force: true });
    rmSync(`${sw}.gz`, { force: true });
  };
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, deployNewWorker, stop };
}

let browser: Browser;
let server: Awaited<ReturnType<typeof startServerOnACopy>>;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServerOnACopy()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Marked = Window & { beforeUpdate?: boolean };
/** Marks the page's window: a reload forgets the mark. */
const mark = (page: Page) => page.evaluate(() => void ((window as Marked).beforeUpdate = true));
const isMarked = (page: Page) => page.evaluate(() => (window as Marked).beforeUpdate === true);

describe('updates ask first', () => {
  it('a new worker waits; Reload takes it and every open tab reloads once, except one with unsaved input', async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 360, height: 740 } });
    const clicked = await context.newPage();
    await clicked.goto('/');
    await clicked.evaluate(() => navigator.serviceWorker.ready);
    await clicked.reload();
    await mark(clicked);

    server.deployNewWorker();
    await clicked.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await clicked.getByText(updateText.available).waitFor();
    // Asked, not done: a moment later the new worker still waits and the page has not reloaded.
    await clicked.waitForTimeout(1_000);
    const waiting = () => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state);
    expect(await clicked.evaluate(waiting)).toBe('installed');
    expect(await isMarked(clicked)).toBe(true);

    // Tabs opened meanwhile run the old version too, and find the new one waiting.
    const other = await context.newPage();
    await other.goto('/about');
    const typing = await context.newPage();
    await typing.goto('/contact');
    await typing.locator('form input').first().fill('Half a message');
    for (const page of [other, typing]) {
      await page.getByText(updateText.available).waitFor();
      await mark(page);
    }

    await clicked.getByRole('button', { name: updateText.reload }).click();
    await clicked.waitForFunction(() => (window as Marked).beforeUpdate === undefined);
    await other.waitForFunction(() => (window as Marked).beforeUpdate === undefined);
    for (const page of [clicked, other]) {
      await page.locator('main').waitFor();
      expect(await page.getByText(updateText.available).count()).toBe(0);
    }
    // The tab with a half-written message keeps it, and still offers the reload.
    expect(await isMarked(typing)).toBe(true);
    expect(await typing.locator('form input').first().inputValue()).toBe('Half a message');
    expect(await typing.getByText(updateText.available).isVisible()).toBe(true);
    await context.close();
  });
});
