import { z } from 'zod';
import { COUNTRIES, INVESTMENT_TYPES, ROUND_UP_METHODS, USER_TYPES, WEEKLY_CAP_MAX_CENTS } from '#shared/constants.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { canonicalTimeZone, isTimeZone } from '#shared/i18n/time-zones.ts';
import { roundUpPrefs } from '#shared/messages/money.ts';
import { validation } from '#shared/messages/common.ts';
import { ROUND_UP_MULTIPLIERS } from '#shared/money/round-up.ts';
import { nameField, usernameField } from './auth.ts';

/** GET /api/user: what the signed-in user may see of their own row (never secrets). */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Whether the member opened the confirmation link sent to `email` (cash-outs and redemptions wait). */
  emailVerified: z.boolean(),
  username: z.string(),
  userType: z.enum(USER_TYPES),
  country: z.enum(COUNTRIES),
  /** The language the product speaks to the member (docs/product-rules.md section 9). */
  locale: z.enum(LOCALES),
  /** The member's time zone (IANA name): dates, times and statements' months are in it. */
  timeZone: z.string(),
  profilePicture: z.string().nullable(),
  location: z.string().nullable(),
  tiktokUsername: z.string().nullable(),
  tiktokProfileUrl: z.string().nullable(),
  bankAccountConnected: z.boolean(),
  bankAccountName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  autoRoundUpEnabled: z.boolean(),
  roundUpMethod: z.enum(ROUND_UP_METHODS),
  /** 1, 2, 3 or 10: scales each round-up (not points). */
  roundUpMultiplier: z.number().int(),
  /** Whole dollars of round-ups per week at most; null = no cap. */
  weeklyCap: z.number().int().nullable(),
  investmentChoice: z.enum(INVESTMENT_TYPES),
  /** Whether the member has chosen it (the default counts once they confirm it): the set-up checklist's step. */
  investmentChosen: z.boolean(),
  /** Whether the member's first dashboard has greeted them ('Welcome, Ana!'); every later one says welcome back. */
  welcomed: z.boolean(),
  pointsEnabled: z.boolean(),
  /** Settings > Notifications: stored here, they decide which pushes are sent (docs/product-rules.md section 9). */
  notifyTransactionAlerts: z.boolean(),
  notifyCashOutReminders: z.boolean(),
  notifyCreatorUpdates: z.boolean(),
  referralCode: z.string(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/user/session: who is signed in, for a public page (never a 401). */
export const sessionResponseSchema = z.object({ user: userSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** PATCH /api/user/account: the member's name and username, as sign-up checks them. */
export const accountPatchSchema = z
  .object({ name: nameField, username: usernameField })
  .partial()
  .strict()
  .refine((d) => Object.keys(d).length > 0, { message: validation.fieldRequired });
export type AccountPatch = z.infer<typeof accountPatchSchema>;

/** PATCH /api/user: the settings a user changes; new settings add their fields here. */
export const userPatchSchema = z
  .object({
    autoRoundUpEnabled: z.boolean({ error: 'autoRoundUpEnabled must be true or false' }),
    roundUpMethod: z.enum(ROUND_UP_METHODS, { error: 'roundUpMethod must be dollar or five' }),
    roundUpMultiplier: z
      .number({ error: roundUpPrefs.multiplierInvalid })
      .refine((m) => (ROUND_UP_MULTIPLIERS as readonly number[]).includes(m), {
        message: roundUpPrefs.multiplierInvalid,
      }),
    weeklyCap: z
      .number({ error: roundUpPrefs.weeklyCapInvalid })
      .int(roundUpPrefs.weeklyCapInvalid)
      .min(1, roundUpPrefs.weeklyCapInvalid)
      .max(WEEKLY_CAP_MAX_CENTS / 100, roundUpPrefs.weeklyCapInvalid)
      .nullable(),
    investmentChoice: z.enum(INVESTMENT_TYPES, { error: roundUpPrefs.investmentInvalid }),
    notifyTransactionAlerts: z.boolean({ error: 'notifyTransactionAlerts must be true or false' }),
    notifyCashOutReminders: z.boolean({ error: 'notifyCashOutReminders must be true or false' }),
    notifyCreatorUpdates: z.boolean({ error: 'notifyCreatorUpdates must be true or false' }),
    locale: z.enum(LOCALES, { error: validation.locale }),
    timeZone: z
      .string({ error: validation.timeZone })
      .refine(isTimeZone, validation.timeZone)
      .transform(canonicalTimeZone),
  })
  .partial()
  .strict()
  .refine((d) => Object.keys(d).length > 0, { message: validation.fieldRequired });
export type UserPatch = z.infer<typeof userPatchSchema>;
