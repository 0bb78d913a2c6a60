// Calendar arithmetic in a member's time zone (shared/i18n/time-zones.ts): TZDate (@date-fns/tz) finds a zone's
// midnight and its local times across daylight saving. Kept apart so a screen that only names a zone loads none of it.
import { TZDate } from '@date-fns/tz';

/** The instant a calendar day starts in `timeZone` (`month0` from 0; day 1 by default; overflowing months roll). */
export const zonedDayStart = (timeZone: string, year: number, month0: number, day = 1) =>
  new TZDate(year, month0, day, timeZone).getTime();

/** The calendar year, month (from 0) and day of instant `at` in `timeZone`. */
export function zonedDate(timeZone: string, at: number) {
  const d = new TZDate(at, timeZone);
  return { year: d.getFullYear(), month0: d.getMonth(), day: d.getDate() };
}

/** The instant a local time of day happens in `timeZone` on that calendar day. */
export const zonedTime = (timeZone: string, year: number, month0: number, day: number, hour: number, minute = 0) =>
  new TZDate(year, month0, day, hour, minute, timeZone).getTime();
