import { desc, eq } from 'drizzle-orm';
import { cashOuts, investments } from '#db/schema/index.ts';
import type { InvestmentType } from '#shared/constants.ts';
import type { Deps } from '#api/deps.ts';

export type CashOutRecord = typeof cashOuts.$inferSelect;

/** The user's last 100 cash-outs, newest first. */
export function recentCashOuts({ db }: Pick<Deps, 'db'>, userId: number): CashOutRecord[] {
  return db.select().from(cashOuts).where(eq(cashOuts.userId, userId)).orderBy(desc(cashOuts.id)).limit(100).all();
}

/** One cash-out as it now stands (after its payout was sent). */
export function cashOutById({ db }: Pick<Deps, 'db'>, id: number): CashOutRecord {
  const row = db.select().from(cashOuts).where(eq(cashOuts.id, id)).get();
  if (!row) throw new Error(`cash-out ${id} not found`);
  return row;
}

/** Without a `source`, the chosen investment if it holds anything, else the one that does. */
export function defaultCashOutSource({ db }: Pick<Deps, 'db'>, userId: number, choice: InvestmentType): InvestmentType {
  const held = db
    .select({ type: investments.portfolioType, balance: investments.balanceCents, sats: investments.satsHeld })
    .from(investments)
    .where(eq(investments.userId, userId))
    .all()
    .filter((h) => h.balance > 0 || h.sats > 0)
    .map((h) => h.type);
  return held.includes(choice) || held.length === 0 ? choice : held[0]!;
}
