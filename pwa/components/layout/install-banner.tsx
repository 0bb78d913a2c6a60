import { Download, X } from 'lucide-react';
import { installText } from '#shared/messages/app-shell.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { useInstallPrompt } from '#pwa/lib/install-prompt.ts';

/**
 * On members' screens: 'Install app' where the browser offers installing, the Share how-to on iPhone and iPad
 * Safari; nothing once installed or for 30 days after the X. A bar over the bottom of the screen, within thumb's
 * reach: the browser offers installing whenever it decides, and a bar pushed in above the screen would move what
 * the member is reading (the page keeps room for it at its end, pwa/styles.css).
 */
export function InstallBanner() {
  const { offer, install, dismiss } = useInstallPrompt();
  if (offer === 'none') return null;
  return (
    <section
      aria-label={installText.label}
      data-install-banner
      className={cn(
        'fixed inset-x-0 bottom-(--tab-bar) z-30 border-t border-border bg-card shadow-lg',
        'pb-[env(safe-area-inset-bottom)]',
      )}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2 py-1 pl-4 pr-2">
        <Download className="size-4 shrink-0 text-primary" aria-hidden />
        <p className="min-w-0 flex-1 text-sm">{offer === 'ios' ? installText.iosHowTo : installText.pitch}</p>
        {offer === 'prompt' && (
          <Button size="md" className="shrink-0" onClick={() => void install()}>
            {installText.install}
          </Button>
        )}
        <button
          type="button"
          onClick={dismiss}
          aria-label={installText.dismiss}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-muted"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
    </section>
  );
}
