import { z } from 'zod';
import { cursorParam, limitParam } from './paging.ts';

export const ACTIVITY_KINDS = [
  'round_up',
  'points',
  'investment',
  'payout',
  'referral',
  'achievement',
  'refund',
  'interest',
] as const;

/** One line of Recent Activity, read from the ledger: every line is explained by a ledger row. */
export const activityItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  /** Signed decimal string in `unit`. */
  amount: z.string(),
  unit: z.enum(['usd', 'points']),
  /** A purchase's round-up line: the points the same event earned or took back, a signed decimal string. */
  points: z.string().optional(),
  /** A purchase's own line, once a refund took it back (the refund has a line of its own). */
  refunded: z.boolean().optional(),
  date: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** GET /api/activity?limit=&cursor= (default 10, at most 50): newest first. */
export const activityResponseSchema = z.object({
  activity: z.array(activityItemSchema),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export const activityQuerySchema = z.object({ limit: limitParam(10, 50), cursor: cursorParam });
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
