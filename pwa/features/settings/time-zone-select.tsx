// Settings > Language and time zone: the member's time zone (docs/product-rules.md section 9), from the browser at
// sign-up. Every zone the platform knows, each with its offset now; one tap takes this device's when it differs.
import { useMemo } from 'react';
import { settingLabels } from '#shared/messages/app-shell.ts';
import { settingsPage as text } from '#shared/messages/settings-page.ts';
import type { User } from '#shared/schemas/user.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { SelectField } from '#pwa/components/ui/field.tsx';
import { activeLocale } from '#pwa/lib/i18n/active-locale.ts';
import { usePreferences } from './use-preferences.ts';

/** 'America/Mexico City (GMT-6)': the zone's name as people write it, and its offset today. */
function zoneLabel(zone: string, now: Date) {
  const offset = new Intl.DateTimeFormat(activeLocale, { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName')?.value;
  const name = zone.replaceAll('_', ' ');
  return offset ? `${name} (${offset})` : name;
}

export function TimeZoneSelect({ user }: { user: User }) {
  const { prefs, save } = usePreferences(user);
  const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zones = useMemo(() => {
    const known = new Set(Intl.supportedValuesOf('timeZone'));
    // The member's own and this device's are always offered, whatever the platform lists (UTC is not in Chrome's).
    for (const zone of [user.timeZone, device]) known.add(zone);
    const now = new Date();
    return [...known].sort().map((zone) => ({ zone, label: zoneLabel(zone, now) }));
  }, [user.timeZone, device]);
  return (
    <div className="grid max-w-md gap-3">
      <SelectField
        label={settingLabels.timeZone}
        hint={text.timeZoneHint}
        value={prefs.timeZone}
        onChange={(event) => save({ timeZone: event.target.value })}
      >
        {zones.map(({ zone, label }) => (
          <option key={zone} value={zone}>
            {label}
          </option>
        ))}
      </SelectField>
      {device !== prefs.timeZone && (
        <Button variant="outline" className="w-fit" onClick={() => save({ timeZone: device })}>
          {text.useDeviceTimeZone(device.replaceAll('_', ' '))}
        </Button>
      )}
    </div>
  );
}
