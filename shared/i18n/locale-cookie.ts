// The remembered language of a browser: a cookie both ends read (the server for the pages it sends, the app when the
// service worker answers with its kept shell), written when someone switches language.

export const LOCALE_COOKIE = 'giftorbit-locale';

/**
 * A visitor page in one language by its address (`/about?lang=es-419`): the alternates search engines are given
 * (api/lib/visitor-pages.ts), and a link shared in a language. Over the remembered choice, under a member's own.
 */
export const LOCALE_QUERY = 'lang';

/** A year: a choice made once is kept. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
