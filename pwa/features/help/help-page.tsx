import { helpPage as text } from '#shared/messages/help.ts';
import { Card } from '#pwa/components/ui/card.tsx';
import { useCurrentUser } from '#pwa/lib/current-user.ts';
import { HelpContact, HelpQuickLinks } from './help-contact.tsx';
import { HelpFaq } from './help-faq.tsx';
import { SupportTicketDialog } from './support-ticket-dialog.tsx';
import { SupportTicketList } from './support-ticket-list.tsx';

/** Where 'Contact support' leads: the support ticket, then the contact details below it. */
const CONTACT_ID = 'contact-support';

/**
 * The Help Center. Public (docs/product-rules.md section 9: people who cannot sign in need it most): a visitor
 * reads the FAQ and the contact details; sending a ticket asks them to log in, and the quick links lead through
 * sign-in.
 */
export function HelpPage() {
  const { data: user } = useCurrentUser();
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 [&>*]:min-w-0">
      <div>
        <h1 className="text-3xl font-bold">{text.title}</h1>
        <p className="mt-1 text-muted-foreground">{text.subtitle}</p>
        <p className="mt-2 text-sm">
          {text.contactShortcutLead}{' '}
          <a href={`#${CONTACT_ID}`} className="font-semibold text-primary underline">
            {text.contactShortcut}
          </a>
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <HelpFaq />
        <aside className="grid gap-6">
          <Card id={CONTACT_ID} className="grid scroll-mt-20 gap-3 p-5">
            <h2 className="text-lg font-semibold">{text.ticketTitle}</h2>
            <p className="text-sm text-muted-foreground">{text.ticketBody}</p>
            <SupportTicketDialog user={user ?? null} />
          </Card>
          {user && <SupportTicketList />}
          <HelpContact />
          <HelpQuickLinks />
        </aside>
      </div>
    </div>
  );
}
