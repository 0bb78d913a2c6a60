import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { Locale } from '#shared/i18n/locales.ts';
import { accountEmail } from '#shared/messages/account-email.ts';
import { authForms } from '#shared/messages/auth-forms.ts';
import { bankDialog } from '#shared/messages/banking.ts';
import { cardText } from '#shared/messages/cards.ts';
import { payoutAccountText } from '#shared/messages/payout-accounts.ts';
import { dashboard } from '#shared/messages/screens.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import { accountApiPaths, accountScreens } from '#shared/routes-account.ts';
import { PAYOUTS_SETTINGS, SANDBOX_PAYOUT_ONBOARDING_PATH } from '#shared/routes-payouts.ts';
import { PAYOUT_FORM_TEXT } from '#api/routes/sandbox-payouts-pages.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { confirmationToken, linkTo } from './mail.ts';

export { CHROMIUM_PATH };

const cspViolations: string[] = [];
/** Chromium's report of a Content Security Policy violation, in any page or worker of the context. */
const isCspReport = (text: string) => /Content Security Policy/i.test(text);
const watchCsp = (context: BrowserContext) =>
  context.on('console', (message) => {
    if (isCspReport(message.text())) cspViolations.push(`${message.page()?.url() ?? 'worker'}: ${message.text()}`);
  });

/** The CSP violations reported since the last call (pwa/e2e/setup.ts fails any test that caused one). */
export const takeCspViolations = () => cspViolations.splice(0);

/** The contexts open now: what a failed test's pages showed is printed from them (pwa/e2e/setup.ts). */
const openContexts = new Set<BrowserContext>();
const watch = (context: BrowserContext) => {
  if (openContexts.has(context)) return;
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  watchCsp(context);
};

/** Each open page's address and the start of its visible text: what the test was looking at when it failed. */
export async function openPagesSeen(): Promise<string> {
  const pages = [...openContexts].flatMap((context) => context.pages());
  const seen = await Promise.all(
    pages.map(async (page) => {
      const text = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch(() => '(no text)');
      return `${page.url()}\n${text.replace(/\n{2,}/g, '\n').slice(0, 1_200)}`;
    }),
  );
  return seen.join('\n---\n');
}

/**
 * Debian's Chromium, with the flags this machine's closed network needs. Every context it opens reports its CSP
 * violations (an inline style refused while the bank dialog ran once went unnoticed).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watch(context);
    return context;
  };
  const newPageOf = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPageOf(options);
    watch(page.context());
    return page;
  };
  return browser;
}

export const baseURL = () => inject('baseURL');

/**
 * A page in a context of its own. A test that fakes the server's answers with `page.route` passes
 * `serviceWorkers: 'block'`: once the app's worker controls the page, a request it passes on can miss the route
 * (measured: about one request in five, the fake never answered and the real server did).
 */
export async function newPage(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    colorScheme?: 'light' | 'dark';
    serviceWorkers?: 'allow' | 'block';
    /** The browser's language (its Accept-Language and navigator.languages); English unless said. */
    locale?: string;
    /** A phone's touch screen (a coarse pointer): what a finger taps. */
    touch?: boolean;
    /** The device's time zone (IANA); the machine's unless said. */
    timezoneId?: string;
  } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    serviceWorkers: options.serviceWorkers ?? 'allow',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  return context.newPage();
}

let counter = 0;
/** A new member's form: a test about another language says which (`locale`); else English. */
export type NewUser = ReturnType<typeof newUser> & { locale?: Locale };

/** A fresh, valid new user for each call. */
export function newUser() {
  const n = `${Date.now().toString(36)}${counter++}`;
  // The first name is the member's own: the first dashboard greets by it ('Welcome, Nova1ab2!').
  return { name: `Nova${n} Star`, username: `nova_${n}`, email: `nova_${n}@example.com`, password: 'Orbit-Rocket9' };
}

/**
 * Signs up as a person does: the form, then the link in the confirmation mail opened in the same tab,
 * then on to the dashboard.
 */
export async function signUp(page: Page, user: NewUser = newUser(), country = 'USA') {
  await fillSignUp(page, user, country);
  await page.getByRole('heading', { name: accountEmail.checkEmailTitle }).waitFor();
  // On the page's own origin: behind a test's stand-in proxy, the mail's PUBLIC_URL is not where the browser is.
  const link = new URL(await linkTo(user.email, accountScreens.verifyEmail));
  await page.goto(`${link.pathname}${link.hash}`);
  // The link's page goes on to the dashboard by itself.
  await page.waitForURL((url) => url.pathname === routes.dashboard);
  // The link's page stays on screen while the dashboard's chunk comes (a transition): done once it shows.
  await greetingOf(page, user.name).waitFor();
  return user;
}

/**
 * A member made through the API and their mail's link, signed in on `page` and on the dashboard: for the tests
 * about what comes after sign-up (the form and the link's page are the tests' of pwa/e2e/auth and account-email).
 */
export async function memberOn(
  page: Page,
  user: NewUser = newUser(),
  country = 'USA',
  origin = new URL(baseURL()).origin,
) {
  const headers = { origin };
  const data = { locale: 'en-US', ...user, country, userType: 'gifter' };
  const signup = await page.request.post(apiPaths.signup, { headers, data });
  if (signup.status() !== 202) throw new Error(`sign-up answered ${signup.status()}: ${await signup.text()}`);
  const token = await confirmationToken(user.email);
  const link = await page.request.post(accountApiPaths.verifyEmail, { headers, data: { token } });
  if (!(await link.json()).signedIn) throw new Error(`the link did not sign ${user.email} in`);
  await openDashboard(page);
  // In English, greeted by name (a test about another language looks for its own greeting).
  if ((user.locale ?? 'en-US') === 'en-US') await greetingOf(page, user.name).waitFor();
  return user;
}

/**
 * `path`, once the app has taken over what the server drew there (`selector`, inside #root): taken over, its nodes
 * carry React's own keys. Before that, a click has no handler yet and what is typed goes with the drawn node.
 */
async function openTakenOver(page: Page, path: string, selector: string) {
  await page.goto(path);
  await page.waitForFunction((drawn) => {
    const node = document.querySelector(`#root ${drawn}`);
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/** The dashboard, once the app has taken over the page the server drew (a click before that is lost). */
export const openDashboard = (page: Page) => openTakenOver(page, routes.dashboard, 'h1');

/** A visitor page with a form (sign-in, sign-up), once the app has taken over the form (else it is sent empty). */
export const openForm = (page: Page, path: string) => openTakenOver(page, path, 'form');

/**
 * Fills and sends the signup form as a person would (and no more), in English unless `user.locale` says otherwise
 * (the language follows the country until chosen: a test about something else reads English).
 */
export async function fillSignUp(page: Page, user: NewUser = newUser(), country = 'USA') {
  await openForm(page, '/signup');
  await page.getByLabel('Full name').fill(user.name);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Country', { exact: true }).selectOption(country);
  await page.getByLabel(authForms.language, { exact: true }).selectOption(user.locale ?? 'en-US');
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  return user;
}

/** The visible toast holding `text` (Radix also keeps a screen-reader copy, which this skips). */
export const toastWith = (page: Page, text: string) =>
  page.locator('li[data-variant]').filter({ hasText: text }).first();

/** Settings' Add Card dialog, filled with a sandbox card `number` and sent; returns the dialog. */
export async function addCard(page: Page, number: string) {
  await page.getByRole('button', { name: cardText.addCard }).click();
  const dialog = page.getByRole('dialog', { name: cardText.addCard });
  await dialog.getByLabel(cardText.number).fill(number);
  await dialog.getByLabel(cardText.expiry).fill('1230');
  await dialog.getByLabel(cardText.cvc).fill('123');
  await dialog.getByRole('button', { name: cardText.saveCard }).click();
  return dialog;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The dashboard's greeting of `name`: 'Welcome, Ana!' on the first dashboard after sign-up, 'Welcome back, Ana
 * Lopez!' after (pwa/e2e/auth.test.ts tests which is which); either, for a test about something else.
 */
export const greetingOf = (page: Page | Locator, name: string) =>
  page.getByRole('heading', {
    level: 1,
    name: new RegExp(`^(${escaped(dashboard.greeting(name))}|${escaped(dashboard.welcome(name))})$`),
  });

/**
 * With the Connect Bank dialog open (Finicity's intro): Connect Account, then FinBank as profile_03 in the
 * sandbox's Connect popup; settles once the member closed the dialog on the linked account (Done).
 */
export async function linkFinBankInPopup(page: Page) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: bankDialog.connectAccount }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'FinBank' }).click();
  await popup.getByLabel('Username').fill('profile_03');
  await popup.getByLabel('Password').fill('profile_03');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  // The link's last step stays until the member is done with it.
  await page.getByRole('dialog').getByRole('button', { name: bankDialog.done }).click({ timeout: 15_000 });
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/**
 * The member connects a payout account from Settings > Payouts, on the sandbox's stand-in for Stripe's
 * form, with Stripe's test details for their country, and is back on Settings with it ready.
 */
export async function connectPayoutAccount(page: Page, details: Record<string, string>) {
  await page.goto(PAYOUTS_SETTINGS);
  await page.getByRole('button', { name: payoutAccountText.connect }).click();
  await page.waitForURL((url) => url.pathname === SANDBOX_PAYOUT_ONBOARDING_PATH);
  await fillPayoutForm(page, details);
  await page.waitForURL((url) => url.pathname === PAYOUTS_SETTINGS);
  await page.getByTestId('payout-account').getByText(payoutAccountText.status.ready).waitFor();
}

/** Fills and sends the payout form: the holder's name, then each field by its label. */
export async function fillPayoutForm(page: Page, fields: Record<string, string>) {
  await page.getByLabel(PAYOUT_FORM_TEXT.holder).fill('Nova Star');
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: PAYOUT_FORM_TEXT.submit }).click();
}
