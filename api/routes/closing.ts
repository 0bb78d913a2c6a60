import { Hono } from 'hono';
import { closingText } from '#shared/messages/closing.ts';
import { accountClosedText } from '#shared/messages/account-closed.ts';
import { closeAccountSchema, type AccountClosed, type ClosingPreview } from '#shared/schemas/closing.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { refusedProof } from '#api/lib/proof-answer.ts';
import { clientIp } from '#api/lib/request.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { requireRecentProof } from '#api/middleware/recent-proof.ts';
import { currentUser, endSession, requireUser } from '#api/middleware/session.ts';
import { closeAccount, previewClosing } from '#api/services/closing/close-account.ts';
import { provePassword } from '#api/services/accounts/password-proof.ts';
import type { RateLimits } from '#api/services/rate-limits.ts';

/**
 * Under /api/account: what closing the account would do, and closing it (the password, the word typed,
 * and what is given up exactly as it was shown; the session's recent proof, as money asks). A member only ever
 * reaches their own account: there is no id in these paths.
 */
export function closingRoutes(deps: Deps, limits: RateLimits) {
  return new Hono<AppEnv>()
    .get('/closing', requireUser, async (c) => {
      const preview: ClosingPreview = await previewClosing(deps, currentUser(c).id);
      return c.json(preview, 200);
    })
    .post('/close', requireUser, requireRecentProof(deps), jsonBody(closeAccountSchema), async (c) => {
      const user = currentUser(c);
      const { password, forfeit } = c.req.valid('json');
      const refused = refusedProof(await provePassword(limits, user, clientIp(c, deps.env), password), 'password');
      if (refused) return refused;
      const outcome = await closeAccount(deps, user.id, forfeit);
      switch (outcome.kind) {
        case 'already':
          return c.json({ message: closingText.alreadyClosed }, 409);
        case 'blocked': {
          const { blockers } = outcome.preview;
          return c.json({ message: blockers.map((b) => b.message).join(' '), blockers, closing: outcome.preview }, 409);
        }
        case 'changed':
          return c.json({ message: closingText.changed, closing: outcome.preview }, 409);
        case 'closed':
          // The session row went with the rest: this browser's cookie goes too.
          endSession(c, deps);
          return c.json({ message: accountClosedText.body } satisfies AccountClosed, 200);
      }
    });
}
