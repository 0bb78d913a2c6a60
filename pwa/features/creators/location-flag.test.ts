import { describe, expect, it } from 'vitest';
import { flagOf, GLOBE, guessCountry, locationFlag } from './location-flag.ts';

describe('locationFlag', () => {
  it.each([
    ['Guadalajara, México', 'MX'],
    ['Mexico City', 'MX'],
    ['CDMX', 'MX'],
    ['São Paulo, Brasil', 'BR'],
    ['Rio de Janeiro', 'BR'],
    ['Brazil', 'BR'],
    ['Buenos Aires', 'AR'],
    ['Bogotá, Colombia', 'CO'],
    ['Lima, Perú', 'PE'],
    ['Santiago de Chile', 'CL'],
    ['Montevideo', 'UY'],
    ['Austin, Texas, USA', 'US'],
    ['New Mexico, USA', 'US'],
    ['Miami, Estados Unidos', 'US'],
    ['Toronto, Canada', 'CA'],
    ['Madrid, España', 'ES'],
    ['Lisboa', 'PT'],
    ['London, UK', 'GB'],
    ['República Dominicana', 'DO'],
    ['san josé, COSTA RICA', 'CR'],
  ])('%s -> %s', (location, code) => {
    expect(guessCountry(location)).toBe(code);
    expect(locationFlag(location)).toBe(flagOf(code));
  });

  it('matches whole words only, and falls back to the globe', () => {
    for (const location of ['', 'Somewhere nice', 'Perugia', 'Chilean coast', 'Busan', 'Indiana'])
      expect(locationFlag(location), location).toBe(GLOBE);
  });

  it('builds flags from regional indicators', () => {
    expect(flagOf('MX')).toBe('🇲🇽');
    expect(flagOf('br')).toBe('🇧🇷');
  });
});
