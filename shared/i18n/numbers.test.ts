// A moment in a mail or notification, as each language writes it (24-hour in Portuguese), in the member's time zone.
import { expect, it } from 'vitest';
import { momentIn } from './numbers.ts';

const at = Date.parse('2026-12-01T20:04:00Z');
const spaced = (text: string) => text.replace(/\s/g, ' ');

it.each([
  ['en-US', 'America/New_York', 'December 1, 2026 at 3:04 PM EST'],
  ['es-419', 'America/Mexico_City', '1 de diciembre de 2026 a las 2:04 p.m. GMT-6'],
  ['pt-BR', 'America/Sao_Paulo', '1 de dezembro de 2026 às 17:04 BRT'],
] as const)('names a moment as %s does, in %s', (locale, zone, text) => {
  expect(spaced(momentIn(locale, zone, at))).toBe(text);
});
