import { useCallback, useEffect, useState } from 'react';
import { toastText } from '#shared/messages/app-shell.ts';
import { pushText } from '#shared/messages/push.ts';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { type PushState, pushState, PushTimeoutError, turnPushOff, turnPushOn } from './push-device.ts';
import { Switch } from './switch.tsx';

/** Why the switch cannot be used here, for the states that have a reason. */
const NOTE: Partial<Record<PushState, string>> = {
  unsupported: pushText.unsupported,
  'ios-install': pushText.iosInstallFirst,
  denied: pushText.denied,
};

/** This device's push: its state, and turning it on or off with the toasts that say so. */
export function usePushSwitch(userId: number) {
  const [state, setState] = useState<PushState>('loading');
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(() => {
    void pushState(userId).then(setState, () => setState('unsupported'));
  }, [userId]);
  useEffect(() => {
    refresh();
    // Back from the browser's site settings, where a blocked permission is lifted.
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refresh]);

  const flip = async (on: boolean) => {
    setBusy(true);
    try {
      const next = on ? await turnPushOn(userId) : await turnPushOff();
      setState(next);
      if (next === 'on' || next === 'off')
        toast({ title: on && next === 'on' ? pushText.turnedOn : pushText.turnedOff });
    } catch (error) {
      const failed = on ? pushText.turnOnFailed : pushText.turnOffFailed;
      const description =
        error instanceof PushTimeoutError
          ? pushText.turnOnTimedOut
          : error instanceof ApiRequestError
            ? (error.serverMessage ?? failed)
            : failed;
      toast({ title: toastText.errorTitle, description, variant: 'destructive' });
      refresh();
    } finally {
      setBusy(false);
    }
  };
  return { state, busy, flip };
}

/** Settings > Notifications: push on this device (a browser's own subscription, not an account setting). */
export function PushNotificationsSwitch({ userId }: { userId: number }) {
  const { state, busy, flip } = usePushSwitch(userId);
  const note = NOTE[state];
  const usable = state === 'on' || state === 'off';
  return (
    <div className="border-t border-border">
      <Switch
        label={pushText.label}
        description={pushText.description}
        checked={state === 'on'}
        disabled={busy || !usable}
        onChange={(on) => void flip(on)}
      />
      {note && <p className="pb-3 text-xs text-muted-foreground">{note}</p>}
    </div>
  );
}
