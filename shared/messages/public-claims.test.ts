// What the public pages claim is true of the product as built (docs/product-rules.md section 11), in every
// language: no audit it has not had, and deposit insurance named with who gives it and what it leaves out.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const CLAIMING = ['landing-page.ts', 'security-page.ts', 'help-articles-money.ts'];
const modules = ['', 'es-419', 'pt-br'].flatMap((folder) =>
  CLAIMING.map((name) => join(folder, name)).filter((path) =>
    readdirSync(join(here, folder)).includes(path.split('/').pop()!),
  ),
);

describe.each(modules)('%s', (path) => {
  const source = readFileSync(join(here, path), 'utf8');
  it('names no audit or certificate the product has not had', () => {
    expect(source).not.toMatch(/SOC 2|ISO 27001/);
  });
  it('says FDIC only with the US partner banks that hold the cash, and that Bitcoin is not covered', () => {
    expect(source).toContain('FDIC');
    expect(source).toMatch(/partner banks|bancos aliados|bancos parceiros/);
    expect(source).toMatch(/Bitcoin (is not|no |não )/);
  });
});
