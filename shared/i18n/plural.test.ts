// A count's word by each language's CLDR rules, as the texts write it.
import { describe, expect, it } from 'vitest';
import { dates } from '#shared/messages/common.ts';
import { dates as datesEs } from '#shared/messages/es-419/common.ts';
import { dates as datesPt } from '#shared/messages/pt-br/common.ts';
import { plural } from './plural.ts';

const forms = { one: 'one', other: 'other', many: 'many' };

describe('plural', () => {
  it('follows each language: Portuguese takes the singular for 0, English and Spanish the plural', () => {
    expect([0, 1, 2].map((n) => plural('en-US', n, forms))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => plural('es-419', n, forms))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => plural('pt-BR', n, forms))).toEqual(['one', 'one', 'other']);
  });

  it("has Spanish's and Portuguese's form for an exact million, else their plural", () => {
    expect(plural('es-419', 1_000_000, forms)).toBe('many');
    expect(plural('pt-BR', 1_000_000, forms)).toBe('many');
    expect(plural('en-US', 1_000_000, forms)).toBe('other');
    expect(plural('pt-BR', 1_000_000, { one: 'one', other: 'other' })).toBe('other');
  });

  it('is how the texts count', () => {
    expect([dates.daysAgo(1), dates.daysAgo(3)]).toEqual(['1 day ago', '3 days ago']);
    expect([datesEs.daysAgo(1), datesEs.daysAgo(3)]).toEqual(['hace 1 día', 'hace 3 días']);
    expect([datesPt.daysAgo(1), datesPt.daysAgo(3)]).toEqual(['há 1 dia', 'há 3 dias']);
  });
});
