// The bodies of email confirmation, password reset and changing the email.
import { z } from 'zod';
import { validation } from '#shared/messages/common.ts';
import { accountEmail } from '#shared/messages/account-email.ts';
import { emailField } from './auth.ts';
import { strongPassword } from './password.ts';

/** A link's token: 32 random bytes, base64url. Anything else is a link that does not work. */
export const linkToken = z
  .string({ error: accountEmail.linkExpired })
  .regex(/^[A-Za-z0-9_-]{43}$/, accountEmail.linkExpired);

export const tokenBody = z.object({ token: linkToken });
export const forgotPasswordSchema = z.object({ email: emailField });
/** The reset page's form: the new password alone (the token is the page's). */
export const newPasswordSchema = z.object({ password: strongPassword() });
export const resetPasswordSchema = z.object({ token: linkToken, password: strongPassword() });
export const changeEmailSchema = z.object({
  newEmail: emailField,
  currentPassword: z
    .string({ error: validation.passwordRequired })
    .min(1, validation.passwordRequired)
    .max(1024, validation.passwordMax),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** Sign-up's answer (202), the same for a new email and a known one. */
export const signupAcceptedSchema = z.object({ message: z.string(), email: z.string() });
export type SignupAccepted = z.infer<typeof signupAcceptedSchema>;

/** A link's answer: what happened, and whether this browser is now signed in. */
export const linkResultSchema = z.object({ message: z.string(), signedIn: z.boolean(), email: z.string().optional() });
export type LinkResult = z.infer<typeof linkResultSchema>;
