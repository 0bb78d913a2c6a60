// The lint rules are the architecture: these tests plant the imports the rooms forbid and expect the linter
// to refuse each one (and to let the allowed doors through), so removing or loosening a rule fails here.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = new URL('.', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

/** The messages of the given rule when `code` is linted as if it were the file at `path`. */
async function problems(path: string, code: string, rule = 'import-x/no-restricted-paths') {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** Some real module of another feature, whatever its files are called today. */
function moduleOf(feature: string): string {
  const dir = join(root, 'pwa/features', feature);
  const find = (folder: string): string | undefined => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'testing') {
        const found = find(path);
        if (found) return found;
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) return path;
    }
  };
  const file = find(dir);
  if (!file) throw new Error(`no module in ${dir}`);
  return `#pwa/${file.slice(join(root, 'pwa').length + 1)}`;
}

// The first lint pays ESLint's cold start (its parser and plugins): seconds on a loaded 2-core machine.
describe('the import boundaries', { timeout: 30_000 }, () => {
  it('refuses a feature importing another feature, and lets the app compose them', async () => {
    const banking = moduleOf('banking');
    const planted = `import * as other from '${banking}';\nexport const x = other;\n`;
    expect(await problems('pwa/features/dashboard/planted.tsx', planted)).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
    expect(await problems('pwa/app/routes/planted.tsx', planted)).toEqual([]);
  });

  it('keeps shared/ free of the other rooms and of frameworks', async () => {
    const planted = "import { createApp } from '#api/app.ts';\nexport const x = createApp;\n";
    expect(await problems('shared/planted.ts', planted)).toEqual([
      expect.stringContaining('shared/ imports no other room'),
    ]);
    const framework = "import { Hono } from 'hono';\nexport const x = Hono;\n";
    expect(await problems('shared/planted.ts', framework, 'no-restricted-imports')).toEqual([
      expect.stringContaining('shared/ stays free of frameworks'),
    ]);
  });

  it('lets db/ import only shared/, and api/ nothing of the PWA', async () => {
    const env = "import { loadEnv } from '#api/env.ts';\nexport const x = loadEnv;\n";
    expect(await problems('db/planted.ts', env)).toEqual([expect.stringContaining('db/ imports only shared/')]);
    const pwa = "import { formatUsd } from '#pwa/lib/format.ts';\nexport const x = formatUsd;\n";
    expect(await problems('api/planted.ts', pwa)).toEqual([expect.stringContaining('api/ imports only')]);
  });

  it('lets build/ import what it builds, and nothing that runs import build/', async () => {
    const build = "import { chunkGroups } from '#build/chunk-groups.ts';\nexport const x = chunkGroups;\n";
    for (const path of ['api/planted.ts', 'api/lib/planted.test.ts', 'db/planted.ts', 'shared/x.ts', 'pwa/lib/x.ts']) {
      expect(await problems(path, build)).toEqual([expect.stringContaining('Nothing that runs imports build/')]);
    }
    const built = [
      "import { createApp } from '#api/app.ts';",
      "import { openDatabase } from '#db/index.ts';",
      "import { routes } from '#shared/routes.ts';",
      "import { formatUsd } from '#pwa/lib/format.ts';",
      'export const x = [createApp, openDatabase, routes, formatUsd];',
    ].join('\n');
    expect(await problems('build/planted.ts', `${built}\n`)).toEqual([]);
  });

  it('lets the PWA take types from api/ but no values', async () => {
    const rule = '@typescript-eslint/no-restricted-imports';
    const value = "import { createApp } from '#api/app.ts';\nexport const x = createApp;\n";
    expect(await problems('pwa/lib/planted.ts', value, rule)).toEqual([
      expect.stringContaining('pwa/ takes only types from api/'),
    ]);
    const type = "import type { Deps } from '#api/deps.ts';\nexport type X = Deps;\n";
    expect(await problems('pwa/lib/planted.ts', type, rule)).toEqual([]);
  });

  it('keeps providers below services, and test code out of shipped code', async () => {
    const service = "import { syncUser } from '#api/services/banking/sync.ts';\nexport const x = syncUser;\n";
    expect(await problems('api/providers/banks/planted.ts', service)).toEqual([
      expect.stringContaining('A provider knows nothing of the app'),
    ]);
    const fake = "import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';\nexport const x = 1;\n";
    expect(await problems('api/services/planted.ts', fake)).toEqual([
      expect.stringContaining('Shipped code must not import test code'),
    ]);
    expect(await problems('api/services/planted.test.ts', fake)).toEqual([]);
  });

  it('keeps the operator, closing and statements rooms above the other services, and api/lib under them', async () => {
    const backup = "import { takeBackup } from '#api/services/operator/backups.ts';\nexport const x = takeBackup;\n";
    expect(await problems('api/services/money/planted.ts', backup)).toEqual([
      expect.stringContaining("api/services/operator/ is used by the operator's commands and jobs"),
    ]);
    expect(await problems('api/services/planted.ts', backup)).toHaveLength(1);
    expect(await problems('api/commands/planted.ts', backup)).toEqual([]);
    expect(await problems('api/services/operator/planted.ts', backup)).toEqual([]);
    const closing = "import * as closing from '#api/services/closing/close-account.ts';\nexport const x = closing;\n";
    expect(await problems('api/services/accounts/planted.ts', closing)).toEqual([
      expect.stringContaining('api/services/closing/ is used by the closing routes and jobs'),
    ]);
    expect(await problems('api/routes/planted.ts', closing)).toEqual([]);
    const sessions = "import * as sessions from '#api/services/accounts/sessions.ts';\nexport const x = sessions;\n";
    expect(await problems('api/lib/planted.ts', sessions)).toEqual([
      expect.stringContaining('api/lib/ holds helpers below the services'),
    ]);
    expect(await problems('api/pages/planted.ts', sessions)).toEqual([]);
  });

  it('refuses ../ imports: a cross-folder import names its room', async () => {
    const climbing = "import { routes } from '../../shared/routes.ts';\nexport const x = routes;\n";
    expect(await problems('api/routes/planted.ts', climbing, 'no-restricted-imports')).toEqual([
      expect.stringContaining('alias instead of ../'),
    ]);
  });

  it('names files in kebab-case', async () => {
    const rule = 'check-file/filename-naming-convention';
    expect(await problems('pwa/lib/PlantedFile.ts', 'export const x = 1;\n', rule)).toHaveLength(1);
    expect(await problems('pwa/lib/planted-file.ts', 'export const x = 1;\n', rule)).toEqual([]);
  });

  it('opens every transaction in api/ and db/ through write(), which takes the write lock first', async () => {
    const rule = 'no-restricted-syntax';
    const planted = 'export const f = (sqlite: any) => sqlite.transaction(() => 1)();\n';
    expect(await problems('api/services/planted.ts', planted, rule)).toEqual([expect.stringContaining('write()')]);
    expect(await problems('db/planted.ts', planted, rule)).toEqual([expect.stringContaining('write()')]);
    const through = "import { write } from '#db/unit-of-work.ts';\nexport const f = (s: any) => write(s, () => 1);\n";
    expect(await problems('api/services/planted.ts', through, rule)).toEqual([]);
  });

  it('refuses a word written into a screen: every word comes from the texts, in each language', async () => {
    const rule = 'no-restricted-syntax';
    const planted = [
      "import { auth } from '#shared/messages/auth.ts';",
      'export const A = ({ on }: { on: boolean }) => (',
      '  <p aria-label="Close" title={on ? \'Hide\' : auth.logOut}>',
      "    Back to home {on ? 'Open menu' : null} {`Saved ${1}`}",
      "    <span className={`size-4 ${on ? 'font-bold' : ''}`} data-testid=\"planted-row\">{auth.logOut} · 2</span>",
      '  </p>',
      ');',
      '',
    ].join('\n');
    const found = await problems('pwa/features/dashboard/planted.tsx', planted, rule);
    // The label, the title's own text, the text, the condition's text and the template's: not the class, the test id,
    // the texts' names, nor a sign or a number.
    expect(found).toHaveLength(5);
    expect(found[0]).toContain('shared/messages');
    expect(await problems('pwa/features/dashboard/planted.test.tsx', planted, rule)).toEqual([]);
    // A toast raised from plain TypeScript (a mutation's error hook): its title and description are words too.
    const toasted = "toast({ title: 'Error', description: text.failed, variant: 'destructive' });\n";
    expect(await problems('pwa/lib/planted.ts', toasted, rule)).toEqual([expect.stringContaining('shared/messages')]);
  });
});
