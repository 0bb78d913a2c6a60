/** A stored timestamp (milliseconds, or the Date drizzle reads) as the API's ISO 8601 text. */
export const iso = (at: number | Date): string => (typeof at === 'number' ? new Date(at) : at).toISOString();
/** The same, null staying null. */
export const isoOrNull = (at: number | Date | null): string | null => (at === null ? null : iso(at));
