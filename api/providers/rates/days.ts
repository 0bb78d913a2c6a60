// Calendar days as the rate feeds speak of them: 'YYYY-MM-DD' in UTC, and their index (days since 1970-01-01),
// in which "the day before" and "the Friday before" are plain integer steps.

const DAY_MS = 86_400_000;
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar date 'YYYY-MM-DD'; null for anything else ('2025-02-30', '2025-2-3'). */
export function dayIndex(day: string): number | null {
  const m = DAY_TEXT.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Date.UTC rolls 02-30 over to 03-02 (and reads years 0-99 as 19xx): a date that does not come back is refused.
  return Number.isFinite(ms) && dayText(ms / DAY_MS) === day ? ms / DAY_MS : null;
}

/** 'YYYY-MM-DD' of a day index. */
export function dayText(index: number): string {
  return new Date(index * DAY_MS).toISOString().slice(0, 10);
}

/** The day index of an instant (UTC). */
export const dayIndexAt = (ms: number): number => Math.floor(ms / DAY_MS);

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export const weekday = (index: number): number => (((index + 4) % 7) + 7) % 7;

/** The day itself on a weekday; the Friday before on a Saturday or a Sunday (no rates are published then). */
export function lastWeekday(index: number): number {
  const wd = weekday(index);
  return wd === 6 ? index - 1 : wd === 0 ? index - 2 : index;
}

/** The index of a day the caller promised is valid; a RangeError names it otherwise. */
export function requireDay(day: string): number {
  const index = dayIndex(day);
  if (index === null)
    throw new RangeError(`a rate day must be a calendar date YYYY-MM-DD (got ${JSON.stringify(day)})`);
  return index;
}
