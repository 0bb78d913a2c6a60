import { z } from 'zod';
import { cursorParam } from './paging.ts';
import { NOTIFICATION_TYPES } from '#shared/constants.ts';

/** One notification as GET /api/notifications answers it (the original interface's notification fields). */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** What it is about; `url` is the screen a tap opens (always set when there is one). */
  data: z.record(z.string(), z.unknown()).nullable(),
  read: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE = 50;

export const notificationsResponseSchema = z.object({
  /** Newest first, at most 50. */
  notifications: z.array(notificationSchema),
  /** Unread notifications in all (not only this page). */
  unreadCount: z.number().int(),
  /** Pass back as `cursor` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationsQuerySchema = z.object({
  cursor: cursorParam,
});
