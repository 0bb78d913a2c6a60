import { describe, expect, it } from 'vitest';
import { translationProblems } from './translation-problems.ts';

const english = {
  title: 'Payouts',
  sent: (amount: string, bank: string) => `${amount} is on its way to ${bank}.`,
  errors: { required: 'Required' },
};

describe('what the translation test finds', () => {
  it('passes a faithful translation, its placeholders in another order', () => {
    const spanish = {
      title: 'Retiros',
      sent: (amount: string, bank: string) => `Enviamos ${amount} a ${bank}.`,
      errors: { required: 'Obligatorio' },
    };
    expect(translationProblems(english, spanish)).toEqual([]);
  });

  it('finds a missing key, an extra one, an empty text and a string where a function was', () => {
    const broken = { title: '', sent: 'Enviado', errors: {}, extra: 'x' };
    expect(translationProblems(english, broken)).toEqual([
      'title: empty',
      'sent: not the same kind of text',
      'errors.required: missing',
      'extra: not in English',
    ]);
  });

  it('finds a placeholder dropped or repeated', () => {
    const dropped = { ...english, sent: (amount: string) => `Enviamos ${amount}.` };
    const repeated = { ...english, sent: (amount: string, bank: string) => `${amount} ${amount} ${bank}` };
    expect(translationProblems(english, dropped)).toEqual(['sent: placeholders ⟦0⟧ ⟦1⟧ became ⟦0⟧']);
    expect(translationProblems(english, repeated)).toEqual(['sent: placeholders ⟦0⟧ ⟦1⟧ became ⟦0⟧ ⟦0⟧ ⟦1⟧']);
  });

  it('finds an article id or topic translated, which links and filters match on', () => {
    const articles = [{ id: 'link-bank', topic: 'banking', title: 'Link a bank' }];
    const spanish = [{ id: 'vincular-banco', topic: 'banking', title: 'Vincula un banco' }];
    expect(translationProblems(articles, spanish)).toEqual([
      "0.id: a name the code matches on, kept as written ('link-bank')",
    ]);
  });

  it('reads a text made from a list, and finds the list dropped', () => {
    const english = { missing: (names: readonly string[]) => `Still needed: ${names.join(', ')}` };
    const spanish = { missing: (names: readonly string[]) => `Falta: ${names.join(', ')}` };
    const dropped = { missing: (names: readonly string[]) => `Faltan ${names.length} datos` };
    expect(translationProblems(english, spanish)).toEqual([]);
    expect(translationProblems(english, dropped)).toEqual(['missing: placeholders ⟦0⟧ became none']);
  });
});
