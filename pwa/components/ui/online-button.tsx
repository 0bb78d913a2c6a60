import { forwardRef } from 'react';
import { offlineText } from '#shared/messages/app-shell.ts';
import { useOnline } from '#pwa/lib/online.ts';
import { Button, type ButtonProps } from './button.tsx';

/**
 * A button for a write that needs the network (redeem, link a bank, add a card, follow, upload, a ticket): offline
 * it is disabled and says why on itself. One element, so it can be a Radix `DialogTrigger asChild`.
 */
export const OnlineButton = forwardRef<HTMLButtonElement, ButtonProps>(function OnlineButton(
  { disabled, children, title, ...props },
  ref,
) {
  const online = useOnline();
  return (
    <Button ref={ref} {...props} disabled={disabled || !online} title={online ? title : offlineText.writeDisabled}>
      {children}
      {!online && <span className="text-xs font-normal">({offlineText.writeDisabled})</span>}
    </Button>
  );
});
