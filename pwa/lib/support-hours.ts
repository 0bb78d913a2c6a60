// Support's hours (shared/constants.ts SUPPORT_SCHEDULE, kept in New York's time) as a reader says them: the days and
// times through Intl in their language and time zone, 'Mon – Fri, 8:00 a.m. – 5:00 p.m. GMT-6' for Mexico City.
import { SUPPORT_SCHEDULE } from '#shared/constants.ts';
import { SUPPORT_TIME_ZONE } from '#shared/i18n/time-zones.ts';
import { zonedDate, zonedTime } from '#shared/i18n/zoned-time.ts';

/** The lines of support's hours this week, in `locale` and `timeZone`. */
export function supportHoursIn(locale: string, timeZone: string, now = Date.now()): string[] {
  // This week's days in New York, from its Sunday: the offsets (daylight saving) are the ones in force now.
  const today = zonedDate(SUPPORT_TIME_ZONE, now);
  const weekday = new Date(Date.UTC(today.year, today.month0, today.day)).getUTCDay();
  const at = (day: number, hour: number) => {
    const d = new Date(Date.UTC(today.year, today.month0, today.day - weekday + day));
    return zonedTime(SUPPORT_TIME_ZONE, d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour);
  };
  const days = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone });
  const opens = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  const closes = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  return SUPPORT_SCHEDULE.map(({ firstDay, lastDay, opens: from, closes: to }) => {
    const lastDayIndex = lastDay < firstDay ? lastDay + 7 : lastDay;
    const first = at(firstDay, from);
    const last = at(lastDayIndex, from);
    return `${days.formatRange(first, last)}, ${opens.format(first)} – ${closes.format(at(firstDay, to))}`;
  });
}
