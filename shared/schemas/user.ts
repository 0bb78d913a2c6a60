import { z } from 'zod';
import { COUNTRIES, ROUND_UP_METHODS, USER_TYPES } from '../constants.ts';
import { validation } from '../messages.ts';

/** GET /api/user: what the signed-in user may see of their own row (never secrets). */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  userType: z.enum(USER_TYPES),
  country: z.enum(COUNTRIES),
  profilePicture: z.string().nullable(),
  location: z.string().nullable(),
  tiktokUsername: z.string().nullable(),
  tiktokProfileUrl: z.string().nullable(),
  bankAccountConnected: z.boolean(),
  bankAccountName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  autoRoundUpEnabled: z.boolean(),
  roundUpMethod: z.enum(ROUND_UP_METHODS),
  pointsEnabled: z.boolean(),
  /** Settings > Notifications: stored here, they decide which pushes are sent (PRODUCT.md section 9). */
  notifyTransactionAlerts: z.boolean(),
  notifyCashOutReminders: z.boolean(),
  notifyCreatorUpdates: z.boolean(),
  referralCode: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** PATCH /api/user: the settings a user changes; later issues add fields here. */
export const userPatchSchema = z
  .object({
    autoRoundUpEnabled: z.boolean({ error: 'autoRoundUpEnabled must be true or false' }),
    roundUpMethod: z.enum(ROUND_UP_METHODS, { error: 'roundUpMethod must be dollar or five' }),
    notifyTransactionAlerts: z.boolean({ error: 'notifyTransactionAlerts must be true or false' }),
    notifyCashOutReminders: z.boolean({ error: 'notifyCashOutReminders must be true or false' }),
    notifyCreatorUpdates: z.boolean({ error: 'notifyCreatorUpdates must be true or false' }),
  })
  .partial()
  .strict()
  .refine((d) => Object.keys(d).length > 0, { message: validation.fieldRequired });
export type UserPatch = z.infer<typeof userPatchSchema>;
