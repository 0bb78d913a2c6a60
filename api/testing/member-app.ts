// One signed-up member on a fresh app for each route test, and the checks those tests share.
import { afterEach, beforeEach, expect } from 'vitest';
import { z } from 'zod';
import type { SignupInput } from '#shared/schemas/auth.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { makeTestApp, type TestApp, type TestAppOptions } from '#api/testing/test-app.ts';

export type MemberApp = {
  t: TestApp;
  /** The member's session cookie. */
  cookie: string;
  userId: number;
  /** Users whose ledger must audit clean after the test: the member, and any a test adds. */
  users: number[];
  /** POST `body` as JSON, as the member unless another cookie is given. */
  post: (path: string, body?: unknown, cookie?: string, headers?: Record<string, string>) => Promise<Response>;
};

/**
 * Before each test, a fresh test app and one member signed up on it (with a payout account if asked); after each,
 * every ledger in `users`
 * audits clean and the app's files are removed. The returned object is the current test's.
 */
export function memberApp(
  signup: Partial<SignupInput> = {},
  options: TestAppOptions & {
    /** The member connects a payout account through the sandbox's form first (they redeem or cash out). */
    payoutAccount?: boolean;
  } = {},
): MemberApp {
  const m = {
    post: (path: string, body: unknown = {}, cookie = m.cookie, headers = {}) => m.t.post(path, body, cookie, headers),
  } as MemberApp;
  beforeEach(async () => {
    m.t = makeTestApp(options);
    const s = await m.t.signup(signup);
    m.cookie = s.cookie!;
    m.userId = s.body.id;
    m.users = [m.userId];
    if (options.payoutAccount) {
      await m.t.connectPayoutAccount(m.cookie);
      // Its 'Payout account connected' is not what these tests are about: they start from no notifications.
      m.t.sqlite.prepare('DELETE FROM notifications WHERE user_id = ?').run(m.userId);
    }
  });
  afterEach(() => {
    for (const id of m.users) expect(auditLedger(m.t.sqlite, id)).toEqual([]);
    m.t.cleanup();
  });
  return m;
}

/** The API's error body, as a test reads it. */
export const errorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

/** GET `path` with `cookie`: expects 200 and parses the body with `schema`. */
export async function getOk<T>(t: TestApp, path: string, schema: z.ZodType<T>, cookie: string): Promise<T> {
  const res = await t.get(path, cookie);
  expect(res.status, path).toBe(200);
  return schema.parse(await res.json());
}

/** A 400 whose message is `message`, and the same message on `field`. */
export async function expect400(res: Response, field: string, message: string) {
  expect(res.status).toBe(400);
  const body = errorSchema.parse(await res.json());
  expect(body.errors?.[field]).toBe(message);
  expect(body.message).toBe(message);
}
