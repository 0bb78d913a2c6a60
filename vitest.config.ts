import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { SlowestTestFiles } from './build/slowest-test-files.ts';

/** The DOM test files that replace a module with vi.mock, found by reading them (a new one joins by itself). */
const MOCKING_DOM_FILES = readdirSync('pwa', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('e2e'))
  .map((file) => `pwa/${file}`)
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  test: {
    // Both cores: Vitest's default in a run is one worker fewer than the cores, which on the 2-core machines is one,
    // and every file waited for the one before. 677 s -> 586 s for the whole suite on 2026-11-25's slow VM.
    maxWorkers: 2,
    reporters: ['default', new SlowestTestFiles()],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'api/**/*.test.ts',
            'db/**/*.test.ts',
            'build/**/*.test.ts',
            'docs/**/*.test.ts',
            '*.test.ts',
          ],
          // Files share a worker's loaded modules (217 s -> 131 s for node+dom): none keeps global state, and each
          // restores the timers and spies it fakes.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['pwa/**/*.test.{ts,tsx}'],
          exclude: ['pwa/e2e/**', ...MOCKING_DOM_FILES],
          // Files share a worker's loaded modules, as the node project's do (73 s -> 17 s for this project): each file
          // starts on a fresh page (./pwa/lib/testing/fresh-page.ts).
          isolate: false,
          setupFiles: ['pwa/lib/testing/fresh-page.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [react()],
        test: {
          // A module mocked for one file (vi.mock) must not be the one another file already loaded: each its own.
          name: 'dom-mocks',
          environment: 'happy-dom',
          include: MOCKING_DOM_FILES,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['pwa/e2e/**/*.test.ts'],
          globalSetup: ['pwa/e2e/global-setup.ts'],
          setupFiles: ['pwa/e2e/setup.ts'],
          // Two files at once, each its own Chromium over the one server: about 330 s rather than 465 s one after
          // another. A test that writes into the server's database from its own process (a bank sync played) is safe
          // beside the server's requests because every transaction takes the write lock first (db/unit-of-work.ts).
          fileParallelism: true,
          // After the unit tests, alone: beside them, the server and Chromium shared the 2 cores with two test workers,
          // and the first browser files timed out under that load (CI, 2026-11-25: a sign-up waiting 30 s).
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
