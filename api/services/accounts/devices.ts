// Devices in words ('Chrome on Android', from the User-Agent, by bowser), and the browsers a member has
// signed in on: a sign-in from a browser the account has not been used on is mailed to the member.
import { and, eq } from 'drizzle-orm';
import Bowser from 'bowser';
import { knownDevices, type UserRow } from '#db/schema/index.ts';
import { securityText } from '#shared/messages/security.ts';
import { settingsPath } from '#shared/routes.ts';
import type { Deps } from '#api/deps.ts';
import type { MemberTexts } from '#api/lib/member-texts.ts';
import { mailMember } from './email.ts';
import { sha256 } from './email-tokens.ts';
import { write } from '#db/unit-of-work.ts';

type SecurityTexts = MemberTexts['security']['securityText'];

/** 'Chrome on Android', 'Safari on iOS'; 'A browser' when the User-Agent says nothing usable; in `t`'s language. */
export function deviceName(userAgent: string | undefined, t: SecurityTexts = securityText): string {
  if (!userAgent) return t.someBrowser;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return t.browserOn(browser, os);
  return browser ?? os ?? t.someBrowser;
}

/**
 * Notes the browser (its device cookie) a member signed in on; a new one, when the member has signed in elsewhere
 * before, is mailed to them. Returns whether it was new.
 */
export function noteDevice(
  deps: Pick<Deps, 'db' | 'now' | 'env'>,
  member: Pick<UserRow, 'id' | 'name' | 'email' | 'locale'>,
  deviceToken: string,
  client: { userAgent?: string; ip?: string },
) {
  const at = new Date(deps.now());
  const hash = sha256(deviceToken);
  return write(deps.db, (tx) => {
    const seen = tx
      .update(knownDevices)
      .set({ lastSeenAt: at })
      .where(and(eq(knownDevices.userId, member.id), eq(knownDevices.deviceHash, hash)))
      .run();
    if (seen.changes === 1) return false;
    const before = tx
      .select({ id: knownDevices.id })
      .from(knownDevices)
      .where(eq(knownDevices.userId, member.id))
      .get();
    tx.insert(knownDevices).values({ userId: member.id, deviceHash: hash, createdAt: at, lastSeenAt: at }).run();
    if (before) {
      mailMember(deps, tx, member, (t, { texts: { security } }) => ({
        subject: t.newDeviceSubject,
        lines: t.newDeviceLines(
          deviceName(client.userAgent, security.securityText),
          client.ip ?? security.securityText.unknownAddress,
        ),
        action: {
          label: t.reviewDevicesAction,
          url: `${deps.env.publicOrigin}${settingsPath('security')}`,
        },
      }));
    }
    return true;
  });
}
