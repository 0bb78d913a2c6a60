import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '#shared/constants.ts';
import { firstSpoken, isLocale, localeForCountry, localeOfTag } from './locales.ts';

describe('choosing the language', () => {
  it('gives a member the language of the country chosen at sign-up', () => {
    const chosen = Object.fromEntries(COUNTRIES.map((c) => [c, localeForCountry(c)]));
    expect(chosen).toEqual({
      USA: 'en-US',
      Canada: 'en-US',
      Mexico: 'es-419',
      Argentina: 'es-419',
      Brazil: 'pt-BR',
      Colombia: 'es-419',
      Chile: 'es-419',
      Perú: 'es-419',
      Uruguay: 'es-419',
    });
  });

  it("reads a browser's languages by their language, whatever the region or spelling", () => {
    expect(localeOfTag('es-MX')).toBe('es-419');
    expect(localeOfTag('ES_co')).toBe('es-419');
    expect(localeOfTag('pt-PT')).toBe('pt-BR');
    expect(localeOfTag(' en-GB ')).toBe('en-US');
    expect(localeOfTag('fr-FR')).toBeUndefined();
    expect(localeOfTag('')).toBeUndefined();
  });

  it("takes the first of the visitor's languages that GiftOrbit speaks, else English", () => {
    expect(firstSpoken(['fr-CA', 'pt-BR', 'es-MX'])).toBe('pt-BR');
    expect(firstSpoken(['de', 'ja'])).toBe('en-US');
    expect(firstSpoken([])).toBe('en-US');
  });

  it('tells a language we speak from anything else a request may carry', () => {
    expect(isLocale('es-419')).toBe(true);
    expect(isLocale('es')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});
