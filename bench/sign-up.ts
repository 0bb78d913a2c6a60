// Members for the benchmarks, signed up as a person does (issue 31): the sign-up, then the confirmation link from
// the mail sandbox (read from the server's database file) opened with the sign-up's cookie, which signs in with the
// email confirmed, as money needs. Without the file, the member signs in with the password (email unconfirmed).
import { accountApiPaths, accountScreens } from '#shared/routes-account.ts';
import { apiPaths } from '#shared/routes.ts';
import { openReadOnly } from '#db/index.ts';

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0];

/** The token of the newest confirmation link mailed to `email`, waiting for the outbox (at most 15 s). */
async function confirmationToken(databaseFile: string, email: string) {
  const link = new RegExp(`${accountScreens.verifyEmail}#([A-Za-z0-9_-]+)`);
  for (let tries = 0; tries < 150; tries++) {
    const db = openReadOnly(databaseFile);
    try {
      const row = db
        .prepare('SELECT text FROM sandbox_mail WHERE "to" = ? ORDER BY id DESC LIMIT 1')
        .get(email.toLowerCase()) as { text: string } | undefined;
      const token = row && link.exec(row.text)?.[1];
      if (token) return token;
    } finally {
      db.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`bench: no confirmation mail to ${email}`);
}

/** Signs `body` up on `base`; the session cookie (`name=value`) and the member's id. */
export async function signUpMember(base: string, body: Record<string, unknown>, databaseFile?: string) {
  const headers = { 'content-type': 'application/json', origin: new URL(base).origin };
  const post = (path: string, data: unknown, cookie?: string) =>
    fetch(new URL(path, base), {
      method: 'POST',
      headers: cookie ? { ...headers, cookie } : headers,
      body: JSON.stringify(data),
    });
  const signup = await post(apiPaths.signup, body);
  await signup.body?.cancel();
  if (signup.status !== 202) throw new Error(`bench: sign-up answered ${signup.status}`);
  const email = String(body.email);
  const res = databaseFile
    ? await post(
        accountApiPaths.verifyEmail,
        { token: await confirmationToken(databaseFile, email) },
        cookieOf(signup, 'signup'),
      )
    : await post(apiPaths.signin, { email, password: body.password });
  const cookie = cookieOf(res, 'sid');
  if (!cookie) throw new Error(`bench: signing in answered ${res.status}`);
  await res.body?.cancel();
  const me = await fetch(new URL(apiPaths.user, base), { headers: { cookie } });
  const { id } = (await me.json()) as { id: number };
  return { cookie, id };
}
