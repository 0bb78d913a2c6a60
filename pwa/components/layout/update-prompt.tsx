import { RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { updateText } from '#shared/messages/app-shell.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { useAppUpdate } from '#pwa/lib/app-update.ts';
import { cn } from '#pwa/lib/class-names.ts';

/** 'A new version is available': Reload takes it (every open tab follows); Later hides it until the next one. */
export function UpdatePrompt() {
  const update = useAppUpdate();
  const [hidden, setHidden] = useState<typeof update>(null);
  if (!update || hidden === update) return null;
  return (
    <div
      role="status"
      className={cn(
        'fixed inset-x-0 bottom-(--tab-bar) z-[90] p-4 sm:right-auto sm:bottom-[calc(var(--tab-bar)+1rem)] sm:left-4',
        'sm:w-[420px] sm:p-0',
        'pointer-events-none',
      )}
    >
      <div
        className={cn(
          'pointer-events-auto flex items-center gap-2 rounded-xl border border-border bg-card py-2 pr-2 pl-4',
          'text-card-foreground shadow-lg',
        )}
      >
        <RefreshCw className="size-4 shrink-0 text-primary" aria-hidden />
        <p className="min-w-0 flex-1 text-sm font-semibold">{updateText.available}</p>
        <Button size="md" className="shrink-0" onClick={update.apply}>
          {updateText.reload}
        </Button>
        <button
          type="button"
          onClick={() => setHidden(update)}
          aria-label={updateText.dismiss}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-muted"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
    </div>
  );
}
