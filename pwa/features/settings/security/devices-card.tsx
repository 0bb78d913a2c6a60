// Where the account is signed in: the device in words, where and when last active, this one marked;
// sign one out, or all the others.
import { securityText as text } from '#shared/messages/security.ts';
import type { DeviceDto } from '#shared/schemas/security.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { formatRelativeTime } from '#pwa/lib/format.ts';
import { useSignOutDevice, useSignOutOthers } from './security-api.ts';

export function DevicesCard({ devices }: { devices: DeviceDto[] }) {
  const signOut = useSignOutDevice();
  const others = useSignOutOthers();
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">{text.devicesTitle}</h3>
      <p className="text-sm text-muted-foreground">{text.devicesIntro}</p>
      <ul className="grid gap-2" aria-label={text.devicesTitle}>
        {devices.map((d) => (
          <li
            key={d.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
          >
            <div className="min-w-0">
              <p className="font-medium">
                {d.device}
                {d.current && (
                  <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
                    {text.thisDevice}
                  </span>
                )}
              </p>
              <p className="text-xs text-muted-foreground">
                {text.deviceLine(d.ip ?? '?', formatRelativeTime(d.lastActiveAt))}
              </p>
            </div>
            {!d.current && (
              <Button size="sm" variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate(d.id)}>
                {text.signOutDevice}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {devices.length > 1 && (
        <div>
          <Button
            variant="outline"
            disabled={others.isPending}
            onClick={() => others.mutate(undefined, { onSuccess: ({ message }) => toast({ title: message }) })}
          >
            {text.signOutOthers}
          </Button>
        </div>
      )}
    </div>
  );
}
