// `npm test` ends with its ten slowest files, so that the next slow one is seen the day it lands (the suite has a
// budget of 8 minutes on the 2-core machines).
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export type FileTime = { file: string; project: string; ms: number };

/** The `count` slowest files, slowest first, one aligned line each (seconds with one decimal). */
export function slowestLines(files: readonly FileTime[], count = 10): string[] {
  const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, count);
  return slowest.map((f) => `${(f.ms / 1000).toFixed(1).padStart(7)} s  ${f.project.padEnd(4)}  ${f.file}`);
}

export class SlowestTestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const files = modules.map((m) => ({
      file: relative(process.cwd(), m.moduleId),
      project: m.project.name,
      ms: m.diagnostic().duration,
    }));
    if (files.length < 2) return;
    console.log(['', `The ${Math.min(10, files.length)} slowest test files:`, ...slowestLines(files)].join('\n'));
  }
}
