import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { SupportTicket, SupportTicketData, SupportTicketsResponse } from '#shared/schemas/support-tickets.ts';
import { apiRequest, getJson } from '#pwa/lib/api-client.ts';

export const supportTicketKeys = {
  all: ['support-tickets'] as const,
  list: () => [...supportTicketKeys.all, 'list'] as const,
};

/** GET /api/support-tickets: the signed-in user's own tickets, newest first. */
export const supportTicketsQuery = () =>
  queryOptions({
    queryKey: supportTicketKeys.list(),
    queryFn: () => getJson<SupportTicketsResponse>(apiPaths.supportTickets),
  });

/** Only for a signed-in user: a visitor's call would answer 401. */
export const useSupportTickets = (enabled: boolean) => useQuery({ ...supportTicketsQuery(), enabled });

/** POST /api/support-tickets (201 with the ticket). */
export const submitSupportTicket = (data: SupportTicketData) =>
  apiRequest<SupportTicket>('POST', apiPaths.supportTickets, data);

/** The new ticket goes to the top of the list at once, then the list is read again from the server. */
export function useSubmitSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSupportTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData<SupportTicketsResponse>(supportTicketKeys.list(), (old) => ({
        tickets: [ticket, ...(old?.tickets ?? []).filter((t) => t.id !== ticket.id)],
      }));
      void queryClient.invalidateQueries({ queryKey: supportTicketKeys.all });
    },
  });
}
