// The member's bank accounts as rows: every one they ever linked, or one by its id.
import { asc, desc, eq } from 'drizzle-orm';
import { bankAccounts } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';

export type BankAccountRecord = typeof bankAccounts.$inferSelect;

/** Every account the user ever linked: active first, the primary first among them, then oldest first. */
export function bankAccountsOf({ db }: Pick<Deps, 'db'>, userId: number): BankAccountRecord[] {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .orderBy(desc(bankAccounts.isActive), desc(bankAccounts.isPrimary), asc(bankAccounts.id))
    .all();
}

export function bankAccountById({ db }: Pick<Deps, 'db'>, id: number): BankAccountRecord {
  const row = db.select().from(bankAccounts).where(eq(bankAccounts.id, id)).get();
  if (!row) throw new Error(`bank account ${id} not found`);
  return row;
}
