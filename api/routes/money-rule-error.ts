import { MoneyRuleError } from '#api/services/money/payouts.ts';

/** A money rule the request broke (not enough points, ...) as the 400 body; null for any other error. */
export const ruleErrorBody = (e: unknown) =>
  e instanceof MoneyRuleError ? { message: e.message, errors: { [e.field]: e.message } } : null;
