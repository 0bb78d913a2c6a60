// npm run bench: every benchmark, one after the other (never side by side: they would measure each other), then
// one table of every PASS/MISS line they printed. Figures, not tests: a MISS still exits 0; the exit code is
// non-zero only when a benchmark itself failed (crashed, or found a broken ledger or a failed request).
import { spawn } from 'node:child_process';

const BENCHES = ['bench:ingest', 'bench:api', 'bench:jobs', 'bench:bundle', 'bench:lighthouse'] as const;

type Outcome = { name: string; code: number | null; verdicts: string[]; seconds: number };

function run(name: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'inherit'] });
    const verdicts: string[] = [];
    let rest = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      verdicts.push(...lines.filter((l) => /\b(PASS|MISS)\b/.test(l)));
    });
    child.on('close', (code) => {
      if (/\b(PASS|MISS)\b/.test(rest)) verdicts.push(rest);
      resolve({ name, code, verdicts, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const outcomes: Outcome[] = [];
for (const name of BENCHES) {
  console.log(`\n=== npm run ${name} ===`);
  outcomes.push(await run(name));
}

console.log('\n=== npm run bench: every target ===');
for (const o of outcomes) {
  const status = o.code === 0 ? '' : `  FAILED (exit ${o.code})`;
  console.log(`\n${o.name} (${o.seconds.toFixed(0)} s)${status}`);
  for (const line of o.verdicts) console.log(`  ${line.trim()}`);
}
const misses = outcomes.flatMap((o) => o.verdicts).filter((l) => /\bMISS\b/.test(l)).length;
const passes = outcomes.flatMap((o) => o.verdicts).filter((l) => /\bPASS\b/.test(l) && !/\bMISS\b/.test(l)).length;
console.log(`\n${passes} lines all PASS, ${misses} with a MISS`);
if (outcomes.some((o) => o.code !== 0)) process.exitCode = 1;
