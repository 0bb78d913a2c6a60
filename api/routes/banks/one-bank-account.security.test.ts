// One real bank account earns on one GiftOrbit account. A second member linking an account
// another member has active is refused with the way to support; a member who links it after another let it go
// neither lists nor earns what was the other's; linking it twice oneself keeps one account and pays once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { banking } from '#shared/messages/banking.ts';
import { apiPaths } from '#shared/routes.ts';
import { BELVO_SANDBOX_SHARED_USERNAME } from '#api/providers/banks/sandbox/belvo-sandbox.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';
import { syncIdle, syncUser } from '#api/services/banking/sync.ts';
import { auditLedger } from '#api/services/money/ledger.ts';

vi.setConfig({ testTimeout: 30_000 });

const DAY = 86_400_000;
let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ startAt: Date.UTC(2025, 5, 15, 12) });
});
afterEach(() => {
  vi.restoreAllMocks();
  t.cleanup();
});

type Member = { cookie: string; id: number };
const postAs = (m: Member, path: string, body: unknown = {}) =>
  t.request(path, jsonInit('POST', body, withCookie(m.cookie)));
async function member(country: 'Mexico' | 'USA' = 'Mexico'): Promise<Member> {
  const s = await t.signup({ country });
  return { cookie: s.cookie!, id: s.body.id as number };
}
const link = (m: Member, username = BELVO_SANDBOX_SHARED_USERNAME) =>
  postAs(m, '/api/belvo/create-link', { institution: 'erebor_mx_retail', username, password: 'any' });
const points = (m: Member) =>
  (t.sqlite.prepare('SELECT total_points_earned AS p FROM users WHERE id = ?').get(m.id) as { p: number }).p;
const activeAccounts = (m: Member) =>
  t.sqlite
    .prepare('SELECT id, provider_account_id AS accountId FROM bank_accounts WHERE user_id = ? AND is_active = 1')
    .all(m.id) as { id: number; accountId: string }[];
/** The coin purchases that earned for the member: day, amount, description. */
const earned = (m: Member) =>
  t.sqlite
    .prepare(
      `SELECT date(date / 1000, 'unixepoch') || ' ' || original_amount || ' ' || description AS k FROM transactions
       WHERE user_id = ? AND category = 'TikTok' AND type = 'debit' AND points_earned > 0`,
    )
    .all(m.id)
    .map((r) => (r as { k: string }).k);
/** The history earns nothing (it is from before the link): a coin purchase at the test bank now does. */
async function buyCoins(m: Member) {
  expect((await postAs(m, apiPaths.sandboxCoinPurchase, {})).status).toBe(200);
}
const unlink = (m: Member, accountId: number) =>
  t.request(`/api/bank-accounts/${accountId}`, { method: 'DELETE', headers: withCookie(m.cookie) });

describe('one real bank account, one member', () => {
  it("refuses the sandbox's shared account to a second member, saying why; the first earns alone", async () => {
    const first = await member();
    const second = await member();
    expect((await link(first)).status).toBe(200);
    await syncIdle(t.deps, first.id);
    await buyCoins(first);
    const firstPoints = points(first);
    expect(firstPoints).toBeGreaterThan(0);

    const deleteLink = vi.spyOn(t.deps.banks.credentials, 'removeLinked');
    const refused = await link(second);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: banking.linkedElsewhere });
    // Nothing of the link is kept, here or at Belvo, and nothing is earned.
    expect(deleteLink).toHaveBeenCalledTimes(1);
    expect(activeAccounts(second)).toEqual([]);
    await syncIdle(t.deps, second.id);
    expect(points(second)).toBe(0);
    const user = await (await t.get('/api/user', second.cookie)).json();
    expect(user).toMatchObject({ bankAccountConnected: false });
    expect(points(first)).toBe(firstPoints);
    auditLedger(t.sqlite, first.id);
  });

  it('knows the account by the bank identification when the aggregator gives each link new ids', async () => {
    const first = await member();
    expect((await link(first, 'bnk100')).status).toBe(200);
    await syncIdle(t.deps, first.id);
    await buyCoins(first);
    expect(points(first)).toBeGreaterThan(0);
    const belvo = t.deps.banks.credentials;
    const firstLink = (
      t.sqlite.prepare('SELECT link_ref AS l FROM bank_accounts WHERE user_id = ?').get(first.id) as { l: string }
    ).l;
    const own = await belvo.accounts(firstLink);
    // A real Belvo link lists the same account and rows under new ids; the CLABE stays.
    const again = (id: string) => `${id}-again`;
    const accounts = belvo.accounts.bind(belvo);
    const transactions = belvo.transactions.bind(belvo);
    vi.spyOn(belvo, 'accounts').mockImplementation(async () =>
      (await accounts(firstLink)).map((a) => ({ ...a, id: again(a.id) })),
    );
    vi.spyOn(belvo, 'transactions').mockImplementation(async function* (_link, from, to) {
      for await (const page of transactions(firstLink, from, to))
        yield page.map((r) => ({ ...r, id: again(r.id), accountId: r.accountId && again(r.accountId) }));
    });

    const second = await member();
    const refused = await link(second, 'bnk100');
    expect(refused.status).toBe(409);
    expect(activeAccounts(second)).toEqual([]);

    // The owner linking it again through a new link keeps one account (now under the new ids) and earns once.
    const before = points(first);
    expect((await link(first, 'bnk100')).status).toBe(200);
    await syncIdle(t.deps, first.id);
    expect(activeAccounts(first).map((a) => a.accountId)).toEqual(own.map((a) => again(a.id)));
    expect(points(first)).toBe(before);
    auditLedger(t.sqlite, first.id);
  });

  it('lets a second member link it once the first unlinks, without what was the first member’s', async () => {
    const first = await member();
    expect((await link(first)).status).toBe(200);
    await syncIdle(t.deps, first.id);
    await buyCoins(first);
    t.clock.advance(2 * DAY);
    await syncUser(t.deps, first.id);
    expect(earned(first).length).toBeGreaterThan(0);
    expect((await unlink(first, activeAccounts(first)[0]!.id)).status).toBe(204);

    const second = await member();
    t.clock.advance(3 * DAY);
    expect((await link(second)).status).toBe(200);
    await syncIdle(t.deps, second.id);
    // The first member, back while the second has it, is refused in turn.
    expect((await link(first)).status).toBe(409);
    for (let day = 0; day < 6; day++) {
      t.clock.advance(DAY);
      await syncUser(t.deps, second.id);
    }
    const secondEarned = earned(second);
    expect(secondEarned.length).toBeGreaterThan(0);
    // No purchase earned for both.
    expect(secondEarned.filter((k) => earned(first).includes(k))).toEqual([]);
    const unlinkedAt = t.clock.now() - 9 * DAY;
    const listed = t.sqlite.prepare('SELECT min(date) AS d FROM transactions WHERE user_id = ?').get(second.id) as {
      d: number;
    };
    expect(listed.d).toBeGreaterThanOrEqual(Date.UTC(2025, 5, 17));
    expect(listed.d).toBeGreaterThanOrEqual(unlinkedAt - DAY);
    auditLedger(t.sqlite, second.id);
  });

  it('lets exactly one of two members who link it at the same moment have it', async () => {
    const [a, b] = [await member(), await member()];
    const answers = await Promise.all([link(a), link(b)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(activeAccounts(a).length + activeAccounts(b).length).toBe(1);
  });

  it('refuses a Finicity account whose holder, institution and last four another member has', async () => {
    const finicity = t.deps.banks.connect;
    // Each sandbox customer is its own holder: one real account under two customers is played here.
    vi.spyOn(finicity, 'accountIdentity').mockResolvedValue('101732|1234|MARIA LOPEZ');
    const deleted = vi.spyOn(finicity, 'deleteCustomerAccount');
    const answers: number[] = [];
    for (const m of [await member('USA'), await member('USA')]) {
      const url = new URL((await (await postAs(m, '/api/finicity/create-connect-url')).json()).connect_url, 'http://x');
      const form = new URLSearchParams({
        customerId: url.searchParams.get('customerId')!,
        state: url.searchParams.get('state')!,
        username: 'profile_03',
        password: 'profile_03',
      });
      await t.request(url.pathname, {
        method: 'POST',
        headers: { host: 'localhost', origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      const { accounts } = await (await postAs(m, '/api/finicity/connect-callback')).json();
      const saved = await postAs(m, '/api/bank-accounts', {
        finicityAccountId: accounts[0].id,
        accountName: 'Checking',
      });
      answers.push(saved.status);
      if (saved.status === 409) expect(await saved.json()).toEqual({ message: banking.linkedElsewhere });
    }
    expect(answers).toEqual([201, 409]);
    // The refused member's customer stops aggregating it at Finicity.
    expect(deleted).toHaveBeenCalledTimes(1);
  });
});
