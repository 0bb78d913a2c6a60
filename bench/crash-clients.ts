// The clients of `npm run test:crash`: members made through the API (a Belvo sandbox link, a saved sandbox card,
// round-ups at 10x so sweeps come quickly) and the money traffic they send; every 2xx that moved money is
// written down, so a restart can be checked for lost effects.
import { sandboxPaymentMethodId, sandboxSetupNonce } from '#shared/cards.ts';
import { apiPaths } from '#shared/routes.ts';
import { connectPayoutAccount } from './payout-account.ts';
import { signUpMember } from './sign-up.ts';

export type Member = { cookie: string; id: number };
/** A redemption or cash-out the server answered 2xx: its row must survive any crash. */
export type Effect = { kind: 'points_redemptions' | 'cash_outs'; id: number; userId: number };

export const PASSWORD = 'Orbit-Rocket9-Crash';

async function call(base: string, method: string, path: string, cookie: string, body?: unknown, key?: string) {
  const headers: Record<string, string> = { cookie, origin: base };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (key) headers['idempotency-key'] = key;
  const res = await fetch(new URL(path, base), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A member with a linked sandbox bank (its 90-day history synced), a default card and 10x round-ups. */
export async function makeMember(base: string, n: number, mailbox: string): Promise<Member> {
  // Its email confirmed through the mail sandbox: money moves only then.
  const { cookie, id } = await signUpMember(
    base,
    {
      name: `Crash Member ${n}`,
      username: `crash_${n}_${Date.now() % 100_000}`,
      email: `crash-${n}-${Date.now()}@example.com`,
      password: PASSWORD,
      country: 'Mexico',
      userType: 'gifter',
    },
    mailbox,
  );
  const member = { cookie, id };
  const link = { institution: 'erebor_mx_retail', username: 'bnk100', password: 'full' };
  const linked = await call(base, 'POST', '/api/belvo/create-link', cookie, link);
  if (linked.status !== 200) throw new Error(`crash: linking the sandbox bank answered ${linked.status}`);
  const intent = await call(base, 'POST', apiPaths.createSetupIntent, cookie);
  const nonce = sandboxSetupNonce(String(intent.body.setup_intent_id));
  const card = sandboxPaymentMethodId({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2035, nonce });
  const saved = await call(base, 'POST', apiPaths.savePaymentMethod, cookie, { paymentMethodId: card });
  if (saved.status !== 201) throw new Error(`crash: saving the sandbox card answered ${saved.status}`);
  await call(base, 'PATCH', apiPaths.user, cookie, { roundUpMultiplier: 10 });
  await connectPayoutAccount(base, cookie);
  return member;
}

let keys = 0;

/** One request of the mix: a sync, a redemption, a cash-out, a settings change or a read. */
export async function oneRequest(base: string, m: Member, effects: Effect[]) {
  const roll = Math.random();
  const key = `crash-${process.pid}-${++keys}`;
  if (roll < 0.2) return call(base, 'POST', '/api/refresh-account', m.cookie);
  if (roll < 0.45) {
    const r = await call(base, 'POST', '/api/points/redeem', m.cookie, { amount: 25, method: 'standard' }, key);
    if (r.status === 201) effects.push({ kind: 'points_redemptions', id: Number(r.body.id), userId: m.id });
    return r;
  }
  if (roll < 0.65) {
    const r = await call(base, 'POST', '/api/cash-outs', m.cookie, { amount: 25, payoutMethod: 'standard' }, key);
    if (r.status === 201) effects.push({ kind: 'cash_outs', id: Number(r.body.id), userId: m.id });
    return r;
  }
  if (roll < 0.8) {
    const multiplier = [1, 2, 3, 10][Math.floor(Math.random() * 4)];
    return call(base, 'PATCH', apiPaths.user, m.cookie, { roundUpMultiplier: multiplier }, key);
  }
  return call(base, 'GET', roll < 0.9 ? apiPaths.portfolio : apiPaths.statsFast, m.cookie);
}
