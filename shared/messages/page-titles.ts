// Each page's own <title>: what a browser tab, the history list and a bookmark show. The home page
// keeps the shell's title (pwa/index.html); a creator's page is named after the creator (creators.ts creatorMeta).
import { PRODUCT_NAME } from '#shared/constants.ts';
import { routes } from '#shared/routes.ts';

const titled = (page: string) => `${page} · ${PRODUCT_NAME}`;

/** The shell's title, for `/` (the landing, or a member's dashboard there). */
export const HOME_TITLE = `${PRODUCT_NAME}: round up your coin purchases, invest the spare change`;

/** The installed app's name and what the phone shows of it (the web app manifest, build/web-manifest.ts). */
export const manifestText = {
  name: `${PRODUCT_NAME}: round up, invest, earn`,
  description: 'Round up your coin purchases, invest the spare change and earn 5% back in points.',
  transactions: 'Transactions',
  dashboard: 'Dashboard',
  narrowScreenshot: 'Your dashboard: points, coin spending and what you earned',
  wideScreenshot: 'Your dashboard, with the portfolio and achievements',
};

/** What a search result and a shared link say of the product, under its title (pwa/index.html's description). */
export const HOME_DESCRIPTION =
  `${PRODUCT_NAME} rounds up your coin purchases, invests the spare change in Bitcoin or a 5% APY account, and ` +
  'gives you 5% back in points.';

export const pageTitles: Record<string, string> = {
  [routes.home]: HOME_TITLE,
  [routes.about]: titled('About us'),
  [routes.ambassadors]: titled('Ambassadors'),
  [routes.signup]: titled('Create your account'),
  [routes.login]: titled('Sign in'),
  [routes.security]: titled('Security'),
  [routes.dashboard]: titled('Dashboard'),
  [routes.transactions]: titled('Transactions'),
  [routes.settings]: titled('Settings'),
  [routes.payouts]: titled('Payouts'),
  [routes.notifications]: titled('Notifications'),
  [routes.help]: titled('Help Center'),
  [routes.debugFinicity]: titled('Bank connection details'),
  [routes.privacy]: titled('Privacy Policy'),
  [routes.terms]: titled('Terms of Service'),
  [routes.contact]: titled('Contact us'),
  [routes.creators]: titled('Find creators'),
};

/** The 404 page's title, and a creator page's while the creator loads. */
export const notFoundTitle = titled('Page not found');
export const creatorLoadingTitle = titled('Creator');
/** A page of Settings (`/settings/security`): its name, then Settings'. */
export const settingsPageTitle = (page: string) => titled(`${page} · Settings`);
