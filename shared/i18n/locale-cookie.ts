// The remembered language of a browser: a cookie both ends read (the server for the pages it sends, the app when the
// service worker answers with its kept shell), written when someone switches language.

export const LOCALE_COOKIE = 'giftorbit-locale';

/** A year: a choice made once is kept. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
