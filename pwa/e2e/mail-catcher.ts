// The browser tests' SMTP server: every message the product sends is written whole, as received, to a file of its
// own in `dir`, for the tests to read as a mail client does (pwa/e2e/mail.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpCatcher } from '#api/testing/smtp-catcher.ts';

export function startMailCatcher(dir: string) {
  let count = 0;
  return startSmtpCatcher((raw) => {
    count += 1;
    writeFileSync(join(dir, `${Date.now()}-${String(count).padStart(6, '0')}.eml`), raw);
    return undefined;
  });
}
