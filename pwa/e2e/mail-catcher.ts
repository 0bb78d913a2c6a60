// The browser tests' SMTP server: every message the product sends is written whole, as received, to a file of its
// own in `dir`, for the tests to read as a mail client does (pwa/e2e/mail.ts). Written under another name and then
// renamed: a test polling the folder never reads a mail half-written (it would keep that empty copy).
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpCatcher } from '#api/testing/smtp-catcher.ts';

export function startMailCatcher(dir: string) {
  let count = 0;
  return startSmtpCatcher((raw) => {
    count += 1;
    const name = join(dir, `${Date.now()}-${String(count).padStart(6, '0')}.eml`);
    writeFileSync(`${name}.part`, raw);
    renameSync(`${name}.part`, name);
    return undefined;
  });
}
