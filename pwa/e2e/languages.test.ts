// GiftOrbit in the reader's language (docs/decisions/0023-languages.md): a visitor's from the browser, switched in
// the footer and remembered; a member's from the country chosen at sign-up, stored on the account, in which the
// server draws their dashboard.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingHero } from '#shared/messages/landing-page.ts';
import { landingHero as landingEs } from '#shared/messages/es-419/landing-page.ts';
import { landingHero as landingPt } from '#shared/messages/pt-br/landing-page.ts';
import { dashboard as dashboardPt, transactionsPage as transactionsPt } from '#shared/messages/pt-br/screens.ts';
import { transactionFilterText as filtersPt } from '#shared/messages/pt-br/transactions.ts';
import * as bankingPt from '#shared/messages/pt-br/banking.ts';
import * as moneyPt from '#shared/messages/pt-br/money.ts';
import { accountEmail } from '#shared/messages/account-email.ts';
import { LOCALE_QUERY } from '#shared/i18n/locale-cookie.ts';
import * as pageTitlesEs from '#shared/messages/es-419/page-titles.ts';
import { apiPaths, routes, settingsPath } from '#shared/routes.ts';
import * as appShellEs from '#shared/messages/es-419/app-shell.ts';
import * as appShellPt from '#shared/messages/pt-br/app-shell.ts';
import * as settingsPt from '#shared/messages/pt-br/settings-page.ts';
import { accountApiPaths, accountScreens } from '#shared/routes-account.ts';
import { fillSignUp, launchBrowser, memberOn, newPage, newUser } from './browser.ts';
import { englishLeft } from './english-left.ts';
import { linkTo } from './mail.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const heroOf = (page: Page, hero: { titleStart: string; titleHighlight: string }) =>
  page.getByRole('heading', { level: 1, name: `${hero.titleStart}${hero.titleHighlight}` });

/** The dashboard's greeting in Portuguese: the first visit's welcome or the one after. */
const greetingPt = (page: Page, name: string) =>
  page
    .getByRole('heading', { level: 1, name: dashboardPt.greeting(name) })
    .or(page.getByRole('heading', { level: 1, name: dashboardPt.welcome(name) }));

/** What the page threw: a hydration mismatch (a page drawn in one language, taken over in another) is one. */
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('languages', () => {
  it('shows a Mexican visitor the landing in Spanish, and switches to Portuguese for good', async () => {
    const page = await newPage(browser, { width: 360, height: 780, locale: 'es-MX' });
    const errors = errorsOf(page);
    await page.goto(routes.home);
    await heroOf(page, landingEs).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-419');
    // What a search result and a shared link show, in Spanish too.
    const meta = (key: string) =>
      page.locator(`meta[name="${key}"], meta[property="${key}"]`).first().getAttribute('content');
    expect([await meta('description'), await meta('og:title'), await meta('og:locale')]).toEqual([
      pageTitlesEs.HOME_DESCRIPTION,
      pageTitlesEs.HOME_TITLE,
      'es_LA',
    ]);
    // Installed from here, the app is named in Spanish, its shortcuts too.
    const manifestAt = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestAt!)).json()) as {
      name: string;
      lang: string;
      shortcuts: { name: string }[];
    };
    expect([manifest.name, manifest.lang, manifest.shortcuts[0]!.name]).toEqual([
      pageTitlesEs.manifestText.name,
      'es-419',
      pageTitlesEs.manifestText.transactions,
    ]);
    const footerSwitch = page.locator('footer [data-language-switch]');
    // Drawn by the server in Spanish and taken over by the app in Spanish: the switch answers once it has.
    const switchReady = () =>
      page.waitForFunction(() => {
        const node = document.querySelector('footer [data-language-switch]');
        return node !== null && Object.keys(node).some((key) => key.startsWith('__react'));
      });
    await switchReady();
    expect(await footerSwitch.inputValue()).toBe('es-419');
    await footerSwitch.selectOption('pt-BR');
    await heroOf(page, landingPt).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
    // Remembered: the browser still asks for Spanish first.
    await page.reload();
    await heroOf(page, landingPt).waitFor();
    expect(await heroOf(page, landingHero).count()).toBe(0);
    // A search engine's address for the page in Spanish: Spanish whatever was remembered, and a switch still switches.
    await page.goto(`${routes.home}?${LOCALE_QUERY}=es-419`);
    await heroOf(page, landingEs).waitFor();
    await switchReady();
    await footerSwitch.selectOption('pt-BR');
    await heroOf(page, landingPt).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
  });

  it("gives a member from Brazil the country's language at sign-up, and draws their dashboard in it", async () => {
    const page = await newPage(browser, { width: 360, height: 780 });
    const errors = errorsOf(page);
    const user = newUser();
    // The form follows the country until the member chooses: Brazil reads Portuguese.
    await fillSignUp(page, { ...user, locale: 'pt-BR' }, 'Brazil');
    await page.getByRole('heading', { name: accountEmail.checkEmailTitle }).waitFor();
    const link = new URL(await linkTo(user.email, accountScreens.verifyEmail));
    // The page's own check of who is signed in answers after the link has signed the member in. The link's page
    // opens in the visitor's language (loading it again in Portuguese would spend the link twice); it goes on to the
    // member's own screens, in theirs.
    const verified = page.waitForResponse((response) => response.url().endsWith(accountApiPaths.verifyEmail));
    await page.route(`**${apiPaths.userSession}`, async (route) => {
      await verified;
      await route.continue();
    });
    await page.goto(`${link.pathname}${link.hash}`);
    await page.waitForURL((url) => url.pathname === routes.dashboard);
    await greetingPt(page, user.name).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
    // The server draws it in Portuguese too, and the app takes it over without a mismatch.
    await page.goto(routes.dashboard);
    await greetingPt(page, user.name).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
    // Changed in Settings: stored on the account, the app again in Spanish.
    await page.goto(routes.settings);
    await page.getByRole('heading', { level: 1, name: settingsPt.settingsPage.title }).waitFor();
    await page.getByRole('link', { name: appShellPt.settingLabels.languageAndTimeZone }).click();
    await page.waitForURL((url) => url.pathname === settingsPath('language'));
    await page.locator('main [data-language-switch]').selectOption('es-419');
    await page.waitForFunction(() => document.documentElement.lang === 'es-419');
    await page.getByRole('heading', { level: 1, name: appShellEs.settingLabels.languageAndTimeZone }).waitFor();
    expect(((await (await page.request.get(apiPaths.user)).json()) as { locale: string }).locale).toBe('es-419');
    expect(errors).toEqual([]);
  });

  it('gives a Brazilian member their bank, notices and figures in Portuguese, with no English left', async () => {
    const page = await newPage(browser, { width: 360, height: 780 });
    const errors = errorsOf(page);
    const user = await memberOn(page, { ...newUser(), locale: 'pt-BR' }, 'Brazil');
    await greetingPt(page, user.name).waitFor();
    expect(await englishLeft(page)).toEqual([]);
    await page.goto(routes.transactions);
    await page.getByText(transactionsPt.notConnected).first().waitFor();
    await page.getByRole('button', { name: bankingPt.bankDialog.connectBank }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(bankingPt.bankDialog.trustedBelvo).waitFor();
    await dialog.getByRole('button', { name: bankingPt.bankDialog.connectBank }).click();
    await dialog.getByText('bnk100').first().waitFor(); // the sandbox's test credentials are shown
    await dialog
      .getByLabel(bankingPt.bankDialog.chooseBank)
      .or(dialog.getByRole('combobox'))
      .first()
      .selectOption({ label: 'Erebor Brazil' });
    await dialog.getByLabel(bankingPt.bankDialog.username).fill('bnk100');
    await dialog.getByLabel(bankingPt.bankDialog.password, { exact: true }).fill('full');
    await dialog.getByRole('button', { name: bankingPt.bankDialog.connectBank }).click();
    await dialog.getByRole('button', { name: bankingPt.bankDialog.done }).click({ timeout: 20_000 });
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(transactionsPt.connected).first().waitFor({ timeout: 20_000 });
    // Dollars as Brazil writes them: US$ 4,99, never $4.99.
    await page
      .getByText(/^-?US\$\s\d{1,3}(\.\d{3})*,\d{2}$/)
      .first()
      .waitFor();
    expect(await page.getByText(/^-?US?\$\d/).count()).toBe(0);
    // The list opens on the coin purchases (its chip and title in Portuguese): the history's are marked, and the
    // test bank's purchase earns.
    expect(await page.getByRole('radio', { name: filtersPt.filters.coin_purchases }).isChecked()).toBe(true);
    await page.getByRole('heading', { name: filtersPt.filters.coin_purchases }).waitFor();
    await page.getByText(transactionsPt.beforeLink).first().waitFor();
    await page.getByRole('button', { name: transactionsPt.sandboxPurchase }).click();
    await page.getByText(transactionsPt.sandboxPurchasedTitle).first().waitFor();
    expect(await englishLeft(page)).toEqual([]);
    // What the sync found, told in Portuguese by the server.
    await page.goto(routes.notifications);
    await page.getByText(moneyPt.activity.importedTitle).first().waitFor();
    expect(await englishLeft(page)).toEqual([]);
    // The dashboard once its activity and achievements have come: written by the server in Portuguese too.
    await page.goto(routes.dashboard);
    await greetingPt(page, user.name).waitFor();
    await page.getByText(moneyPt.activity.item.roundUp('')).first().waitFor();
    await page.getByText(moneyPt.achievementNames.first_bank_linked.title).first().waitFor();
    expect(await englishLeft(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('chooses the language from the country on the sign-up form until the visitor chooses one', async () => {
    const page = await newPage(browser, { width: 360, height: 780 });
    await page.goto(routes.signup);
    const language = page.locator('select[name="locale"]');
    await page.waitForFunction(() => {
      const form = document.querySelector('form');
      return form !== null && Object.keys(form).some((key) => key.startsWith('__react'));
    });
    expect(await language.inputValue()).toBe('en-US');
    const country = page.locator('select[name="country"]');
    await country.selectOption('Brazil');
    expect(await language.inputValue()).toBe('pt-BR');
    await country.selectOption('Mexico');
    expect(await language.inputValue()).toBe('es-419');
    await language.selectOption('en-US');
    await country.selectOption('Colombia');
    expect(await language.inputValue()).toBe('en-US');
  });
});
