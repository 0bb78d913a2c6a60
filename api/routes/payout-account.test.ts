// A member connects a payout account through the sandbox's stand-in for Stripe's hosted form, sees it, and
// is paid there; without one nothing is taken; a country we cannot pay is told so; changing it needs the password.
import { describe, expect, it } from 'vitest';
import { momentIn } from '#shared/i18n/numbers.ts';
import { PAYOUT_DESTINATION_HOLD_MS } from '#shared/constants.ts';
import { payoutAccountText as text } from '#shared/messages/payout-accounts.ts';
import { SANDBOX_PAYOUT_ONBOARDING_PATH as FORM, PAYOUTS_SETTINGS } from '#shared/routes-payouts.ts';
import { payoutAccountResponseSchema } from '#shared/schemas/payout-accounts.ts';
import { redemptionSchema } from '#shared/schemas/payouts.ts';
import { runMoneyJobs } from '#api/jobs/money-jobs.ts';
import { expect400, memberApp } from '#api/testing/member-app.ts';
import { achievementPoints, BALANCE_AFTER_200, give200Points } from '#api/testing/points.ts';
import { jsonInit, VALID_PASSWORD, withCookie } from '#api/testing/test-app.ts';

const m = memberApp({ country: 'Mexico' });
const view = async (cookie = m.cookie) =>
  payoutAccountResponseSchema.parse(await (await m.t.get('/api/payout-account', cookie)).json());
const points = async () => (await (await m.t.get('/api/stats/fast', m.cookie)).json()).pointsBalance as number;
const notes = () =>
  m.t.sqlite.prepare('SELECT title, message FROM notifications WHERE user_id = ? ORDER BY id').all(m.userId) as {
    title: string;
    message: string;
  }[];
const form = (fields: Record<string, string>) =>
  m.t.request(FORM, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost' },
    body: new URLSearchParams(fields).toString(),
  });
async function linkToken() {
  const res = await m.post('/api/payout-account/onboarding');
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  expect(url.startsWith(`${FORM}?link=`)).toBe(true);
  return new URL(url, 'http://localhost').searchParams.get('link')!;
}

describe('a Mexican member with no payout account', () => {
  it('is told where they would be paid, and that there is no account yet', async () => {
    const v = await view();
    expect(v).toMatchObject({ supported: true, currency: 'MXN', network: 'SPEI to your CLABE', account: null });
    expect(Number(v.rate)).toBeGreaterThan(15);
  });

  it('cannot redeem or cash out: a 400 on the payout account, and nothing is taken', async () => {
    give200Points(m.t, m.userId);
    const res = await m.post('/api/points/redeem', { amount: 50, method: 'instant' });
    await expect400(res, 'payoutAccount', text.noPayoutAccount);
    expect(await points()).toBe(BALANCE_AFTER_200);
    expect(m.t.sqlite.prepare('SELECT COUNT(*) AS n FROM points_redemptions').get()).toEqual({ n: 0 });
    await expect400(
      await m.post('/api/cash-outs', { amount: 25, payoutMethod: 'instant' }),
      'payoutAccount',
      text.noPayoutAccount,
    );
  });

  it("connects on the sandbox's form: a malformed CLABE refused with its reason, a valid one accepted", async () => {
    const link = await linkToken();
    const page = await m.t.get(`${FORM}?link=${link}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('name="clabe"');
    expect(html).toContain('CLABE 000000001234567897');

    const bad = await form({ link, method: 'clabe', holder: 'Ana López', clabe: '000000001234567890' });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('The CLABE&#39;s check digit does not match: check the 18 digits.');
    expect(badHtml).toContain('value="000000001234567890"');
    // What was typed comes back escaped: markup in a field is text, never part of the page.
    const hostile = await form({ link, method: 'clabe', holder: '"><script>alert(1)</script>', clabe: '<img src=x>' });
    const hostileHtml = await hostile.text();
    expect(hostileHtml).not.toContain('<script>alert(1)');
    expect(hostileHtml).not.toContain('<img src=x>');
    expect(hostileHtml).toContain('&lt;img src=x&gt;');
    const short = await form({ link, method: 'clabe', holder: '', clabe: '12345' });
    expect(await short.text()).toMatch(/A CLABE has 18 digits\.[\s\S]*|Enter the name on the account\./);
    expect((await view()).account).toMatchObject({ status: 'onboarding', bankName: null });

    const good = await form({
      link,
      method: 'clabe',
      holder: 'Ana López',
      clabe: '012 180 01234567890 9',
    });
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe(`http://localhost:3000/settings/payouts?payout-onboarding=return`);
    // The member is back: the app reads the account's state.
    const back = payoutAccountResponseSchema.parse(await (await m.post('/api/payout-account/refresh')).json());
    expect(back.account).toEqual({
      status: 'ready',
      bankName: 'BBVA México',
      last4: '8909',
      currency: 'MXN',
      requirements: [],
      attentionReason: null,
      everReady: true,
      payoutsFrom: null,
    });
    expect(notes()).toEqual([{ title: text.connectedTitle, message: text.connectedBody('BBVA México ••8909') }]);
    // A link is good once.
    expect((await m.t.get(`${FORM}?link=${link}`)).status).toBe(410);
  });

  it('redeems once connected: paid in pesos to that account, what arrived in the list', async () => {
    await m.t.connectPayoutAccount(m.cookie);
    give200Points(m.t, m.userId);
    const res = await m.post('/api/points/redeem', { amount: 30, method: 'standard' });
    expect(res.status).toBe(201);
    const r = redemptionSchema.parse(await res.json());
    expect(r).toMatchObject({
      status: 'processing',
      heldReason: null,
      destination: { bankName: 'STRIPE TEST BANK', last4: '7897', currency: 'MXN' },
    });
    // $29.75 at the sandbox's rate for the day: about 550 pesos.
    expect(r.arrived?.currency).toBe('MXN');
    expect(Number(r.arrived?.amount)).toBeGreaterThan(500);
    expect(Number(r.arrived?.amount)).toBeLessThan(600);
  });
});

describe('payout accounts: what is refused', () => {
  it('a country Stripe cannot pay is told so, plainly, before anything', async () => {
    const pe = await m.t.signup({ country: 'Perú' });
    const v = await view(pe.cookie);
    expect(v).toMatchObject({ supported: false, account: null });
    await expect400(
      await m.post('/api/payout-account/onboarding', {}, pe.cookie),
      'country',
      text.countryNotPaid('Perú'),
    );
  });

  it('needs a session, and an unknown field or a malformed body is a 400, never a 500', async () => {
    expect((await m.t.get('/api/payout-account')).status).toBe(401);
    expect((await m.t.request('/api/payout-account/onboarding', jsonInit('POST', {}))).status).toBe(401);
    expect((await m.post('/api/payout-account/onboarding', { accountRef: 'acct_other' })).status).toBe(400);
    expect((await m.post('/api/payout-account/onboarding', { password: 12 })).status).toBe(400);
    const raw = await m.t.request('/api/payout-account/onboarding', {
      method: 'POST',
      headers: withCookie(m.cookie, { 'content-type': 'application/json' }),
      body: '{"password":',
    });
    expect(raw.status).toBe(400);
  });

  it('an expired, forged or cross-site form is refused, and a link is only good for its member', async () => {
    const link = await linkToken();
    expect((await m.t.get(`${FORM}?link=forged`)).status).toBe(410);
    const crossSite = await m.t.request(FORM, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ link, method: 'clabe', holder: 'X Y', clabe: '000000001234567897' }).toString(),
    });
    expect(crossSite.status).toBe(403);
    m.t.clock.advance(31 * 60 * 1000);
    const late = await m.t.get(`${FORM}?link=${link}`);
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('/settings/payouts?payout-onboarding=refresh');
    // Another member's refresh reads their own account only.
    const other = await m.t.signup({ country: 'Mexico' });
    expect((await view(other.cookie)).account).toBeNull();
  });

  it('two onboarding requests at once make one account', async () => {
    const [a, b] = await Promise.all([
      m.post('/api/payout-account/onboarding'),
      m.post('/api/payout-account/onboarding'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(m.t.sqlite.prepare('SELECT COUNT(*) AS n FROM payout_accounts WHERE user_id = ?').get(m.userId)).toEqual({
      n: 1,
    });
  });
});

describe('changing a payout account', () => {
  it('needs the password, tells the member, and holds payouts until the new account is ready, and a day', async () => {
    await m.t.connectPayoutAccount(m.cookie);
    give200Points(m.t, m.userId);
    expect((await m.post('/api/payout-account/onboarding')).status).toBe(403);
    await expect400(
      await m.post('/api/payout-account/onboarding', { password: 'wrong-Password1' }),
      'password',
      text.passwordWrong,
    );
    m.t.sqlite.prepare('DELETE FROM notifications').run();
    const link = await (async () => {
      const res = await m.post('/api/payout-account/onboarding', { password: VALID_PASSWORD });
      expect(res.status).toBe(200);
      return new URL(((await res.json()) as { url: string }).url, 'http://x').searchParams.get('link')!;
    })();
    expect(notes()).toEqual([{ title: text.changeStartedTitle, message: text.changeStartedBody }]);
    // Meanwhile a redemption is taken and waits, saying why.
    const held = redemptionSchema.parse(
      await (await m.post('/api/points/redeem', { amount: 25, method: 'instant' })).json(),
    );
    expect(held).toMatchObject({ status: 'pending', heldReason: text.held(text.heldNotReady), destination: null });
    // The new account: the held payout goes to it, a day after the change.
    expect((await form({ link, method: 'clabe', holder: 'Ana López', clabe: '012180012345678909' })).status).toBe(303);
    const changedAt = m.t.clock.now();
    const v = payoutAccountResponseSchema.parse(await (await m.post('/api/payout-account/refresh')).json());
    expect(v.account).toMatchObject({ status: 'ready', bankName: 'BBVA México', last4: '8909' });
    const payoutNotes = () => notes().filter((n) => !n.title.startsWith('Achievement'));
    expect(payoutNotes().map((n) => n.title)).toEqual([text.changeStartedTitle, text.changedTitle]);
    const when = momentIn('en-US', 'UTC', changedAt + PAYOUT_DESTINATION_HOLD_MS);
    expect(payoutNotes()[1]!.message).toBe(text.changedBody('BBVA México ••8909', when));
    m.t.clock.advance(PAYOUT_DESTINATION_HOLD_MS);
    await runMoneyJobs(m.t.deps);
    expect(payoutNotes().map((n) => n.title)).toEqual([text.changeStartedTitle, text.changedTitle, 'Payout sent']);
    const [sent] = (await (await m.t.get('/api/points/redemptions', m.cookie)).json()).redemptions;
    expect(sent).toMatchObject({ id: held.id, status: 'paid', heldReason: null, destination: { last4: '8909' } });
  });

  it('an account the provider wants more from holds the payout with what is needed, in words', async () => {
    await m.t.connectPayoutAccount(m.cookie);
    const ref = m.t.sqlite.prepare('SELECT account_ref AS ref FROM payout_accounts').get() as { ref: string };
    m.t.deps.providers.payoutAccountsSandbox!.requireMore(ref.ref, ['individual.id_number']);
    const v = payoutAccountResponseSchema.parse(await (await m.post('/api/payout-account/refresh')).json());
    expect(v.account).toMatchObject({ status: 'needs_info', requirements: ['your ID number'] });
    give200Points(m.t, m.userId);
    const held = redemptionSchema.parse(
      await (await m.post('/api/points/redeem', { amount: 25, method: 'instant' })).json(),
    );
    expect(held).toMatchObject({ status: 'pending', heldReason: text.held('your ID number') });
    // Taken (held): the member's first redemption, whose achievement is credited.
    expect(await points()).toBe(BALANCE_AFTER_200 - 25 + achievementPoints('first_redemption'));
    // What is asked for is answered on the same account (with the password: it was ready once), not a new one.
    const res = await m.post('/api/payout-account/onboarding', { password: VALID_PASSWORD });
    expect(res.status).toBe(200);
    const accounts = m.t.sqlite
      .prepare('SELECT account_ref AS ref FROM payout_accounts WHERE user_id = ?')
      .all(m.userId);
    expect(accounts).toEqual([{ ref: ref.ref }]);
    // The member answers on Stripe's form and never comes back: the money jobs ask, and the payout goes.
    m.t.deps.providers.payoutAccountsSandbox!.satisfy(ref.ref);
    await runMoneyJobs(m.t.deps);
    const [sent] = (await (await m.t.get('/api/points/redemptions', m.cookie)).json()).redemptions;
    expect(sent).toMatchObject({ id: held.id, status: 'paid', heldReason: null });
  });
});

describe('notifications open Settings > Payouts', () => {
  it('the connected notice carries the place to open', async () => {
    await m.t.connectPayoutAccount(m.cookie);
    const row = m.t.sqlite.prepare('SELECT data FROM notifications WHERE user_id = ?').get(m.userId) as {
      data: string;
    };
    expect(JSON.parse(row.data)).toEqual({ url: PAYOUTS_SETTINGS });
  });
});
