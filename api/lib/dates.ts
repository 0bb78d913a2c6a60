/** A stored millisecond timestamp as the API's ISO 8601 text (null stays null). */
export const isoOrNull = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
export const iso = (ms: number): string => new Date(ms).toISOString();
