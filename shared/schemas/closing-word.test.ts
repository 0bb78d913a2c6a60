// The word typed to close an account, in the member's language: the dialog asks for it in theirs, the server
// checks the same schema.
import { describe, expect, it } from 'vitest';
import { closeAccountFormSchema } from './closing.ts';
import { closingText as spanish } from '#shared/messages/es-419/closing.ts';
import { closingText as portuguese } from '#shared/messages/pt-br/closing.ts';

const typed = (confirm: string) => closeAccountFormSchema.safeParse({ password: 'x', confirm }).success;

describe('the word that closes an account', () => {
  it('is taken in any of the languages, as typed in any case', () => {
    expect(typed('close')).toBe(true);
    expect(typed(` ${spanish.confirmWord.toLowerCase()} `)).toBe(true);
    expect(typed(portuguese.confirmWord)).toBe(true);
  });

  it('refuses any other word', () => {
    expect(typed('yes')).toBe(false);
    expect(typed('')).toBe(false);
  });
});
