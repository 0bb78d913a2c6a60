// The link preview of a creator's page: /{username} answers the app shell with that creator's title, description,
// Open Graph and Twitter card tags, so a link shared in a chat or a post shows who it is. Crawlers run no script,
// so the tags are in the HTML the server sends; any other path, or an unknown name, gets the shell as built.
import type { Context } from 'hono';
import { PRODUCT_NAME, USERNAME_MAX, USERNAME_MIN } from '#shared/constants.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales.ts';
import { routes } from '#shared/routes.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { escapeHtml, metaTag, withDescription, withTitle } from '#api/lib/html.ts';
import { memberWords } from '#api/lib/member-texts.ts';
import { requestLocale } from '#api/lib/request-locale.ts';
import { OG_LOCALES } from '#api/lib/visitor-pages.ts';
import type { ShellRenderer } from '#api/pages/serve-pwa.ts';
import { creatorByUsername } from '#api/services/creators/profiles.ts';

const PROFILE_PATH = new RegExp(`^/([A-Za-z0-9_.]{${USERNAME_MIN},${USERNAME_MAX}})$`);
/** The app's own icon stands in for a creator without a picture. */
const FALLBACK_IMAGE = '/icons/icon-512.png';

/** The head of a creator's page: its title, description, canonical link, Open Graph and Twitter card. */
export function creatorHead(
  creator: { name: string; username: string; profilePicture: string | null },
  origin: string,
  locale: Locale = DEFAULT_LOCALE,
): { title: string; description: string; tags: string } {
  const text = memberWords(locale, null).texts.creators.creatorMeta;
  const title = text.title(creator.name, creator.username);
  const description = text.description(creator.name);
  const url = `${origin}${routes.profile(creator.username)}`;
  const image = `${origin}${creator.profilePicture ?? FALLBACK_IMAGE}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    metaTag('property', 'og:type', 'profile'),
    metaTag('property', 'og:site_name', PRODUCT_NAME),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', description),
    metaTag('property', 'og:url', url),
    metaTag('property', 'og:image', image),
    metaTag('property', 'og:image:alt', creator.name),
    metaTag('property', 'og:locale', OG_LOCALES[locale]),
    metaTag('property', 'profile:username', creator.username),
    metaTag('name', 'twitter:card', 'summary'),
    metaTag('name', 'twitter:title', title),
    metaTag('name', 'twitter:description', description),
    metaTag('name', 'twitter:image', image),
  ];
  return { title, description, tags: tags.join('\n    ') };
}

/** index.html with the page's title and description in place of the app's, and the tags before </head>. */
export function withHead(indexHtml: string, head: ReturnType<typeof creatorHead>) {
  return withDescription(withTitle(indexHtml, head.title), head.description).replace(
    '</head>',
    () => `    ${head.tags}\n  </head>`,
  );
}

/** The shell renderer of the server: a known creator's page gets its head; everything else the shell as built. */
export function creatorPageShell(deps: Deps): ShellRenderer {
  return (c: Context<AppEnv>, indexHtml: string) => {
    const username = PROFILE_PATH.exec(c.req.path)?.[1];
    const creator = username ? creatorByUsername(deps, username) : undefined;
    if (!creator) return indexHtml;
    // The configured origin, never the request's Host: the page is shared, and caches keep it for everyone.
    return withHead(indexHtml, creatorHead(creator, deps.env.publicOrigin, requestLocale(c)));
  };
}
