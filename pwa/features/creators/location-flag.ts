// A flag for a free-text location, guessed from country names (English, Spanish, Portuguese) and a few cities
// that name their country without saying it. The last name found wins: 'Mexico City' is MX, 'New Mexico, USA' US.

/** Used when no name in the table is found. */
export const GLOBE = '🌍';

/** Country code -> names as people write them, lower case, without accents. */
const NAMES: Record<string, string[]> = {
  US: ['usa', 'us', 'u s a', 'united states', 'united states of america', 'estados unidos', 'eeuu', 'eua', 'america'],
  CA: ['canada'],
  MX: ['mexico', 'cdmx', 'ciudad de mexico', 'guadalajara', 'monterrey'],
  AR: ['argentina', 'buenos aires'],
  BR: ['brazil', 'brasil', 'sao paulo', 'rio de janeiro'],
  CO: ['colombia', 'bogota', 'medellin'],
  CL: ['chile'],
  PE: ['peru'],
  UY: ['uruguay', 'montevideo'],
  PY: ['paraguay'],
  BO: ['bolivia'],
  EC: ['ecuador'],
  VE: ['venezuela'],
  GT: ['guatemala'],
  HN: ['honduras'],
  SV: ['el salvador'],
  NI: ['nicaragua'],
  CR: ['costa rica'],
  PA: ['panama'],
  CU: ['cuba'],
  DO: ['dominican republic', 'republica dominicana'],
  PR: ['puerto rico'],
  ES: ['spain', 'espana', 'espanha', 'madrid', 'barcelona'],
  PT: ['portugal', 'lisbon', 'lisboa'],
  GB: ['uk', 'united kingdom', 'reino unido', 'england', 'inglaterra', 'great britain', 'london', 'londres'],
  IE: ['ireland', 'irlanda'],
  FR: ['france', 'francia', 'franca', 'paris'],
  DE: ['germany', 'alemania', 'alemanha', 'deutschland'],
  IT: ['italy', 'italia'],
  NL: ['netherlands', 'holland', 'paises bajos', 'holanda'],
  PH: ['philippines', 'filipinas'],
  IN: ['india'],
  JP: ['japan', 'japon', 'japao'],
  KR: ['south korea', 'korea', 'corea del sur', 'coreia do sul'],
  AU: ['australia'],
  NG: ['nigeria'],
  ZA: ['south africa', 'sudafrica', 'africa do sul'],
};

const TABLE = Object.entries(NAMES).flatMap(([code, names]) => names.map((name) => ({ code, name: ` ${name} ` })));

/** Lower case, accents off, anything but letters and digits a single space, padded so names match as words. */
const normalize = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** The regional-indicator pair of a two-letter country code: 'MX' -> 🇲🇽. */
export const flagOf = (code: string) =>
  String.fromCodePoint(...[...code.toUpperCase()].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));

/** The country a location names, as a code; null when none of the table's names is in it. */
export function guessCountry(location: string): string | null {
  const text = normalize(location);
  let best: { code: string; at: number } | null = null;
  for (const { code, name } of TABLE) {
    const at = text.lastIndexOf(name);
    // The later mention wins; at the same place, the longer name ('united states of america' over 'america').
    if (at >= 0 && (!best || at + name.length > best.at)) best = { code, at: at + name.length };
  }
  return best?.code ?? null;
}

/** The flag of the country a location names, or the globe. */
export function locationFlag(location: string): string {
  const code = guessCountry(location);
  return code ? flagOf(code) : GLOBE;
}
