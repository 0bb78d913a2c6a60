// The Help Center at 360 px: search with and without accents, a topic, an article opened, and a support ticket
// sent and listed.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpPage, supportTicket as text, SUPPORT_STATUS_LABELS } from '#shared/messages/help.ts';
import { help } from '#shared/messages/screens.ts';
import { launchBrowser, memberOn, newPage, toastWith } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the help centre on a phone', () => {
  it('finds articles, opens one, and sends a support ticket that is then listed', async () => {
    const page = await newPage(browser, { width: 360, height: 780 });
    await memberOn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/help');
    // A person is one tap away from the top, not after every question.
    const contact = page.getByRole('link', { name: helpPage.contactShortcut });
    expect((await contact.boundingBox())!.y).toBeLessThan(780);
    await contact.click();
    const ticket = page.getByRole('heading', { name: helpPage.ticketTitle });
    await expect.poll(async () => (await ticket.boundingBox())!.y).toBeLessThan(780);
    await expect.poll(async () => (await ticket.boundingBox())!.y).toBeGreaterThanOrEqual(0);

    const search = page.getByRole('searchbox', { name: helpPage.searchLabel });
    const status = page.getByRole('status').filter({ hasText: /articles? found|No articles/ });
    await search.fill('cash out');
    await expect.poll(async () => (await status.textContent()) ?? '').toMatch(/^\d+ articles? found$/);
    await search.fill('Perú');
    const withAccent = await status.textContent();
    await search.fill('peru');
    await expect.poll(() => status.textContent()).toBe(withAccent);
    await search.fill('zzzz no such words');
    await expect.poll(() => status.textContent()).toBe(help.noArticles);

    await search.fill('');
    await page.getByRole('button', { name: 'Investments', exact: true }).click();
    const faq = page.getByRole('region', { name: helpPage.faqTitle });
    const first = faq.getByRole('button', { expanded: false }).first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await faq.getByRole('button', { name: title, expanded: true }).waitFor();

    await page.getByRole('button', { name: text.submit }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.categoryLabel).selectOption('banking');
    await dialog.getByLabel(text.subjectLabel).fill('My bank will not link');
    await dialog.getByLabel(text.messageLabel).fill('Erebor Mexico says my password is wrong.');
    await dialog.getByRole('button', { name: text.submit }).click();
    await toastWith(page, text.submittedTitle).waitFor();
    const list = page.getByRole('region', { name: text.listTitle });
    await list.getByText('My bank will not link').waitFor();
    expect(await list.textContent()).toContain(SUPPORT_STATUS_LABELS.open);
  });
});
