// Hostile inputs for the API fuzz suite: values, bodies and query strings a careless or malicious
// client could send. fast-check arbitraries, so a failure shrinks to the smallest request that shows it.
import fc from 'fast-check';

const ONE_MB = 1024 * 1024;

/** Strings that have broken parsers, queries and pages elsewhere. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  '\u0000abc',
  '\r\n\r\nHTTP/1.1 200 OK',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '%',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  'toString',
  '\ud800',
  '\udfff\ud800',
  '🎁🪙💸'.repeat(20),
  '\u202egnp.exe',
  '\u200b\u200b',
  'ǅ̵̡̛̖̖̬̞̗͍͂̈́̓͊͋̽͆̈́̚',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x10',
  '1_000',
  'null',
  'undefined',
  'true',
  'a'.repeat(10_000),
] as const;

/** Numbers a money field must refuse or handle: negative, fractional, huge, exponent, unsafe. */
const nastyNumbers = [
  0,
  -0,
  -1,
  1,
  0.1,
  0.005,
  1.5,
  -1.5,
  99.999,
  1e21,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 31,
  2 ** 53,
  2 ** 63,
] as const;

export const hostileString = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(...nastyNumbers),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}),
);

/** A value for a field: a leaf, or an array or object of them where a scalar belongs (and the reverse). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileLeaf },
  { weight: 1, arbitrary: fc.array(hostileLeaf, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileLeaf, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** An object with some of a schema's fields (and some it does not have), each with a hostile value. */
export const hostileObject = (fields: readonly string[]) =>
  fc.dictionary(
    fc.oneof({ weight: 5, arbitrary: fields.length ? fc.constantFrom(...fields) : hostileString }, hostileString),
    hostileValue,
    { maxKeys: Math.max(2, fields.length + 1) },
  );

/** JSON texts no parser should take kindly: broken, deep, prototype-polluting, numbers JSON cannot carry. */
const brokenJson = [
  '{',
  '{"a":',
  "{'a': 1}",
  '{"a": 1,}',
  '[1, 2',
  'undefined',
  'NaN',
  '{"amount": NaN}',
  '{"amount": Infinity}',
  '{"amount": 1e999}',
  '{"amount": -0.0}',
  '\u0000',
  '\uFEFF{}',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '{"a": 1, "a": 2}',
  '"just a string"',
  '12',
  'null',
  '[]',
  '['.repeat(5_000) + ']'.repeat(5_000),
  '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
] as const;

export type Body = { text: string | undefined; contentType: string | undefined };

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
] as const;

/** A request body and its Content-Type: mostly JSON objects shaped like the route's schema, then the rest. */
export const hostileBody = (fields: readonly string[]): fc.Arbitrary<Body> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: hostileObject(fields).map((o) => ({ text: JSON.stringify(o), contentType: 'application/json' })),
    },
    {
      weight: 2,
      arbitrary: fc
        .jsonValue({ maxDepth: 4 })
        .map((v) => ({ text: JSON.stringify(v), contentType: 'application/json' })),
    },
    { weight: 2, arbitrary: fc.constantFrom(...brokenJson).map((text) => ({ text, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.record({
        text: hostileObject(fields).map((o) => JSON.stringify(o)),
        contentType: fc.constantFrom(...contentTypes, undefined),
      }),
    },
    {
      weight: 1,
      // Just over the 1 MB limit, as JSON the parser would otherwise read whole.
      arbitrary: fc.constantFrom(fields[0] ?? 'x').map((field) => ({
        text: JSON.stringify({ [field]: 'x'.repeat(ONE_MB + 1) }),
        contentType: 'application/json',
      })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ text: undefined, contentType: 'application/json' }) },
    { weight: 1, arbitrary: fc.constant<Body>({ text: '', contentType: 'application/json' }) },
  );

/** A query string from the route's parameters and others, repeated or not, with hostile values. */
export const hostileQuery = (params: readonly string[]) =>
  fc
    .array(
      fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...params, 'x') }, hostileString), hostileString),
      { maxLength: 4 },
    )
    .map((pairs) => new URLSearchParams(pairs).toString());

/** A path segment where an id, a username or a file name goes. */
export const hostileSegment = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', 'NaN', '9007199254740993', '99999999999999999999') },
  { weight: 3, arbitrary: hostileString.filter((s) => s.length > 0) },
  // Sent as they are, not encoded again: broken percent-encoding, encoded dots and NUL.
  { weight: 1, arbitrary: fc.constantFrom('%FF', '%E0%A4%A', '%', '%00', '%2e%2e', '%ED%A0%80', '..').map(raw) },
);

const RAW = 'raw:';
/** A path segment to send as it is, with no percent-encoding added. */
function raw(segment: string) {
  return RAW + segment;
}

/** A segment for the URL: encoded, except those made by raw(); lone surrogates as the bytes a client would send. */
export function encodeSegment(segment: string) {
  if (segment.startsWith(RAW)) return segment.slice(RAW.length);
  return [...segment].map((ch) => (/[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
}
