// The README and docs/ state facts the code also holds: variables, scripts, paths, links, limits and targets. Each
// check reads both with node:fs and fails when they part, so a figure or a name cannot go stale in silence.
// Measured figures (benchmark results) cannot be checked here: each doc says which command prints them and when.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allComments, missingFiles } from './testing/code-comments.ts';

const root = new URL('..', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), 'utf8');
/** Prose with its line breaks and indents folded, so a phrase is found wherever the text wraps. */
const flat = (path: string) => read(path).replace(/\s+/g, ' ');

const docs = readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md'));
const decisions = readdirSync(join(root, 'docs/decisions')).filter((name) => name.endsWith('.md'));
const pages = ['README.md', ...docs.map((name) => `docs/${name}`)];
const allPages = [...pages, ...decisions.map((name) => `docs/decisions/${name}`)];

const pkg = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  imports: Record<string, string>;
  engines: { node: string };
};

/** The text outside fenced code blocks. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
const anchors = (path: string) =>
  new Set([...prose(read(path)).matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!.trim())));

describe('README', () => {
  const readme = read('README.md');

  it('is under 150 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(150);
  });

  it('starts with the two commands a fresh machine needs, and both exist', () => {
    const first = /^# .+\n+```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const commands = first.split('\n').map((line) => line.split('#')[0]!.trim());
    expect(commands.slice(0, 2)).toEqual(['npm install && npm start', 'npm test']);
    expect(Object.keys(pkg.scripts)).toEqual(expect.arrayContaining(['start', 'test']));
  });

  it('links every page of docs/, one click away', () => {
    const linked = new Set([...readme.matchAll(/\]\(docs\/([^)#]+)/g)].map((m) => m[1]));
    expect(docs.filter((name) => !linked.has(name))).toEqual([]);
  });

  it('names every npm script of package.json', () => {
    const named = (name: string) => readme.includes(`npm run ${name}`) || readme.includes(`\`npm ${name}\``);
    expect(Object.keys(pkg.scripts).filter((name) => !named(name))).toEqual([]);
  });

  it('tells npm test by its parts, in the order package.json runs them', () => {
    const parts = [...pkg.scripts.test!.matchAll(/npm run ([\w:-]+)|(vitest run)\b/g)].map((m) => m[1] ?? m[2]);
    const told = (/`npm test` = (.+?)\(three projects/.exec(flat('README.md'))?.[1] ?? '').replace(/\([^()]*\)/g, '');
    const toldParts = [...told.matchAll(/`npm run ([\w:-]+)`|`(vitest run)`/g)].map((m) => m[1] ?? m[2]);
    expect(toldParts).toEqual(parts);
  });

  it('names every import alias of package.json and every room of the layout', () => {
    expect(Object.keys(pkg.imports).filter((alias) => !readme.includes(`\`${alias}\``))).toEqual([]);
    const ignored = read('.gitignore')
      .split('\n')
      .map((line) => line.replace(/^\/|\/$/g, ''));
    const rooms = readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !ignored.includes(e.name))
      .map((e) => e.name);
    const layout = /## Layout[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(rooms.filter((room) => !new RegExp(`(^|\\s)${room}/ `, 'm').test(layout))).toEqual([]);
  });

  it('states the Node version of engines and the lint limits of eslint.config.js', () => {
    const text = flat('README.md');
    expect(text).toContain(`Node.js ${pkg.engines.node.replace('>=', '')} or newer`);
    const lint = read('eslint.config.js');
    const maxLines = /'max-lines': \['error', \{ max: (\d+) \}\]/.exec(lint)?.[1];
    const maxLen = /'@stylistic\/max-len'[\s\S]*?code: (\d+)/.exec(lint)?.[1];
    expect(text).toContain(`files up to ${maxLines} lines, lines up to ${maxLen} characters`);
  });
});

describe('links and paths in README.md and docs/', () => {
  it.each(allPages)('every relative link in %s leads to a file (and heading) that exists', (page) => {
    const broken: string[] = [];
    for (const [, target] of prose(read(page)).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      const [path = '', anchor] = target!.split('#');
      const file = path === '' ? page : relative(root, join(root, dirname(page), path));
      if (!existsSync(join(root, file))) broken.push(target!);
      else if (anchor && file.endsWith('.md') && !anchors(file).has(anchor)) broken.push(target!);
    }
    expect(broken).toEqual([]);
  });

  /** A path in backticks names a file or folder of a room, or the start of file names (`api/security`). */
  const pathExists = (path: string) => {
    if (existsSync(join(root, path))) return true;
    const dir = join(root, dirname(path));
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
    const name = new RegExp(`^${basename(path).replace(/[.]/g, '\\.').replace(/\*/g, '.*')}`);
    return readdirSync(dir).some((entry) => name.test(entry));
  };

  it.each(pages)('every repository path in backticks in %s exists', (page) => {
    const paths = [...prose(read(page)).matchAll(/`((?:api|pwa|shared|db|bench|build|public|docs|\.ci)\/[\w./*-]*)`/g)];
    expect(paths.map((m) => m[1]!).filter((path) => !pathExists(path))).toEqual([]);
  });

  it.each(pages)('every npm script %s names exists in package.json', (page) => {
    const named = [...read(page).matchAll(/npm run ([\w:-]+)|`((?:bench|test|build|db):[\w-]+)`/g)];
    expect(named.map((m) => m[1] ?? m[2]!).filter((name) => !(name in pkg.scripts))).toEqual([]);
  });
});

describe("the code's comments", () => {
  const comments = allComments(root);

  it('name only files the repository has (no document a clone lacks)', () => {
    // Outside the repository (the team's documents beside a working copy) is missing too: a clone lacks it.
    const inClone = (path: string) => !relative(root, join(root, path)).startsWith('..');
    expect(missingFiles(comments, (path) => inClone(path) && existsSync(join(root, path)))).toEqual([]);
  });

  it('say what the code is for, not which issue of a tracker asked for it (that is for commit messages)', () => {
    const issue = /\bissues? #?\d+/i;
    const naming = comments.filter(({ comment }) => issue.test(comment));
    expect(naming.map(({ file, comment }) => `${file}: ${issue.exec(comment)![0]}`)).toEqual([]);
  });
});

describe('docs/environment.md', () => {
  /** The variables of an object spread into `envSchema` (`storageVars` in api/env-storage.ts, ...). */
  const spread = (name: string, file: string) =>
    new RegExp(`export const ${name} = \\{\\n([\\s\\S]*?)\\n\\};`).exec(read(file))?.[1] ?? '';
  /** The keys of the zod object `envSchema` in api/env.ts (and the objects spread into it): the variables read. */
  const schema = () => {
    const source = read('api/env.ts');
    const body = /const envSchema = z\s*\.object\(\{\n([\s\S]*?)\n {2}\}\)/.exec(source)?.[1] ?? '';
    expect(body).toContain('...storageVars,');
    expect(body).toContain('...jobVars,');
    return [
      ...[...body.matchAll(/^ {4}([A-Z][A-Z0-9_]{2,}):/gm)].map((m) => m[1]!),
      ...[spread('storageVars', 'api/env-storage.ts'), spread('jobVars', 'api/env-jobs.ts')].flatMap((vars) =>
        [...vars.matchAll(/^ {2}([A-Z][A-Z0-9_]{2,}):/gm)].map((m) => m[1]!),
      ),
    ].sort();
  };
  const table = () =>
    read('docs/environment.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!))
      .sort();
  const example = () => [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!).sort();

  it('lists exactly the variables api/env.ts reads, as .env.example does', () => {
    expect(schema().length).toBeGreaterThan(20);
    expect(table()).toEqual(schema());
    expect(example()).toEqual(schema());
  });
});

describe('docs/security.md', () => {
  const suites = pkg.scripts['test:security']!.split(' ').filter((word) => word.includes('/'));

  it('tells of every suite npm run test:security runs', () => {
    const text = read('docs/security.md');
    expect(suites.filter((suite) => !text.includes(suite.replace(/\.security$/, '')))).toEqual([]);
  });

  it('is told of every .security.test.ts file (npm run test:security runs them all)', () => {
    const files = ['api', 'db'].flatMap((room) =>
      readdirSync(join(root, room), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.security.test.ts'))
        .map((file) => `${room}/${file}`),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !suites.some((suite) => file.startsWith(suite)))).toEqual([]);
  });
});

/** A number the code holds, as the docs write it (1000 -> "1,000"). */
const constant = (file: string, pattern: RegExp) => {
  const found = pattern.exec(read(file))?.[1];
  if (found === undefined) throw new Error(`${pattern} not found in ${file}`);
  return Number(found.replace(/_/g, '')).toLocaleString('en-US');
};

/** Targets, defaults and sizes stated in docs/ beside the code that holds them: [doc, file, code, words; # is n]. */
const figures: [string, string, RegExp, string][] = [
  ['performance.md', 'bench/bundle.ts', /LANDING_TARGET_KB = (\d+)/, 'PASS (<= #)'],
  ['performance.md', 'bench/bundle.ts', /SHELL_TARGET_KB = (\d+)/, 'PASS (<= #)'],
  ['performance.md', 'bench/bundle.ts', /level: (\d+)/, 'gzip size (level #)'],
  ['performance.md', 'bench/api.ts', /TARGET_IDLE_MB = (\d+)/, ', <= #)'],
  ['performance.md', 'bench/api.ts', /TARGET_PEAK_MB = (\d+)/, ', <= #)'],
  ['performance.md', 'bench/api.ts', /CONNECTIONS = (\d+)/, '(# connections, '],
  ['performance.md', 'bench/api.ts', /DURATION_S = (\d+)/, 'connections, # s,'],
  ['performance.md', 'bench/api.ts', /WARMUP_S = (\d+)/, '# s warm-up'],
  ['performance.md', 'bench/api.ts', /MEMBERS = (\d+)/, '# members'],
  ['performance.md', 'bench/api.ts', /TARGET_P99_RATIO = ([\d.]+)/, 'most #x the same-work route'],
  ['performance.md', 'bench/api-members.ts', /settings: (\d+)/, '# settings changes'],
  ['performance.md', 'bench/lighthouse.ts', /\?\? (\d+)\) \|\| \d+\)/, '# times a page'],
  ['benchmarks.md', 'bench/ingest.ts', /TARGET_TPS = ([\d_]+)/, '>= # tx/s'],
  ['benchmarks.md', 'bench/ingest.ts', /TARGET_RATIO = (\d+)/, 'within #x of the plain insert'],
  ['benchmarks.md', 'bench/ingest.ts', /RUNS = (\d+)/, 'best of # runs'],
  ['reliability.md', 'api/app.fuzz.test.ts', /FUZZ_RUNS \?\? (\d+)/, 'gets # hostile requests'],
  ['reliability.md', 'package.json', /FUZZ_RUNS=(\d+)/, '`npm run test:fuzz` runs # per route'],
  ['reliability.md', 'api/money.model.test.ts', /MODEL_RUNS \?\? (\d+)/, '`npm test` runs # sequences'],
  ['reliability.md', 'api/money.model.test.ts', /MODEL_STEPS \?\? (\d+)/, 'sequences of up to # steps'],
  ['reliability.md', 'package.json', /MODEL_RUNS=(\d+)/, '`npm run test:model` runs #'],
  ['reliability.md', 'bench/crash.ts', /length\) \?\? (\d+)\)/, 'at a random moment # times'],
  ['reliability.md', 'bench/soak.ts', /SOAK_MINUTES \?\? (\d+)/, 'for # minutes'],
  ['reliability.md', 'bench/soak.ts', /SOAK_RATE \?\? (\d+)/, '# requests a second'],
];

describe('figures the docs share with the code', () => {
  it.each(figures)('docs/%s states what %s holds (%s)', (doc, file, code, words) => {
    const said = words.replace('#', constant(file, code));
    expect(flat(`docs/${doc}`).includes(said), `docs/${doc} should say "${said}"`).toBe(true);
  });

  it.each(['performance.md', 'benchmarks.md'])('docs/%s dates its measured figures and names their command', (doc) => {
    // Each section with a table of figures says when they were measured and which command prints them.
    for (const section of read(`docs/${doc}`).split(/^## /m)) {
      if (!/^\|.*\d/m.test(section)) continue;
      expect(section).toMatch(/\b20\d\d-\d\d-\d\d\b/);
      expect(section).toMatch(/`npm run bench(:[\w-]+)?`/);
    }
  });
});
