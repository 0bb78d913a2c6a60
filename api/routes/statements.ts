import { Hono } from 'hono';
import { statementsText as text } from '#shared/messages/statements.ts';
import { statementMonthParam, taxYearParam } from '#shared/schemas/statements.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { validate } from '#api/lib/validate.ts';
import { currentUserId, requireUser } from '#api/middleware/session.ts';
import { monthlyStatement, statementsIndex, taxSummary } from '#api/services/statements/reports.ts';

/**
 * The signed-in member's own statements, one per month since joining, and a tax summary per year. Only
 * the member's own ledger is read: there is no way to name another member's. A month or year before joining or
 * still to come is a 404; one not written YYYY-MM / YYYY a 400.
 */
export function statementRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/', requireUser, (c) => c.json(statementsIndex(deps, currentUserId(c)), 200))
    .get('/tax/:year', requireUser, validate('param', taxYearParam), (c) => {
      const summary = taxSummary(deps, currentUserId(c), Number(c.req.valid('param').year));
      if (!summary) return c.json({ message: text.noTaxYear }, 404);
      return c.json(summary, 200);
    })
    .get('/:month', requireUser, validate('param', statementMonthParam), (c) => {
      const statement = monthlyStatement(deps, currentUserId(c), c.req.valid('param').month);
      if (!statement) return c.json({ message: text.noStatement }, 404);
      return c.json(statement, 200);
    });
}
