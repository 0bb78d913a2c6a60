// The credentials form (Belvo's flow): the institutions to pick from, and the link made with the user's bank login,
// with the bank's one-time code when it asks for one. Banking passwords pass straight to the aggregator: never
// stored, never logged, never echoed.
import { Hono } from 'hono';
import { bankCode } from '#shared/messages/banking.ts';
import { api } from '#shared/messages/common.ts';
import { completeLinkSchema, createLinkSchema } from '#shared/schemas/banks.ts';
import type { Deps } from '#api/deps.ts';
import { BankLinkError, BankTokenRequired, type LinkMade } from '#api/providers/banks/bank-provider.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { bankError } from '#api/lib/bank-error.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { saveLinkedAccounts } from '#api/services/banking/accounts.ts';
import { CodeRequests } from '#api/services/banking/code-requests.ts';
import { saveMemberRef } from '#api/services/banking/provider-refs.ts';
import { syncUser } from '#api/services/banking/sync.ts';

export function bankLinkRoutes(deps: Deps) {
  const { banks } = deps;
  const hint = banks.credentials.sandboxHint;
  // The bank's code requests, one per member, kept by the server: the member sends only the code.
  const codeRequests = new CodeRequests(deps.now);

  /** The link is made: its accounts saved for the member, the first sync started. */
  async function keep(userId: number, link: LinkMade) {
    try {
      const accounts = await banks.credentials.accounts(link.linkId);
      const bankName = link.institution.displayName || link.institution.name;
      const linked = accounts.map((account, i) => ({
        provider: banks.credentials.name,
        account,
        bankName,
        linkId: link.linkId,
        isPrimary: i === 0,
      }));
      saveLinkedAccounts(deps, userId, linked, deps.now());
      saveMemberRef(deps, userId, { provider: banks.credentials.name, ref: link.linkId });
      // The initial full sync runs after the answer; its outcome shows on the transactions page.
      void syncUser(deps, userId).catch(() => undefined);
      return { success: true as const, bankName };
    } catch (error) {
      // Refused (another member has the account): the new link is not kept at the aggregator either.
      if (error instanceof BankLinkError && error.code === 'linked_elsewhere')
        await banks.credentials.removeLinked(link.linkId).catch(() => undefined);
      throw error;
    }
  }

  /** 428: the dialog asks for the code (and, in sandbox mode, says which one the test banks take). */
  function askForCode(userId: number, error: BankTokenRequired) {
    codeRequests.open(userId, error.challenge);
    return {
      message: error.message,
      tokenRequired: true as const,
      instructions: error.challenge.instructions,
      ...(hint ? { sandboxToken: hint.token } : {}),
    };
  }

  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/institutions', async (c) => {
      try {
        const list = await banks.credentials.institutions();
        const institutions = list.map((i) => ({
          name: i.name,
          display_name: i.displayName,
          country: i.country ?? null,
        }));
        return c.json({ institutions, ...(hint ? { sandboxHint: hint.login } : {}) }, 200);
      } catch (error) {
        const e = bankError(error);
        return c.json(e.body, e.status);
      }
    })
    .post('/create-link', jsonBody(createLinkSchema), async (c) => {
      const user = currentUser(c);
      codeRequests.drop(user.id);
      try {
        return c.json(await keep(user.id, await banks.credentials.createLink(c.req.valid('json'))), 200);
      } catch (error) {
        if (error instanceof BankTokenRequired) return c.json(askForCode(user.id, error), 428);
        const e = bankError(error);
        return c.json(e.body, e.status);
      }
    })
    .post('/complete-link', jsonBody(completeLinkSchema), async (c) => {
      const user = currentUser(c);
      // Taken while it is answered: the same code sent twice at once links once; the second is told to start again.
      const request = codeRequests.take(user.id);
      if (!request) {
        const e = bankError(new BankLinkError('token_expired', bankCode.expired));
        return c.json(e.body, e.status);
      }
      try {
        const { session, linkId } = request.challenge;
        const link = await banks.credentials.completeLink({ session, linkId, token: c.req.valid('json').token });
        return c.json(await keep(user.id, link), 200);
      } catch (error) {
        if (error instanceof BankTokenRequired) return c.json(askForCode(user.id, error), 428);
        // A wrong code may be tried again, a few times: the request stays (counted).
        if (error instanceof BankLinkError && error.code === 'invalid_token') codeRequests.putBack(user.id, request);
        const e = bankError(error);
        return c.json(e.body, e.status);
      }
    })
    .all('*', (c) => c.json({ message: api.notFound }, 404));
}
