// Under the members' header until the email is confirmed, with a way to send the link again.
import { useState } from 'react';
import { accountEmail } from '#shared/messages/account-email.ts';
import type { User } from '#shared/schemas/user.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { resendVerification } from '#pwa/lib/account-email.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';

export function EmailBanner({ user }: { user: User }) {
  const [sending, setSending] = useState(false);
  if (user.emailVerified) return null;
  const resend = async () => {
    setSending(true);
    try {
      const { message } = await resendVerification();
      toast({ title: accountEmail.resentTitle, description: message });
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.serverMessage : undefined;
      toast({ title: accountEmail.resentTitle, description: message ?? String(error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return (
    <div role="status" className="border-b border-border bg-warning-soft px-4 py-2 text-sm" data-print-hidden>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2">
        <p>{accountEmail.unverifiedBanner(user.email)}</p>
        <Button size="sm" variant="outline" onClick={() => void resend()} disabled={sending}>
          {sending ? accountEmail.resending : accountEmail.resend}
        </Button>
      </div>
    </div>
  );
}
