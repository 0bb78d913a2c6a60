// SPEC section 7 bank calls: institutions and links (Belvo), Connect URL and callback (Finicity), bank
// accounts, refresh, and the debug view. Banking passwords pass straight to the aggregator: never stored,
// never logged, never echoed.
import { Hono } from 'hono';
import { CREDENTIALS_FLOW_COUNTRIES } from '#shared/constants.ts';
import { api, banking } from '#shared/messages.ts';
import {
  createLinkSchema,
  saveBankAccountSchema,
  type BankAccountDto,
  type ConnectCallbackResponse,
  type DebugInfo,
} from '#shared/schemas/banks.ts';
import { BankLinkError } from '#api/providers/banks/bank-provider.ts';
import { BELVO_SANDBOX_CREDENTIALS } from '#api/providers/banks/sandbox/belvo-sandbox.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { idParam, jsonBody } from '#api/lib/validate.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { maskAccountNumber, saveLinkedAccounts, unlinkAccount } from '#api/services/banking/accounts.ts';
import { syncIdle, syncUser } from '#api/services/banking/sync.ts';
import { isoOrNull } from '#api/lib/dates.ts';

/** An aggregator failure the user can act on: 400 with its message; anything else: 502, a plain message. */
function bankError(error: unknown) {
  if (error instanceof BankLinkError)
    return {
      status: error.code === 'provider_error' ? (502 as const) : (400 as const),
      body: { message: error.message },
    };
  console.error('[banks] aggregator call failed:', (error as Error).message);
  return { status: 502 as const, body: { message: banking.providerUnavailable } };
}

type AccountRow = {
  id: number;
  account_name: string;
  account_number: string | null;
  account_type: string | null;
  bank_name: string | null;
  provider: 'belvo' | 'finicity';
  is_primary: number;
  is_active: number;
  needs_attention: number;
  last_synced_at: number | null;
  created_at: number;
  updated_at: number;
  sync_error: string | null;
  finicity_account_id: string | null;
};
const toDto = (r: AccountRow): BankAccountDto => ({
  id: r.id,
  accountName: r.account_name,
  accountNumber: r.account_number,
  accountType: r.account_type,
  bankName: r.bank_name,
  provider: r.provider,
  isPrimary: r.is_primary === 1,
  isActive: r.is_active === 1,
  needsAttention: r.needs_attention === 1,
  lastSyncedAt: isoOrNull(r.last_synced_at),
});

export function bankRoutes(deps: Deps) {
  const { sqlite, banks } = deps;
  const accountsOf = sqlite.prepare(
    'SELECT * FROM bank_accounts WHERE user_id = ? ORDER BY is_active DESC, is_primary DESC, id',
  );
  /** The initial full sync runs after the answer; its outcome shows on the transactions page and in notifications. */
  const syncSoon = (userId: number) => void syncUser(deps, userId).catch(() => undefined);

  return new Hono<AppEnv>()
    .use('/belvo/*', requireUser)
    .use('/finicity/*', requireUser)
    .get('/belvo/institutions', async (c) => {
      try {
        const list = await banks.belvo.institutions();
        const institutions = list.map((i) => ({ name: i.name, display_name: i.displayName }));
        return c.json(
          { institutions, ...(banks.belvo.mode === 'sandbox' ? { sandboxHint: BELVO_SANDBOX_CREDENTIALS } : {}) },
          200,
        );
      } catch (error) {
        const e = bankError(error);
        return c.json(e.body, e.status);
      }
    })
    .post('/belvo/create-link', jsonBody(createLinkSchema), async (c) => {
      const user = currentUser(c);
      const input = c.req.valid('json');
      try {
        const { linkId, institution } = await banks.belvo.createLink(input);
        const accounts = await banks.belvo.accounts(linkId);
        const bankName = institution.displayName || institution.name;
        saveLinkedAccounts(
          sqlite,
          user.id,
          accounts.map((account, i) => ({ provider: 'belvo' as const, account, bankName, linkId, isPrimary: i === 0 })),
          deps.now(),
        );
        sqlite.prepare('UPDATE users SET belvo_link_id = ? WHERE id = ?').run(linkId, user.id);
        syncSoon(user.id);
        return c.json({ success: true as const, bankName }, 200);
      } catch (error) {
        const e = bankError(error);
        return c.json(e.body, e.status);
      }
    })
    .post('/finicity/create-connect-url', async (c) => {
      const user = currentUser(c);
      try {
        const { customerId } = await banks.finicity.ensureCustomer({
          userId: user.id,
          username: user.username,
          existingCustomerId: user.finicityCustomerId,
        });
        if (customerId !== user.finicityCustomerId)
          sqlite.prepare('UPDATE users SET finicity_customer_id = ? WHERE id = ?').run(customerId, user.id);
        const webhookUrl = deps.env.publicUrl ? `${deps.env.publicUrl}/api/webhooks/finicity` : undefined;
        return c.json({ connect_url: await banks.finicity.connectUrl(customerId, { webhookUrl }) }, 200);
      } catch (error) {
        const e = bankError(error);
        return c.json({ ...e.body, error: e.body.message }, e.status);
      }
    })
    .post('/finicity/connect-callback', async (c) => {
      const user = currentUser(c);
      if (!user.finicityCustomerId) return c.json({ message: banking.noConnection }, 400);
      try {
        const accounts = await banks.finicity.accounts(user.finicityCustomerId);
        const body: ConnectCallbackResponse = {
          success: accounts.length > 0,
          accounts: accounts.map((a) => ({
            id: a.id,
            name: a.name,
            number: maskAccountNumber(a.number) ?? '',
            type: a.type ?? '',
            institutionName: a.institutionName ?? '',
          })),
          account: accounts[0] ? { name: accounts[0].name } : null,
        };
        return c.json(body, 200);
      } catch (error) {
        const e = bankError(error);
        return c.json(e.body, e.status);
      }
    })
    .post('/bank-accounts', requireUser, jsonBody(saveBankAccountSchema), async (c) => {
      const user = currentUser(c);
      const input = c.req.valid('json');
      if (!user.finicityCustomerId) return c.json({ message: banking.accountNotFound }, 404);
      try {
        // Only an account the aggregator lists for this user's own customer can be saved.
        const account = (await banks.finicity.accounts(user.finicityCustomerId)).find(
          (a) => a.id === input.finicityAccountId,
        );
        if (!account) return c.json({ message: banking.accountNotFound }, 404);
        const [id] = saveLinkedAccounts(
          sqlite,
          user.id,
          [
            {
              provider: 'finicity',
              account,
              bankName: input.bankName ?? account.institutionName,
              isPrimary: input.isPrimary ?? false,
            },
          ],
          deps.now(),
        );
        syncSoon(user.id);
        return c.json(toDto(sqlite.prepare('SELECT * FROM bank_accounts WHERE id = ?').get(id) as AccountRow), 201);
      } catch (error) {
        const e = bankError(error);
        return c.json(e.body, e.status);
      }
    })
    .get('/bank-accounts', requireUser, (c) =>
      c.json({ bankAccounts: (accountsOf.all(currentUser(c).id) as AccountRow[]).map(toDto) }, 200),
    )
    .delete('/bank-accounts/:id', requireUser, idParam(banking.accountNotFound), (c) => {
      const ok = unlinkAccount(sqlite, currentUser(c).id, c.req.valid('param').id, deps.now());
      return ok ? c.body(null, 204) : c.json({ message: banking.accountNotFound }, 404);
    })
    .post('/refresh-account', requireUser, async (c) => {
      const user = currentUser(c);
      const active = (accountsOf.all(user.id) as AccountRow[]).filter((a) => a.is_active);
      if (active.length === 0) return c.json({ message: banking.noConnection }, 400);
      try {
        if (user.finicityCustomerId && active.some((a) => a.provider === 'finicity'))
          await banks.finicity.refresh(user.finicityCustomerId);
        await syncIdle(deps, user.id);
        const { transactionCount } = await syncUser(deps, user.id);
        return c.json({ transactionCount }, 200);
      } catch (error) {
        const e = bankError(error);
        return c.json(e.status === 502 ? { message: banking.syncFailed } : e.body, e.status);
      }
    })
    .get('/finicity-debug', requireUser, (c) => {
      const user = currentUser(c);
      const rows = (accountsOf.all(user.id) as AccountRow[]).filter((a) => a.provider === 'finicity');
      const body: DebugInfo = {
        hasFinicityAccount: rows.some((r) => r.is_active),
        finicityCustomerId: user.finicityCustomerId,
        accountCount: rows.length,
        accounts: rows.map((r) => ({
          name: r.account_name,
          type: r.account_type,
          status: r.is_active ? (r.needs_attention ? 'needs attention' : 'active') : 'inactive',
          balance: null,
          lastUpdated: isoOrNull(r.last_synced_at ?? r.updated_at),
          linkedDate: isoOrNull(r.created_at),
          error: r.sync_error,
        })),
      };
      return c.json(body, 200);
    })
    .all('/belvo/*', (c) => c.json({ message: api.notFound }, 404));
}

/** Which aggregator a user's country links through (PRODUCT.md section 8). */
export const aggregatorFor = (country: string) =>
  (CREDENTIALS_FLOW_COUNTRIES as readonly string[]).includes(country) ? 'belvo' : 'finicity';
