// A long history on a phone. 1,000 transactions reach the list a page at a time as it scrolls: every
// page asked once, in order, each with the cursor the page before gave, and the rows end to end with no
// duplicate and no gap, down to the oldest.
import { join } from 'node:path';
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { transactionsPage as text } from '#shared/messages/screens.ts';
import type { TransactionsResponse } from '#shared/schemas/transactions.ts';
import { openDatabase } from '#db/index.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { launchBrowser, memberOn, newPage } from './browser.ts';
import { outsideWriteSeen } from './server-database.ts';

const ROWS = 1_000;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Plays a bank sync of `ROWS` rows into the running server's database; answers the ids newest first. */
function syncHistory(email: string): number[] {
  const { sqlite } = openDatabase(join(inject('dataDir'), 'giftorbit.sqlite'));
  try {
    const { id } = sqlite.prepare('SELECT id FROM users WHERE email = ?').get(email.toLowerCase()) as { id: number };
    const start = Date.now() - 400 * 86_400_000;
    // Ten rows share each instant, so the pages must break ties by id.
    const rows = Array.from({ length: ROWS }, (_, i) =>
      coinPurchase({
        id: `scroll-${id}-${i}`,
        description: `TIKTOK COINS ${String(i).padStart(4, '0')}`,
        amount: -(1 + (i % 17)),
        date: new Date(start + Math.floor(i / 10) * 3_600_000).toISOString(),
      }),
    );
    ingest(sqlite, id, rows, Date.now());
    const listed = sqlite
      .prepare('SELECT id FROM transactions WHERE user_id = ? ORDER BY date DESC, id DESC')
      .all(id) as { id: number }[];
    return listed.map((r) => r.id);
  } finally {
    sqlite.close();
  }
}

describe('a deep scroll through 1,000 transactions on a phone', () => {
  it('loads the pages in order as the list scrolls, without duplicates or gaps', async () => {
    const page = await newPage(browser, { width: 360, height: 740 });
    const user = await memberOn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const expected = syncHistory(user.email);
    await outsideWriteSeen();
    expect(expected).toHaveLength(ROWS);

    const pages: { url: URL; body: TransactionsResponse }[] = [];
    const seen: Promise<void>[] = [];
    page.on('response', (res: Response) => {
      const url = new URL(res.url());
      if (url.pathname !== '/api/transactions') return;
      seen.push(res.json().then((body: TransactionsResponse) => void pages.push({ url, body })));
    });
    // Every bank row (the list opens on the coin purchases), counted by the summary the server keeps.
    await page.goto('/transactions?filter=all');
    const list = page.getByRole('list', { name: text.listLabel(ROWS) });
    await list.waitFor();
    expect(await page.getByTestId('summary-card').first().textContent()).toContain('1,000');

    // Scroll to the bottom, as a thumb would, until the last page has come.
    for (let i = 0; i < 200 && pages.at(-1)?.body.nextCursor !== null; i++) {
      await page.mouse.wheel(0, 4_000);
      await page.waitForTimeout(100);
      await Promise.all(seen);
    }
    await Promise.all(seen);
    const last = list.locator(`li[aria-posinset="${ROWS}"]`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await last.waitFor();
    expect(await last.textContent()).toContain('TIKTOK COINS 0000');

    // Every page once, in order: the first without a cursor, each next one with the cursor the page before gave.
    expect(pages.length).toBe(Math.ceil(ROWS / 50));
    pages.forEach((p, i) => {
      expect(p.url.searchParams.get('cursor')).toBe(i === 0 ? null : pages[i - 1]!.body.nextCursor);
    });
    expect(pages.at(-1)!.body.nextCursor).toBeNull();
    const ids = pages.flatMap((p) => p.body.transactions.map((tx) => tx.id));
    expect(ids).toEqual(expected);
    await page.close();
  }, 120_000);
});
