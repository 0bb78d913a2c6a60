/** A class list from parts, leaving out those a condition turned off: long lists read in groups. */
export const cn = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(' ');
