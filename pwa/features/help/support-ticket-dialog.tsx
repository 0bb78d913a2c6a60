import { LifeBuoy, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '#shared/constants.ts';
import { helpPage, supportTicket as text } from '#shared/messages/help.ts';
import { routes } from '#shared/routes.ts';
import type { User } from '#shared/schemas/user.ts';
import { buttonClass } from '#pwa/components/ui/button.tsx';
import { OnlineButton } from '#pwa/components/ui/online-button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '#pwa/components/ui/dialog.tsx';
import { useSubmitSupportTicket } from './api/support-tickets.ts';
import { SupportTicketForm } from './support-ticket-form.tsx';

/**
 * The Submit Support Ticket button and its dialog. A visitor gets the same button, and the dialog asks them to
 * log in (tickets belong to an account); the email and the contact form stay open to them. The mutation lives
 * here, so its outcome still reaches the user if the dialog has closed; it cannot be closed while sending.
 */
export function SupportTicketDialog({ user }: { user: User | null }) {
  const [open, setOpen] = useState(false);
  const submit = useSubmitSupportTicket();
  const onOpenChange = (next: boolean) => {
    if (submit.isPending) return;
    if (next) submit.reset();
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <OnlineButton className="w-full">
          <LifeBuoy className="size-5" aria-hidden />
          {text.submit}
        </OnlineButton>
      </DialogTrigger>
      {user ? (
        <DialogContent title={text.submit} description={text.description}>
          <SupportTicketForm
            user={user}
            submit={submit}
            onDone={() => setOpen(false)}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      ) : (
        <DialogContent title={text.loginTitle} description={text.loginBody}>
          <div className="grid gap-4">
            <Link to={routes.login} className={buttonClass('primary', 'md', 'justify-self-start')}>
              <LogIn className="size-4" aria-hidden />
              {text.logIn}
            </Link>
            <p className="text-sm text-muted-foreground">
              {text.loginCantSignIn}{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className="underline">
                {SUPPORT_EMAIL}
              </a>{' '}
              ·{' '}
              <Link to={routes.contact} className="underline">
                {helpPage.contactForm}
              </Link>
            </p>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
