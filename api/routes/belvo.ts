// Belvo's credentials form: the institutions to pick from, and the link made with the user's bank login.
// Banking passwords pass straight to the aggregator: never stored, never logged, never echoed.
import { Hono } from 'hono';
import { api } from '#shared/messages/common.ts';
import { createLinkSchema } from '#shared/schemas/banks.ts';
import { BELVO_SANDBOX_CREDENTIALS } from '#api/providers/banks/sandbox/belvo-sandbox.ts';
import type { Deps } from '#api/deps.ts';
import { BankLinkError } from '#api/providers/banks/bank-provider.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { bankError } from '#api/lib/bank-error.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { saveLinkedAccounts } from '#api/services/banking/accounts.ts';
import { saveBelvoLink } from '#api/services/banking/links.ts';
import { syncUser } from '#api/services/banking/sync.ts';

export function belvoRoutes(deps: Deps) {
  const { banks } = deps;
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/institutions', async (c) => {
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
    .post('/create-link', jsonBody(createLinkSchema), async (c) => {
      const user = currentUser(c);
      const input = c.req.valid('json');
      let linkId: string | null = null;
      try {
        const link = await banks.belvo.createLink(input);
        linkId = link.linkId;
        const accounts = await banks.belvo.accounts(link.linkId);
        const bankName = link.institution.displayName || link.institution.name;
        const linked = accounts.map((account, i) => ({
          provider: 'belvo' as const,
          account,
          bankName,
          linkId: link.linkId,
          isPrimary: i === 0,
        }));
        saveLinkedAccounts(deps, user.id, linked, deps.now());
        saveBelvoLink(deps, user.id, link.linkId);
        // The initial full sync runs after the answer; its outcome shows on the transactions page.
        void syncUser(deps, user.id).catch(() => undefined);
        return c.json({ success: true as const, bankName }, 200);
      } catch (error) {
        // Refused (another member has the account): the new link is not kept at Belvo either.
        if (linkId && error instanceof BankLinkError && error.code === 'linked_elsewhere')
          await banks.belvo.deleteLink(linkId).catch(() => undefined);
        const e = bankError(error);
        return c.json(e.body, e.status);
      }
    })
    .all('*', (c) => c.json({ message: api.notFound }, 404));
}
