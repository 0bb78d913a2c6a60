// The build's stand-ins for the text modules (build/language-texts.ts): what they offer and where they load from.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedValues, localeFolder, textArea, textModule, VISITOR_TEXTS } from './language-texts.ts';
import { root } from '#api/lib/project-root.ts';

const messages = join(root, 'shared', 'messages');

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
    for (const folder of ['', 'es-419/', 'pt-br/'])
      for (const name of VISITOR_TEXTS) {
        const source = readFileSync(join(messages, `${folder}${name}.ts`), 'utf8');
        const imported = [
          ...source.matchAll(
            /^import (?!type)[^;]*?from '(?:#shared\/messages\/|\.\/)(?:[a-z0-9-]+\/)?([a-z0-9-]+)\.ts'/gm,
          ),
        ];
        for (const [, other] of imported)
          expect(VISITOR_TEXTS, `${folder}${name}.ts imports ${other}`).toContain(other);
      }
  });

  it('is the area of those texts; the Help Center has its own, the member app the rest', () => {
    expect(textArea('auth-forms')).toBe('visitor');
    expect(textArea('landing-page')).toBe('site');
    expect(textArea('help-articles-money')).toBe('help');
    expect(textArea('money')).toBe('member');
  });
});
