import type { HelpArticle, HelpTopic } from '#shared/messages/help.ts';

/** Lower case without accents or other marks: 'Transacción' and 'transaccion' read the same. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase();

/**
 * The articles of `topic` ('all': every one) whose title or body holds every word of `query`, accents and case
 * ignored; in their own order. An empty query keeps them all.
 */
export function searchArticles(
  articles: readonly HelpArticle[],
  query: string,
  topic: HelpTopic | 'all',
): HelpArticle[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  return articles.filter((article) => {
    if (topic !== 'all' && article.topic !== topic) return false;
    if (!words.length) return true;
    const text = foldText(`${article.title} ${article.body.join(' ')}`);
    return words.every((word) => text.includes(word));
  });
}
