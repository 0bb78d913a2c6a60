// The Help Center's FAQ: every article, in the order of the topics.
import { accountArticles, gettingStartedArticles } from './help-articles-start.ts';
import { investmentArticles, roundUpArticles } from './help-articles-money.ts';
import { creatorArticles, rewardArticles } from './help-articles-rewards.ts';
import type { HelpArticle } from './help.ts';

export const HELP_ARTICLES: readonly HelpArticle[] = [
  ...gettingStartedArticles,
  ...roundUpArticles,
  ...investmentArticles,
  ...accountArticles,
  ...creatorArticles,
  ...rewardArticles,
];
