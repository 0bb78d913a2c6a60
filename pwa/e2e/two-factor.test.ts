// In Chromium: two-factor turned on with the key the page shows, then sign-ins with a computed code and
// with a recovery code (not twice); a passkey added with Chrome's virtual authenticator (CDP WebAuthn) and a
// sign-in with it alone; a reset from the mail removes a passkey another browser added, and says so; another session
// signed out from the devices list.
import { generateSync } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '#shared/messages/auth.ts';
import { accountEmail } from '#shared/messages/account-email.ts';
import { mailText } from '#shared/messages/mail.ts';
import { securityText as text } from '#shared/messages/security.ts';
import { accountScreens } from '#shared/routes-account.ts';
import { routes, settingsPath } from '#shared/routes.ts';
import { baseURL, greetingOf, launchBrowser, memberOn, newPage, openForm } from './browser.ts';
import { linkTo, mailTo } from './mail.ts';
import { outsideWriteSeen, serverDatabase } from './server-database.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('button', { name: auth.logOut }).click();
  await page.waitForURL((url) => url.pathname === routes.home);
}

async function password(page: Page, user: { email: string; password: string }) {
  await openForm(page, routes.login);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: auth.signIn, exact: true }).click();
}

describe('two-factor with an app', () => {
  it('is turned on with the key shown; sign-in then takes a code, or a recovery code once', async () => {
    const page = await newPage(browser, { width: 360, height: 740 });
    const user = await memberOn(page);
    await page.goto(settingsPath('security'));
    await page.getByRole('button', { name: text.turnOn }).click();
    const dialog = page.getByRole('dialog', { name: text.setupTitle });
    await dialog.getByRole('img').waitFor();
    const secret = (await dialog.locator('code').textContent())!.trim();
    await dialog.getByLabel(text.codeLabel).fill(generateSync({ secret }));
    await dialog.getByRole('button', { name: text.turnOn }).click();
    await dialog.getByRole('list', { name: text.codesTitle }).waitFor();
    const codes = (
      await dialog.getByRole('list', { name: text.codesTitle }).getByRole('listitem').allTextContents()
    ).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    await dialog.getByRole('button', { name: text.done }).click();
    await page.getByText(text.twoFactorOnBody(10)).waitFor();

    await logOut(page, user.name);
    await password(page, user);
    await page.getByRole('heading', { name: text.secondStepTitle }).waitFor();
    // The next step's code: the one used to turn it on is spent.
    await page.getByLabel(text.codeLabel).fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: text.verify }).click();
    await greetingOf(page, user.name).waitFor();

    for (const attempt of ['first', 'second']) {
      await logOut(page, user.name);
      await password(page, user);
      await page.getByRole('button', { name: text.useRecoveryCode }).click();
      await page.getByLabel(text.recoveryCodeLabel).fill(codes[0]!);
      await page.getByRole('button', { name: text.verify }).click();
      if (attempt === 'first') await greetingOf(page, user.name).waitFor();
      else await page.getByText(text.codeWrong).waitFor();
    }
    await page.context().close();
  });
});

/** A page on localhost (a relying party's id is a host name, not 127.0.0.1) with Chrome's virtual authenticator. */
async function withAuthenticator() {
  const origin = new URL(baseURL().replace('127.0.0.1', 'localhost')).origin;
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page, origin };
}

describe('a passkey', () => {
  it("is added with the device's authenticator and signs in alone", async () => {
    const { context, page, origin } = await withAuthenticator();
    const user = await memberOn(page, undefined, undefined, origin);
    await page.goto(settingsPath('security'));
    await page.getByRole('button', { name: text.addPasskey }).click();
    const list = page.getByRole('list', { name: text.passkeysTitle });
    await list.getByText(/on Linux/).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);

    await logOut(page, user.name);
    await openForm(page, routes.login);
    await page.getByRole('button', { name: auth.signInWithPasskey }).click();
    await greetingOf(page, user.name).waitFor();
    await page.goto(settingsPath('security'));
    await list.getByText(text.passkeyLastUsed('now').split(' ')[0]!, { exact: false }).first().waitFor();
    await context.close();
  });
});

describe('a session whose last proof is over 15 minutes old', () => {
  it('is asked to prove it is the member before it adds a passkey', async () => {
    const { context, page, origin } = await withAuthenticator();
    const user = await memberOn(page, undefined, undefined, origin);
    // The session's last proof (its sign-in) is set 20 minutes back, as if the member had left it open.
    serverDatabase((s) =>
      s
        .prepare('UPDATE sessions SET proof_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)')
        .run(Date.now() - 20 * 60_000, user.email.toLowerCase()),
    );
    await outsideWriteSeen();
    await page.goto(settingsPath('security'));
    await page.getByRole('button', { name: text.addPasskey }).click();
    const proof = page.getByRole('dialog', { name: text.proofTitle });
    await proof.getByLabel(text.password, { exact: true }).fill(user.password);
    await proof.getByRole('button', { name: text.confirm }).click();
    const list = page.getByRole('list', { name: text.passkeysTitle });
    await list.getByText(/on Linux/).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    await context.close();
  });
});

describe('a reset from the mail', () => {
  it('removes a passkey another browser added since the owner last proved it, and the mail says so', async () => {
    const owner = await newPage(browser, { width: 360, height: 740 });
    const user = await memberOn(owner);
    // Someone holding the password signs in elsewhere and adds a passkey of their own.
    const intruder = await withAuthenticator();
    await password(intruder.page, user);
    await greetingOf(intruder.page, user.name).waitFor();
    await intruder.page.goto(settingsPath('security'));
    await intruder.page.getByRole('button', { name: text.addPasskey }).click();
    await intruder.page
      .getByRole('list', { name: text.passkeysTitle })
      .getByText(/on Linux/)
      .waitFor();
    const name = serverDatabase(
      (s) =>
        s
          .prepare('SELECT p.name FROM passkeys p JOIN users u ON u.id = p.user_id WHERE u.email = ?')
          .get(user.email) as {
          name: string;
        },
    ).name;

    // The owner takes the account back from a browser that is not signed in.
    const reset = await newPage(browser);
    await reset.goto(accountScreens.forgotPassword);
    await reset.getByLabel('Email').fill(user.email);
    await reset.getByRole('button', { name: accountEmail.sendResetLink }).click();
    await reset.getByText(accountEmail.resetSent(user.email)).waitFor();
    await reset.goto(await linkTo(user.email, accountScreens.resetPassword));
    await reset.getByLabel(accountEmail.newPassword).fill('Nebula-Walrus-5519?');
    await reset.getByRole('button', { name: accountEmail.setPassword }).click();
    await reset.getByText(accountEmail.resetDoneBody).waitFor();
    const told = await mailTo(user.email, (m) => m.subject === mailText.passwordChangedSubject);
    expect(told[0]!.text).toContain(mailText.waysInRemoved([mailText.passkeyNamed(name)]));

    // The intruder's session ended with the reset (the app sees it and leaves), and their passkey signs in no more.
    await intruder.page.goto(routes.settings);
    await intruder.page.waitForURL((url) => url.pathname === routes.home);
    await openForm(intruder.page, routes.login);
    await intruder.page.getByRole('button', { name: auth.signInWithPasskey }).click();
    await intruder.page.getByText(auth.passkeyFailed).waitFor();
    await owner.close();
    await reset.close();
    await intruder.context.close();
  });
});

describe('your devices', () => {
  it('signs out another session from the list', async () => {
    const laptop = await newPage(browser);
    const user = await memberOn(laptop);
    const phone = await newPage(browser, { width: 360, height: 740 });
    await password(phone, user);
    await greetingOf(phone, user.name).waitFor();
    await laptop.goto(settingsPath('security'));
    const devices = laptop.getByRole('list', { name: text.devicesTitle });
    // Settings loads its sections' data after its own chunk: about a second here, more on a busy machine.
    await expect.poll(() => devices.getByRole('listitem').count(), { timeout: 10_000 }).toBe(2);
    await devices.getByText(text.thisDevice).waitFor();
    await devices.getByRole('button', { name: text.signOutDevice }).click();
    await expect.poll(() => devices.getByRole('listitem').count()).toBe(1);
    await phone.goto(routes.settings);
    await phone.waitForURL((url) => url.pathname === routes.home);
    await laptop.context().close();
    await phone.context().close();
  });
});
