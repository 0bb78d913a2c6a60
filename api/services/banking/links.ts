// The user's handle at each aggregator: the Belvo link made with the credentials form, the Finicity customer
// that Connect links accounts to.
import { eq } from 'drizzle-orm';
import { users } from '#db/schema/index.ts';
import { CREDENTIALS_FLOW_COUNTRIES } from '#shared/country-codes.ts';
import type { Deps } from '#api/deps.ts';

/** Which aggregator a user's country links through (docs/product-rules.md section 8). */
export const aggregatorFor = (country: string) =>
  CREDENTIALS_FLOW_COUNTRIES.some((c) => c === country) ? 'belvo' : 'finicity';

export function saveBelvoLink({ db }: Pick<Deps, 'db'>, userId: number, linkId: string) {
  db.update(users).set({ belvoLinkId: linkId }).where(eq(users.id, userId)).run();
}

export function saveFinicityCustomer({ db }: Pick<Deps, 'db'>, userId: number, customerId: string) {
  db.update(users).set({ finicityCustomerId: customerId }).where(eq(users.id, userId)).run();
}
