import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '#shared/constants.ts';
import { validation } from '#shared/messages/common.ts';
import { passwordRules } from './password-rules.ts';

/** A new password: every rule, each failing rule reported in the spec's words (first failing one shown). */
export function strongPassword(minMessage: string = validation.passwordMin) {
  return z
    .string({ error: minMessage })
    .max(MAX_PASSWORD_LENGTH, validation.passwordMax)
    .superRefine((value, ctx) => {
      for (const rule of passwordRules) {
        if (!rule.test(value)) {
          ctx.addIssue({ code: 'custom', message: rule.id === 'length' ? minMessage : rule.message });
          return;
        }
      }
    });
}
