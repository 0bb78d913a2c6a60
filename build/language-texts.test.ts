// The build's stand-ins for the text modules (build/language-texts.ts): what they offer and where they load from.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  exportedValues,
  localeFolder,
  MEMBER_START_TEXTS,
  SERVER_TEXTS,
  textArea,
  textModule,
  VISITOR_TEXTS,
} from './language-texts.ts';
import { root } from '#api/lib/project-root.ts';

const messages = join(root, 'shared', 'messages');

/** The text modules' names a text module imports (not its types). */
const textsImportedBy = (source: string) =>
  [
    ...source.matchAll(/^import (?!type)[^;]*?from '(?:#shared\/messages\/|\.\/)(?:[a-z0-9-]+\/)?([a-z0-9-]+)\.ts'/gm),
  ].map(([, name]) => name!);

/** A set of texts no text of which imports one outside it, in any language. */
function expectClosed(texts: ReadonlySet<string>) {
  for (const folder of ['', 'es-419/', 'pt-br/'])
    for (const name of texts)
      for (const other of textsImportedBy(readFileSync(join(messages, `${folder}${name}.ts`), 'utf8')))
        expect(texts, `${folder}${name}.ts imports ${other}`).toContain(other);
}

const ALIASES: Record<string, string> = { '#shared/': 'shared/', '#pwa/': 'pwa/', '#api/': 'api/', '#db/': 'db/' };

/** The text modules `entries` read through their static imports (the app's own files; not types, not import()). */
function textsReadFrom(entries: string[]) {
  const texts = new Set<string>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => join(root, entry));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, spec = ''] of source.matchAll(
      /^(?:import|export) (?!type)[^;'"]*?from '([^']+)'|^import '([^']+)'/gm,
    )) {
      const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
      const path = alias
        ? join(root, ALIASES[alias]!, spec.slice(alias.length))
        : spec.startsWith('.')
          ? join(dirname(file), spec)
          : '';
      const text = /^shared\/messages\/([a-z0-9-]+)\.ts$/.exec(relative(root, path))?.[1];
      if (text) texts.add(text);
      else if (path) queue.push(path);
    }
  }
  return texts;
}

describe("the text modules' stand-ins", () => {
  it('offer every value an English module exports, and no type', async () => {
    for (const file of readdirSync(messages).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const module = (await import(join(messages, file))) as Record<string, unknown>;
      expect(exportedValues(readFileSync(join(messages, file), 'utf8')).sort(), file).toEqual(
        Object.keys(module).sort(),
      );
    }
  });

  it('load the translation in its language, and the English where there is none yet', () => {
    expect(textModule('landing', 'es-419')).toBe(join(localeFolder('es-419'), 'landing.ts'));
    expect(textModule('landing', 'pt-BR')).toBe(join(messages, 'pt-br', 'landing.ts'));
    expect(textModule('landing', 'en-US')).toBe(join(messages, 'landing.ts'));
    expect(textModule('a-module-not-translated', 'es-419')).toBe(join(messages, 'a-module-not-translated.ts'));
  });
});

describe("the visitor pages' texts file", () => {
  it('holds every text its modules import, in every language, so it never loads the member app’s', () => {
    expectClosed(VISITOR_TEXTS);
  });

  it('is the area of those texts; the Help Center has its own, the member app two', () => {
    expect(textArea('auth-forms')).toBe('visitor');
    expect(textArea('landing-page')).toBe('site');
    expect(textArea('help-articles-money')).toBe('help');
    expect(textArea('money')).toBe('member');
    expect(textArea('statements')).toBe('screens');
    expect(textArea('mail')).toBe('server');
  });
});

describe("the member app's first texts file", () => {
  it('holds every text the frame and the dashboard read, and no other screen’s', () => {
    // The frame's parts that load beside the first screen (pwa/components/layout/layouts.tsx), and the screen.
    const frame = ['app-header.tsx', 'offline-screen.tsx'].map((file) => `pwa/components/layout/${file}`);
    const read = textsReadFrom(['pwa/app/full-app.tsx', ...frame, 'pwa/app/routes/dashboard.tsx']);
    expect([...read].filter((name) => !VISITOR_TEXTS.has(name)).sort()).toEqual([...MEMBER_START_TEXTS].sort());
    expectClosed(new Set([...MEMBER_START_TEXTS, ...VISITOR_TEXTS]));
  });

  it('leaves out the texts only the server writes: the app reads none of them', () => {
    const app = textsReadFrom([
      'pwa/main.tsx',
      ...readdirSync(join(root, 'pwa/app/routes')).map((f) => `pwa/app/routes/${f}`),
    ]);
    expect(app.size).toBeGreaterThan(20);
    for (const name of SERVER_TEXTS) expect(app).not.toContain(name);
  });
});
