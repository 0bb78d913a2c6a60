// What a screen in another language still says in English: its visible words and the words it gives screen readers
// (aria-label, title, placeholder, alt), looked through for English's commonest small words, which neither Spanish
// nor Portuguese writes. A member's own data (a merchant in capitals, a name) and the products' names never match.
import type { Page } from 'playwright-core';

const ENGLISH = new Set(
  (
    'the your you and with for from this that of to is are will be by or an yet not all see more new ' +
    'round points invested waiting loading close settings dashboard transactions help back sign show hide ' +
    'week month today yesterday ago connected bank account card other pending'
  ).split(' '),
);

/** The English words `page` shows or says, each with the text it sits in; none when it speaks another language. */
export async function englishLeft(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      const box = parent.getBoundingClientRect();
      const hidden = getComputedStyle(parent).visibility === 'hidden' || (box.width === 0 && box.height === 0);
      // Text a screen reader reads though it is not seen (sr-only) counts; text in a closed part does not.
      if (hidden && !parent.closest('.sr-only')) continue;
      if (node.textContent?.trim()) out.push(node.textContent.trim());
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    return out;
  });
  // Words in capitals are the member's data as their bank wrote it (TIKTOK COINS), not the product's.
  const words = (text: string) => (text.match(/[A-Za-z]+/g) ?? []).filter((word) => word !== word.toUpperCase());
  return texts.filter((text) => words(text).some((word) => ENGLISH.has(word.toLowerCase())));
}
