// The Help Center's FAQ in Latin American Spanish (the English, shared/messages/help-articles.ts, is the source): every
// article, in the order of the topics.
import type { Translation } from '#shared/i18n/catalog.ts';
import { investmentArticles, roundUpArticles } from '#shared/messages/es-419/help-articles-money.ts';
import { creatorArticles, rewardArticles } from '#shared/messages/es-419/help-articles-rewards.ts';
import { accountArticles, gettingStartedArticles } from '#shared/messages/es-419/help-articles-start.ts';
import type { HELP_ARTICLES as english } from '#shared/messages/help-articles.ts';

export const HELP_ARTICLES: Translation<typeof english> = [
  ...gettingStartedArticles,
  ...roundUpArticles,
  ...investmentArticles,
  ...accountArticles,
  ...creatorArticles,
  ...rewardArticles,
];
