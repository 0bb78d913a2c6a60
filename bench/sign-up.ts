// Members for the benchmarks, signed up as a person does: the sign-up, then the confirmation link from the mail
// sandbox opened with the sign-up's cookie, which signs in with the email confirmed (an account that has not
// confirmed its email cannot sign in). The link is read from the mailbox address the server printed at start.
import { accountApiPaths, accountScreens } from '#shared/routes-account.ts';
import { apiPaths } from '#shared/routes.ts';

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0];

/** The token of the newest confirmation link mailed to `email` in `mailbox`, waiting for the outbox (at most 15 s). */
async function confirmationToken(mailbox: string, email: string) {
  const link = new RegExp(`${accountScreens.verifyEmail}#([A-Za-z0-9_-]+)`);
  for (let tries = 0; tries < 150; tries++) {
    const inbox = await (await fetch(`${mailbox}&to=${encodeURIComponent(email)}`)).text();
    const token = link.exec(inbox)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`bench: no confirmation mail to ${email}`);
}

/** Signs `body` up on `base`; the session cookie (`name=value`) and the member's id. */
export async function signUpMember(base: string, body: Record<string, unknown>, mailbox: string) {
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
  const token = await confirmationToken(mailbox, email);
  const res = await post(accountApiPaths.verifyEmail, { token }, cookieOf(signup, 'signup'));
  const cookie = cookieOf(res, 'sid');
  if (!cookie) throw new Error(`bench: the confirmation link answered ${res.status}`);
  await res.body?.cancel();
  const me = await fetch(new URL(apiPaths.user, base), { headers: { cookie } });
  const { id } = (await me.json()) as { id: number };
  return { cookie, id };
}
