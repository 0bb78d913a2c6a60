import { Download, X } from 'lucide-react';
import { installText } from '#shared/messages/app-shell.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { useInstallPrompt } from '#pwa/lib/install-prompt.ts';

/**
 * Under the members' header: 'Install app' where the browser offers installing, the Share how-to on iPhone and
 * iPad Safari; nothing once installed or for 30 days after the X.
 */
export function InstallBanner() {
  const { offer, install, dismiss } = useInstallPrompt();
  if (offer === 'none') return null;
  return (
    <section aria-label={installText.label} className="border-b border-border bg-muted/60">
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
