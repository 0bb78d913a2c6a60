// Support's hours as a list, in the reader's language and time zone (pwa/lib/support-hours.ts): the member's zone,
// else the device's. A page drawn ahead of time (the site's pages, built once for everyone) says New York's, the
// zone the hours are kept in, and the browser rewrites them in the reader's once it runs.
import { useEffect, useState } from 'react';
import { SUPPORT_TIME_ZONE } from '#shared/i18n/time-zones.ts';
import { activeLocale } from '#pwa/lib/i18n/active-locale.ts';
import { shownTimeZone } from '#pwa/lib/format.ts';
import { supportHoursIn } from '#pwa/lib/support-hours.ts';

export function SupportHours({ className }: { className?: string }) {
  const [timeZone, setTimeZone] = useState(SUPPORT_TIME_ZONE);
  useEffect(() => setTimeZone(shownTimeZone()), []);
  return (
    <ul className={className} data-testid="support-hours">
      {supportHoursIn(activeLocale, timeZone).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
