// The consent's sentence in every language names the three documents in the words of their links, so each becomes
// a link whatever the language (a translation that rewords one would leave it plain text).
import { describe, expect, it } from 'vitest';
import { auth as english } from '#shared/messages/auth.ts';
import { auth as spanish } from '#shared/messages/es-419/auth.ts';
import { auth as portuguese } from '#shared/messages/pt-br/auth.ts';
import { sentenceParts } from './terms-consent.tsx';

describe('the sign-up consent', () => {
  it.each([
    ['en-US', english],
    ['es-419', spanish],
    ['pt-BR', portuguese],
  ])('names each document as its link says it (%s)', (_locale, texts) => {
    for (const country of ['Mexico', undefined] as const)
      for (const name of Object.values(texts.termsDocuments)) expect(texts.termsText(country)).toContain(name);
  });

  it('cuts the sentence around the documents, in its order, losing no word', () => {
    const sentence = english.termsText('Mexico');
    const parts = sentenceParts(sentence);
    expect(parts.filter((p) => p in english.termsDocuments)).toEqual([
      'programAgreement',
      'privacyPolicy',
      'autoDebit',
    ]);
    const words = parts.map((p) => (p in english.termsDocuments ? english.termsDocuments[p as 'autoDebit'] : p));
    expect(words.join('')).toBe(sentence);
  });
});
