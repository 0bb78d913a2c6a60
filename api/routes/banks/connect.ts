// The Connect popup (Finicity's flow): the URL the popup opens (for the user's customer at the aggregator, made on
// first use), and the callback after it closes, which lists the accounts the user connected.
import { Hono } from 'hono';
import { banking } from '#shared/messages/banking.ts';
import { apiPaths } from '#shared/routes.ts';
import type { ConnectCallbackResponse } from '#shared/schemas/banks.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { bankError } from '#api/lib/bank-error.ts';
import { providerKey } from '#api/lib/provider-key.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { maskAccountNumber } from '#api/services/banking/accounts.ts';
import { memberRef, saveMemberRef } from '#api/services/banking/provider-refs.ts';

export function bankConnectRoutes(deps: Deps) {
  const { banks } = deps;
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .post('/create-connect-url', async (c) => {
      const user = currentUser(c);
      const { connect } = banks;
      const existing = memberRef(deps, user.id, connect.name);
      try {
        const { customerId } = await connect.ensureCustomer({
          userId: user.id,
          // The aggregator finds an earlier attempt's customer by username: a key of ours, never the member's name.
          username: user.keyNonce ? providerKey('giftorbit', user.id, user.keyNonce) : user.username,
          existingCustomerId: existing,
        });
        if (customerId !== existing) saveMemberRef(deps, user.id, { provider: connect.name, ref: customerId });
        const { publicUrl } = deps.env;
        const webhookUrl = publicUrl ? `${publicUrl}${apiPaths.webhooks}/${connect.name}` : undefined;
        return c.json({ connect_url: await connect.connectUrl(customerId, { webhookUrl }) }, 200);
      } catch (error) {
        const e = bankError(error);
        return c.json({ ...e.body, error: e.body.message }, e.status);
      }
    })
    .post('/connect-callback', async (c) => {
      const customerId = memberRef(deps, currentUser(c).id, banks.connect.name);
      if (!customerId) return c.json({ message: banking.noConnection }, 400);
      try {
        const accounts = await banks.connect.accounts(customerId);
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
    });
}
