import { z } from 'zod';

/** GET /api/referrals. */
export const referralsSchema = z.object({
  code: z.string(),
  link: z.string(),
  /** Dollars earned from completed referrals. */
  earnings: z.number(),
  rewardPerReferral: z.number(),
  referrals: z.array(
    z.object({
      id: z.number().int(),
      /** First name only: the referrer sees who joined, not their account. */
      name: z.string(),
      /** 'ended': the referrer closed their account before it completed. */
      status: z.enum(['pending', 'completed', 'ended']),
      rewardAmount: z.string(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
});
export type Referrals = z.infer<typeof referralsSchema>;
