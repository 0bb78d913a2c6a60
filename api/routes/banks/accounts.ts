// The user's bank accounts: save one that the Connect popup linked, list them, unlink one.
import { Hono } from 'hono';
import { banking } from '#shared/messages/banking.ts';
import { type BankAccountDto, saveBankAccountSchema } from '#shared/schemas/banks.ts';
import type { Deps } from '#api/deps.ts';
import { BankLinkError } from '#api/providers/banks/bank-provider.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { bankError } from '#api/lib/bank-error.ts';
import { isoOrNull } from '#api/lib/dates.ts';
import { idParam, jsonBody } from '#api/lib/validate.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { bankAccountById, type BankAccountRecord, bankAccountsOf } from '#api/services/banking/account-list.ts';
import { saveLinkedAccounts, unlinkAccount } from '#api/services/banking/accounts.ts';
import { memberRef } from '#api/services/banking/provider-refs.ts';
import { syncUser } from '#api/services/banking/sync.ts';

const toDto = (r: BankAccountRecord): BankAccountDto => ({
  id: r.id,
  accountName: r.accountName,
  accountNumber: r.accountNumber,
  accountType: r.accountType,
  bankName: r.bankName,
  provider: r.provider,
  isPrimary: r.isPrimary,
  isActive: r.isActive,
  needsAttention: r.needsAttention,
  lastSyncedAt: isoOrNull(r.lastSyncedAt),
});

export function bankAccountRoutes(deps: Deps) {
  const { banks } = deps;
  return new Hono<AppEnv>()
    .post('/', requireUser, jsonBody(saveBankAccountSchema), async (c) => {
      const user = currentUser(c);
      const input = c.req.valid('json');
      const { connect } = banks;
      const customerId = memberRef(deps, user.id, connect.name);
      if (!customerId) return c.json({ message: banking.accountNotFound }, 404);
      try {
        // Only an account the aggregator lists for this user's own customer can be saved.
        const account = (await connect.accounts(customerId)).find((a) => a.id === input.finicityAccountId);
        if (!account) return c.json({ message: banking.accountNotFound }, 404);
        // The aggregator's ids are per customer: the holder tells whether another member has this real account.
        account.identity = await connect.accountIdentity(customerId, account);
        const [id] = saveLinkedAccounts(
          deps,
          user.id,
          [
            {
              provider: connect.name,
              account,
              bankName: input.bankName ?? account.institutionName,
              isPrimary: input.isPrimary ?? false,
            },
          ],
          deps.now(),
        );
        // The initial full sync runs after the answer; its outcome shows on the transactions page.
        void syncUser(deps, user.id).catch(() => undefined);
        return c.json(toDto(bankAccountById(deps, id!)), 201);
      } catch (error) {
        // Refused (another member has the real account): the aggregator stops aggregating it for this customer.
        if (error instanceof BankLinkError && error.code === 'linked_elsewhere')
          await connect.deleteCustomerAccount(customerId, input.finicityAccountId).catch(() => {});
        const e = bankError(error);
        return c.json(e.body, e.status);
      }
    })
    .get('/', requireUser, (c) => c.json({ bankAccounts: bankAccountsOf(deps, currentUser(c).id).map(toDto) }, 200))
    .delete('/:id', requireUser, idParam(banking.accountNotFound), (c) => {
      const ok = unlinkAccount(deps, currentUser(c).id, c.req.valid('param').id, deps.now());
      return ok ? c.body(null, 204) : c.json({ message: banking.accountNotFound }, 404);
    });
}
