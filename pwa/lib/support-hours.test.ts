// Support's hours, kept in New York's time, read in each language's own format (24-hour in Portuguese) and in the
// reader's time zone, with New York's daylight saving as it is that week.
import { expect, it } from 'vitest';
import { supportHoursIn } from './support-hours.ts';

const spaced = (lines: string[]) => lines.map((l) => l.replace(/\s/g, ' '));
const november = Date.parse('2026-11-30T15:00:00Z'); // New York on EST (UTC-5)
const july = Date.parse('2026-07-15T15:00:00Z'); // New York on EDT (UTC-4)

it.each([
  ['en-US', 'America/New_York', ['Mon – Fri, 9:00 AM – 6:00 PM EST', 'Sat – Sun, 10:00 AM – 4:00 PM EST']],
  [
    'es-419',
    'America/Mexico_City',
    ['lun – vie, 8:00 a.m. – 5:00 p.m. GMT-6', 'sáb – dom, 9:00 a.m. – 3:00 p.m. GMT-6'],
  ],
  ['pt-BR', 'America/Sao_Paulo', ['seg. – sex., 11:00 – 20:00 BRT', 'sáb. – dom., 12:00 – 18:00 BRT']],
])('says them as %s does, in the time zone %s', (locale, zone, lines) => {
  expect(spaced(supportHoursIn(locale, zone, november))).toEqual(lines);
});

it("follows New York's daylight saving: in July, 9 AM there is 7 AM in Mexico City", () => {
  expect(spaced(supportHoursIn('en-US', 'America/Mexico_City', july))[0]).toBe('Mon – Fri, 7:00 AM – 4:00 PM CST');
});
