import { describe, expect, it } from 'vitest';
import type { HelpArticle } from '#shared/messages/help.ts';
import { foldText, searchArticles } from './search-articles.ts';

const article = (id: string, title: string, body: string, topic: HelpArticle['topic'] = 'getting-started') => ({
  id,
  topic,
  title,
  body: [body],
});
const articles: HelpArticle[] = [
  article('es', 'Una transacción pendiente', 'Aparece en la lista.'),
  article('pt', 'Conta em reais', 'Convertida para dólares.', 'round-ups-banking'),
  article('en', 'Round-ups', 'Spare change is invested.', 'round-ups-banking'),
];
const ids = (found: HelpArticle[]) => found.map((a) => a.id);

describe('searchArticles', () => {
  it('ignores accents and case, both ways', () => {
    expect(foldText('TRANSACCIÓN Perú')).toBe('transaccion peru');
    expect(ids(searchArticles(articles, 'transaccion', 'all'))).toEqual(['es']);
    expect(ids(searchArticles(articles, 'Transacción', 'all'))).toEqual(['es']);
    expect(ids(searchArticles(articles, 'dolares', 'all'))).toEqual(['pt']);
  });

  it('matches bodies as well as titles, and needs every word', () => {
    expect(ids(searchArticles(articles, 'spare', 'all'))).toEqual(['en']);
    expect(ids(searchArticles(articles, 'spare reais', 'all'))).toEqual([]);
  });

  it('keeps to the topic, and keeps everything for an empty query', () => {
    expect(ids(searchArticles(articles, '  ', 'round-ups-banking'))).toEqual(['pt', 'en']);
    expect(ids(searchArticles(articles, 'invested', 'getting-started'))).toEqual([]);
  });
});
