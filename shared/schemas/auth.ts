import { z } from 'zod';
import { COUNTRIES, REFERRAL_CODE_LENGTH, USER_TYPES, USERNAME_MAX, USERNAME_MIN } from '#shared/constants.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { validation } from '#shared/messages/common.ts';
import { strongPassword } from './password.ts';

export const emailField = z
  .string({ error: validation.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, validation.emailInvalid)
  .pipe(z.email({ error: validation.emailInvalid }));

export const usernameField = z
  .string({ error: validation.usernameMin })
  .trim()
  .min(USERNAME_MIN, validation.usernameMin)
  .max(USERNAME_MAX, validation.usernameMax)
  .regex(/^[A-Za-z0-9_.]+$/, validation.usernameFormat);

export const nameField = z
  .string({ error: validation.nameRequired })
  .trim()
  .min(1, validation.nameRequired)
  .max(100, validation.fieldTooLong);

export const signupSchema = z.object({
  name: nameField,
  username: usernameField,
  userType: z.enum(USER_TYPES, { error: validation.userType }),
  email: emailField,
  country: z.enum(COUNTRIES, { error: validation.country }),
  /** The language chosen on the form; without it, the country's (shared/i18n/locales.ts). */
  locale: z.enum(LOCALES, { error: validation.locale }).optional(),
  /** The browser's time zone; without it (or unknown), the country's (shared/i18n/time-zones.ts). */
  timeZone: z.string().max(64).optional().catch(undefined),
  password: strongPassword(),
  referralCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(REFERRAL_CODE_LENGTH * 2, validation.invalidReferralCode)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type SignupInput = z.input<typeof signupSchema>;
export type SignupData = z.output<typeof signupSchema>;

/** The signup form adds the terms box, which never leaves the browser. */
export const signupFormSchema = signupSchema.extend({
  terms: z.literal(true, { error: validation.termsBody }),
});

export const signinSchema = z.object({
  email: emailField,
  password: z
    .string({ error: validation.passwordRequired })
    .min(1, validation.passwordRequired)
    .max(1024, validation.passwordMax),
});
export type SigninInput = z.input<typeof signinSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: validation.currentPasswordRequired })
      .min(1, validation.currentPasswordRequired)
      .max(1024, validation.passwordMax),
    newPassword: strongPassword(validation.newPasswordMin),
    confirmPassword: z.string({ error: validation.confirmPasswordRequired }).min(1, validation.confirmPasswordRequired),
  })
  .refine((d) => d.newPassword === d.confirmPassword, {
    message: validation.passwordsMustMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
