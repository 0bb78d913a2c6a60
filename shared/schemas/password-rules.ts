// Plain data, no zod: the signup form's live checklist imports it without loading zod.
import { MIN_PASSWORD_LENGTH } from '#shared/constants.ts';
import { validation } from '#shared/messages/common.ts';

/** The live checklist on the signup form and the server's rules are this one list. */
export const passwordRules = [
  {
    id: 'length',
    label: 'Minimum 8 characters',
    message: validation.passwordMin,
    test: (p: string) => p.length >= MIN_PASSWORD_LENGTH,
  },
  {
    id: 'special',
    label: 'One special character',
    message: validation.passwordSpecial,
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
  },
  {
    id: 'upper',
    label: 'One uppercase character',
    message: validation.passwordUpper,
    test: (p: string) => /[A-Z]/.test(p),
  },
  {
    id: 'lower',
    label: 'One lowercase character',
    message: validation.passwordLower,
    test: (p: string) => /[a-z]/.test(p),
  },
  { id: 'number', label: 'One number', message: validation.passwordNumber, test: (p: string) => /[0-9]/.test(p) },
] as const;
