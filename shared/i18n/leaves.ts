// Every text of a message module with the keys that lead to it: `[['validation', 'country'], 'Please select...']`.
// Strings and functions (texts made with values) are leaves; objects and arrays are walked into.

export function leaves(value: unknown, path: string[] = [], out: [string[], unknown][] = []): [string[], unknown][] {
  if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leaves(item, [...path, key], out);
  else out.push([path, value]);
  return out;
}
