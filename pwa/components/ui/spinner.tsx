import { siteFrame } from '#shared/messages/site-frame.ts';
import { cn } from '#pwa/lib/class-names.ts';

/** A screen loading (half the screen's height), or a part of one (`inline`: the room of a few lines). */
export function Spinner({ label = siteFrame.loading, inline = false }: { label?: string; inline?: boolean }) {
  return (
    <div role="status" className={cn('flex items-center justify-center', inline ? 'min-h-40' : 'min-h-[50vh]')}>
      <span className="size-10 animate-spin rounded-full border-4 border-muted border-t-primary" aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}
