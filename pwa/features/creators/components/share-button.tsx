import { Share2 } from 'lucide-react';
import { creatorPage as text } from '#shared/messages/creators.ts';
import { routes } from '#shared/routes.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';

/** The system share sheet where there is one (phones); else the link goes to the clipboard. */
export async function shareProfile(name: string, username: string) {
  const url = `${window.location.origin}${routes.profile(username)}`;
  const data = { title: text.shareText(name), text: text.shareText(name), url };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as Error).name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: text.linkCopiedTitle, description: text.linkCopiedBody });
  } catch {
    // No clipboard either (an old browser, or permission refused): the link itself, to copy by hand.
    toast({ title: text.share, description: url });
  }
}

export function ShareButton({ name, username }: { name: string; username: string }) {
  return (
    <Button variant="outline" onClick={() => void shareProfile(name, username)}>
      <Share2 className="size-4" aria-hidden /> {text.share}
    </Button>
  );
}
