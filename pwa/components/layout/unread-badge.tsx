import { notificationsText as text } from '#shared/messages/notifications.ts';
import { cn } from '#pwa/lib/class-names.ts';

/**
 * The unread count over an icon (the bell, the tab bar's Alerts), capped at 99+; hidden from screen readers, whose
 * name for the control says the count. Nothing when there is none. `className` places it on its icon.
 */
export function UnreadBadge({ count, className, testId }: { count: number; className: string; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      data-testid={testId}
      className={cn(
        'absolute flex items-center justify-center rounded-full px-1 bg-destructive font-bold text-white',
        className,
      )}
    >
      {text.badge(count)}
    </span>
  );
}
