import { z } from 'zod';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from '#shared/constants.ts';
import { supportTicket as text } from '#shared/messages/help.ts';
import { emailField } from './auth.ts';

export const SUPPORT_TICKET_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** A required text field: missing, not text or blank all read as missing; `max` characters at most. */
const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** POST /api/support-tickets (the Help Center's ticket form): priority is medium unless chosen. */
export const supportTicketRequestSchema = z.object({
  name: requiredText(100, text.nameRequired, text.nameTooLong),
  email: emailField,
  category: z.enum(SUPPORT_CATEGORIES, { error: text.categoryRequired }),
  subject: requiredText(200, text.subjectRequired, text.subjectTooLong),
  message: requiredText(5000, text.messageRequired, text.messageTooLong),
  priority: z.enum(SUPPORT_PRIORITIES, { error: text.priorityInvalid }).default('medium'),
});
export type SupportTicketInput = z.input<typeof supportTicketRequestSchema>;
export type SupportTicketData = z.output<typeof supportTicketRequestSchema>;

/** One ticket as the API answers it (201 on creation, and in the list). */
export const supportTicketSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  subject: z.string(),
  message: z.string(),
  priority: z.enum(SUPPORT_PRIORITIES),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  createdAt: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

/** GET /api/support-tickets: the signed-in user's own tickets, newest first. */
export const supportTicketsResponseSchema = z.object({ tickets: z.array(supportTicketSchema) });
export type SupportTicketsResponse = z.infer<typeof supportTicketsResponseSchema>;
