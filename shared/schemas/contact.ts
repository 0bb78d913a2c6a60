import { z } from 'zod';
import { CONTACT_CATEGORIES } from '#shared/constants.ts';
import { validation } from '#shared/messages/common.ts';
import { emailField } from './auth.ts';

const required = (max: number) =>
  z
    .string({ error: validation.fieldRequired })
    .trim()
    .min(1, validation.fieldRequired)
    .max(max, validation.fieldTooLong);

export const contactSchema = z.object({
  name: required(100),
  email: emailField,
  subject: required(200),
  category: z.enum(CONTACT_CATEGORIES).optional(),
  message: required(5000),
});
export type ContactInput = z.input<typeof contactSchema>;

export const ambassadorSchema = z.object({
  fullName: required(100),
  email: emailField,
  tiktokUsername: required(60),
  audience: required(60),
  motivation: required(3000),
  promotionPlan: required(3000),
});
export type AmbassadorInput = z.input<typeof ambassadorSchema>;
