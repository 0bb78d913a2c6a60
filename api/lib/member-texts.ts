// The texts the server writes to a member (in-app notifications, pushes, mails, the API's errors), in the member's
// language: each text module the server writes from, in the three languages (shared/messages and its es-419/ and
// pt-br/ twins, checked against the English by shared/i18n/catalogs.test.ts). The app loads one language; the
// server holds all three.
import type { Translation } from '#shared/i18n/catalog.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { decimalIn, memberUsdIn, momentIn } from '#shared/i18n/numbers.ts';
import * as accountEmail from '#shared/messages/account-email.ts';
import * as auth from '#shared/messages/auth.ts';
import * as banking from '#shared/messages/banking.ts';
import * as cards from '#shared/messages/cards.ts';
import * as closing from '#shared/messages/closing.ts';
import * as closingMail from '#shared/messages/closing-mail.ts';
import * as common from '#shared/messages/common.ts';
import * as creators from '#shared/messages/creators.ts';
import * as dataExport from '#shared/messages/data-export.ts';
import * as mail from '#shared/messages/mail.ts';
import * as money from '#shared/messages/money.ts';
import * as payoutAccounts from '#shared/messages/payout-accounts.ts';
import * as publicSite from '#shared/messages/public-site.ts';
import * as push from '#shared/messages/push.ts';
import * as security from '#shared/messages/security.ts';
import * as accountEmailEs from '#shared/messages/es-419/account-email.ts';
import * as authEs from '#shared/messages/es-419/auth.ts';
import * as bankingEs from '#shared/messages/es-419/banking.ts';
import * as cardsEs from '#shared/messages/es-419/cards.ts';
import * as closingEs from '#shared/messages/es-419/closing.ts';
import * as closingMailEs from '#shared/messages/es-419/closing-mail.ts';
import * as commonEs from '#shared/messages/es-419/common.ts';
import * as creatorsEs from '#shared/messages/es-419/creators.ts';
import * as dataExportEs from '#shared/messages/es-419/data-export.ts';
import * as mailEs from '#shared/messages/es-419/mail.ts';
import * as moneyEs from '#shared/messages/es-419/money.ts';
import * as payoutAccountsEs from '#shared/messages/es-419/payout-accounts.ts';
import * as publicSiteEs from '#shared/messages/es-419/public-site.ts';
import * as pushEs from '#shared/messages/es-419/push.ts';
import * as securityEs from '#shared/messages/es-419/security.ts';
import * as accountEmailPt from '#shared/messages/pt-br/account-email.ts';
import * as authPt from '#shared/messages/pt-br/auth.ts';
import * as bankingPt from '#shared/messages/pt-br/banking.ts';
import * as cardsPt from '#shared/messages/pt-br/cards.ts';
import * as closingPt from '#shared/messages/pt-br/closing.ts';
import * as closingMailPt from '#shared/messages/pt-br/closing-mail.ts';
import * as commonPt from '#shared/messages/pt-br/common.ts';
import * as creatorsPt from '#shared/messages/pt-br/creators.ts';
import * as dataExportPt from '#shared/messages/pt-br/data-export.ts';
import * as mailPt from '#shared/messages/pt-br/mail.ts';
import * as moneyPt from '#shared/messages/pt-br/money.ts';
import * as payoutAccountsPt from '#shared/messages/pt-br/payout-accounts.ts';
import * as publicSitePt from '#shared/messages/pt-br/public-site.ts';
import * as pushPt from '#shared/messages/pt-br/push.ts';
import * as securityPt from '#shared/messages/pt-br/security.ts';

const english = {
  common,
  accountEmail,
  auth,
  banking,
  cards,
  closing,
  closingMail,
  creators,
  dataExport,
  mail,
  money,
  payoutAccounts,
  publicSite,
  push,
  security,
};

/** Each module's texts as a translation types them: what every language offers. */
export type MemberTexts = { readonly [M in keyof typeof english]: Translation<(typeof english)[M]> };

const byLocale: Record<Locale, MemberTexts> = {
  'en-US': english,
  'es-419': {
    accountEmail: accountEmailEs,
    auth: authEs,
    banking: bankingEs,
    cards: cardsEs,
    closing: closingEs,
    closingMail: closingMailEs,
    common: commonEs,
    creators: creatorsEs,
    dataExport: dataExportEs,
    mail: mailEs,
    money: moneyEs,
    payoutAccounts: payoutAccountsEs,
    publicSite: publicSiteEs,
    push: pushEs,
    security: securityEs,
  },
  'pt-BR': {
    accountEmail: accountEmailPt,
    auth: authPt,
    banking: bankingPt,
    cards: cardsPt,
    closing: closingPt,
    closingMail: closingMailPt,
    common: commonPt,
    creators: creatorsPt,
    dataExport: dataExportPt,
    mail: mailPt,
    money: moneyPt,
    payoutAccounts: payoutAccountsPt,
    publicSite: publicSitePt,
    push: pushPt,
    security: securityPt,
  },
};

/** What the server writes to one member with: the texts in their language, and dollars as they read them. */
export type MemberWords = {
  locale: Locale;
  texts: MemberTexts;
  /** Whole cents as the member reads dollars: '$5.40' in the US, 'US$5.40' in Mexico, 'US$ 5,40' in Brazil. */
  dollars: (cents: number) => string;
  /** Hundredths (points) with two decimals: '91.53', '91,53' in Portuguese. */
  decimal: (hundredths: number) => string;
  /** A moment in the member's language and time zone, the zone named: 'December 1, 2026 at 3:04 PM EST'. */
  moment: (ms: number) => string;
};

export const memberWords = (locale: Locale, country: string | null | undefined, timeZone = 'UTC'): MemberWords => ({
  locale,
  texts: byLocale[locale],
  dollars: (cents) => memberUsdIn(locale, country, cents),
  decimal: (hundredths) => decimalIn(locale, hundredths),
  moment: (ms) => momentIn(locale, timeZone, ms),
});

/** Each module the server writes from, in English and in the other languages (api/lib/error-language.ts). */
export const serverModules = () =>
  (Object.keys(english) as (keyof MemberTexts)[]).map((name) => ({
    english: english[name],
    translations: { 'es-419': byLocale['es-419'][name], 'pt-BR': byLocale['pt-BR'][name] },
  }));
