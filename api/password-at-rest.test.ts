import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sessions } from '#db/schema/index.ts';
import { jsonInit, makeTestApp, withCookie } from '#api/testing/test-app.ts';

/** Every byte of the database as the disk holds it: the main file plus its write-ahead log. */
function databaseBytes(file: string): Buffer {
  return Buffer.concat([file, `${file}-wal`].filter((f) => existsSync(f)).map((f) => readFileSync(f)));
}

function expectAbsent(bytes: Buffer, secret: string) {
  expect(bytes.includes(Buffer.from(secret, 'utf8')), `"${secret}" in clear`).toBe(false);
  expect(bytes.includes(Buffer.from(secret, 'utf16le')), `"${secret}" as UTF-16`).toBe(false);
  expect(
    bytes.includes(Buffer.from(Buffer.from(secret).toString('base64').replace(/=+$/, ''))),
    `"${secret}" as base64`,
  ).toBe(false);
}

describe('secrets at rest', () => {
  it('never writes a signup or changed password, nor a session cookie, into the database files', async () => {
    // Plain: what the app writes, seen without the encryption at rest that would hide it either way.
    const t = makeTestApp({ plainDatabase: true });
    try {
      const signupPassword = 'Zebra-Quasar-7731!xq';
      const newPassword = 'Nebula-Walrus-5519?kp';
      const { res, cookie, input } = await t.signup({ password: signupPassword });
      expect(res.status).toBe(202);
      const token = cookie!.split('=')[1]!;

      const signin = await t.signin(input.email, signupPassword);
      expect(signin.res.status).toBe(200);
      const change = await t.request(
        '/api/auth/change-password',
        jsonInit(
          'POST',
          { currentPassword: signupPassword, newPassword, confirmPassword: newPassword },
          withCookie(signin.cookie),
        ),
      );
      expect(change.status).toBe(200);
      expect(t.db.select().from(sessions).all().length).toBeGreaterThan(0);

      const file = t.deps.env.databaseFile;
      // While open (recent writes sit in the WAL) ...
      expect(existsSync(`${file}-wal`)).toBe(true);
      let bytes = databaseBytes(file);
      expect(bytes.includes(Buffer.from(input.email))).toBe(true); // the check reads real data
      expectAbsent(bytes, signupPassword);
      expectAbsent(bytes, newPassword);
      expectAbsent(bytes, token);

      // ... and after close, once the WAL is folded into the main file.
      t.close();
      bytes = databaseBytes(file);
      expect(bytes.includes(Buffer.from(input.email))).toBe(true);
      expectAbsent(bytes, signupPassword);
      expectAbsent(bytes, newPassword);
      expectAbsent(bytes, token);
    } finally {
      t.cleanup();
    }
  });
});
