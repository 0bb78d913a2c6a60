// Settings > Security below the password: two-factor, passkeys, devices, from one read.
import { settings } from '#shared/messages/screens.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { DevicesCard } from './devices-card.tsx';
import { PasskeysCard } from './passkeys-card.tsx';
import { useSecurity } from './security-api.ts';
import { TwoFactorCard } from './two-factor-card.tsx';

export function SecuritySettings() {
  const { data, isPending } = useSecurity();
  if (isPending) return <Spinner />;
  if (!data) return <ErrorAlert>{settings.loadFailed}</ErrorAlert>;
  return (
    <div className="mt-6 grid gap-6 border-t border-border pt-6">
      <TwoFactorCard twoFactor={data.twoFactor} />
      <PasskeysCard passkeys={data.passkeys} />
      <DevicesCard devices={data.devices} />
    </div>
  );
}
