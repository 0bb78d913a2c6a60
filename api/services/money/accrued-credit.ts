// Interest accrued and not yet credited (it is paid on the 1st), credited now to the nearest cent, as the monthly
// credit pays it: for closing's books and for a cash-out that empties the interest account, so nothing is left behind
// to grow back into a balance.
import { eq } from 'drizzle-orm';
import type { Sqlite } from '#db/index.ts';
import { dbOf } from '#db/index.ts';
import { investments } from '#db/schema/index.ts';
import { accruedCents } from '#shared/money/interest.ts';
import { creditInterest, investmentOf } from './investments.ts';
import type { LedgerWriter } from './ledger.ts';

/** Credits the interest accrued to today (brought up to today by `accrueInterest` first), in the caller's write. */
export function creditAccrued(sqlite: Sqlite, ledger: LedgerWriter, userId: number, at: number, key: string) {
  const db = dbOf(sqlite);
  const inv = investmentOf(sqlite, userId, 'interest', at);
  const cents = accruedCents(inv.accruedMicros);
  db.update(investments).set({ accruedMicros: 0 }).where(eq(investments.id, inv.id)).run();
  if (cents > 0 && creditInterest(sqlite, ledger, { userId, id: inv.id }, cents, key, at)) ledger.flush();
}
