// A creator's page at 360 px: the owner edits it with a real picture upload; a gifter supports and stops
// supporting; a signed-out visitor signs in from it and comes back to it; another creator is told only gifters can.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '#shared/messages/auth.ts';
import { creatorSearchText, supportSheetText } from '#shared/messages/creator-discovery.ts';
import { creatorMeta, creatorPage, editProfile, profile } from '#shared/messages/creators.ts';
import { routes } from '#shared/routes.ts';
import { baseURL, launchBrowser, memberOn, newPage, newUser, toastWith, openForm } from './browser.ts';
import { confirmationToken } from './mail.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A creator account, signed in on `page` (made through the API: the signup form is tested elsewhere). */
async function signUpCreator(page: Page) {
  const user = newUser();
  await openForm(page, '/login');
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ([p, b]) =>
        (await fetch(p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) }))
          .status,
      [path, body] as const,
    );
  // A creator in Mexico who reads English (the language follows the country unless chosen).
  const signup = { ...user, country: 'Mexico', locale: 'en-US', userType: 'creator' };
  expect(await post('/api/auth/signup', signup)).toBe(202);
  // Signed in by the confirmation link in this browser (the form and the mail's page are other tests').
  expect(await post('/api/auth/verify-email', { token: await confirmationToken(user.email) })).toBe(200);
  return user;
}

describe('a creator page on a phone', () => {
  const title = 'is edited by its owner with a real picture, supported and then not by a gifter, refused to others';
  it(title, async () => {
    const owner = await newPage(browser, { width: 360, height: 780 });
    const creator = await signUpCreator(owner);
    await owner.goto(`/${creator.username}`);
    await owner.getByRole('button', { name: creatorPage.editProfile }).click();
    const dialog = owner.getByRole('dialog', { name: editProfile.title });
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7c3aed' } })
      .jpeg()
      .toBuffer();
    await dialog
      .getByLabel(editProfile.choosePicture)
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture });
    await dialog.getByLabel(editProfile.location).fill('Guadalajara, México');
    await dialog.getByRole('button', { name: editProfile.save }).click();
    await dialog.waitFor({ state: 'detached' });
    const avatar = owner.getByRole('img', { name: creator.name });
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/api\/upload\/profile-pictures\/[0-9a-f]+\.\w+$/);
    const served = await owner.evaluate(
      async (src) => {
        const res = await fetch(src!);
        return [res.headers.get('content-type'), res.headers.get('x-content-type-options')];
      },
      await avatar.getAttribute('src'),
    );
    expect(served[0]).toMatch(/^image\/(jpeg|png|webp)$/);
    expect(served[1]).toBe('nosniff');
    await owner.getByText('Guadalajara, México').waitFor();

    const gifter = await newPage(browser, { width: 360, height: 780 });
    const gifterUser = await memberOn(gifter);
    await gifter.waitForURL((url) => url.pathname === '/dashboard');
    // Found by the start of the username, from the dashboard's 'Find a creator'.
    await gifter.getByRole('link', { name: creatorSearchText.findCta }).click();
    await gifter.waitForURL((url) => url.pathname === routes.creators);
    await gifter.getByLabel(creatorSearchText.label).fill(`@${creator.username.slice(0, 5)}`);
    await gifter
      .getByTestId('creator-results')
      .getByRole('link', { name: new RegExp(creator.name) })
      .click();
    await gifter.waitForURL((url) => url.pathname === `/${creator.username}`);
    await gifter.getByRole('button', { name: creatorPage.supportCreator }).click();
    // Asked first: what supporting does.
    const sheet = gifter.getByRole('dialog', { name: supportSheetText.title(creator.name) });
    await sheet.getByText(supportSheetText.body).waitFor();
    await sheet.getByRole('button', { name: supportSheetText.confirm }).click();
    await toastWith(gifter, profile.followedTitle).waitFor();
    await gifter.getByRole('button', { name: creatorPage.unfollowCreator }).click();
    await toastWith(gifter, profile.unfollowedTitle).waitFor();
    await gifter.getByRole('button', { name: creatorPage.supportCreator }).waitFor();

    const visitor = await newPage(browser, { width: 360, height: 780 });
    await visitor.goto(`/${creator.username}`);
    // The tab is named after the creator, as the server's link preview is.
    await expect.poll(() => visitor.title()).toBe(creatorMeta.title(creator.name, creator.username));
    // Signed out: Support Creator is the way to sign in, and back to this creator to support them.
    await visitor.getByRole('link', { name: creatorPage.supportCreator }).click();
    await visitor.waitForURL((url) => url.pathname === '/login');
    await visitor.getByLabel('Email').fill(gifterUser.email);
    await visitor.getByLabel('Password', { exact: true }).fill(gifterUser.password);
    await visitor.getByRole('button', { name: auth.signIn, exact: true }).click();
    await visitor.waitForURL((url) => url.pathname === `/${creator.username}`);
    await visitor.getByRole('button', { name: creatorPage.supportCreator }).click();
    await visitor.getByRole('button', { name: supportSheetText.confirm }).click();
    await toastWith(visitor, profile.followedTitle).waitFor();
    // A link to our sign-in page cannot send anyone to another site afterwards.
    await visitor.context().clearCookies();
    await visitor.goto('/login?next=//evil.example/x');
    await visitor.getByLabel('Email').fill(gifterUser.email);
    await visitor.getByLabel('Password', { exact: true }).fill(gifterUser.password);
    await visitor.getByRole('button', { name: auth.signIn, exact: true }).click();
    await visitor.waitForURL((url) => url.pathname === '/dashboard');
    expect(new URL(visitor.url()).host).toBe(new URL(baseURL()).host);

    const other = await newPage(browser, { width: 360, height: 780 });
    await signUpCreator(other);
    await other.goto(`/${creator.username}`);
    await other.getByRole('button', { name: creatorPage.supportCreator }).click();
    await toastWith(other, profile.notAvailableTitle).waitFor();
  });
});
