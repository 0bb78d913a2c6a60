import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_PRIORITY_LABELS,
  SUPPORT_STATUS_LABELS,
  supportTicket as text,
} from '#shared/messages/help.ts';
import type { SupportTicketStatus } from '#shared/schemas/support-tickets.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { cn } from '#pwa/lib/class-names.ts';
import { formatShortDateTime } from '#pwa/lib/format.ts';
import { useSupportTickets } from './api/support-tickets.ts';

const STATUS_TONE: Record<SupportTicketStatus, string> = {
  open: 'bg-accent-soft text-accent',
  in_progress: 'bg-muted text-foreground',
  resolved: 'bg-muted text-muted-foreground',
};

/** The signed-in user's own tickets, newest first, each with its status. */
export function SupportTicketList() {
  const tickets = useSupportTickets(true);
  return (
    <section aria-labelledby="support-tickets-title" className="grid gap-3">
      <h2 id="support-tickets-title" className="text-lg font-semibold">
        {text.listTitle}
      </h2>
      {tickets.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {text.listLoading}
        </p>
      ) : tickets.isError ? (
        <ErrorAlert>{text.listLoadFailed}</ErrorAlert>
      ) : tickets.data.tickets.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.listEmpty}</p>
      ) : (
        <ul aria-label={text.listTitle} className="grid gap-2">
          {tickets.data.tickets.map((ticket) => (
            <li key={ticket.id}>
              <Card className="flex flex-wrap items-start justify-between gap-2 p-4">
                <div className="min-w-0">
                  <p className="font-medium break-words">{ticket.subject}</p>
                  <p className="text-xs text-muted-foreground">
                    {text.ticketNumber(ticket.id)} · {SUPPORT_CATEGORY_LABELS[ticket.category]} ·{' '}
                    {SUPPORT_PRIORITY_LABELS[ticket.priority]} · {formatShortDateTime(ticket.createdAt)}
                  </p>
                </div>
                <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_TONE[ticket.status])}>
                  {SUPPORT_STATUS_LABELS[ticket.status]}
                </span>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
