import type { Deps } from '#api/deps.ts';

/**
 * What the money services need: the database (drizzle, and the connection for its IMMEDIATE transactions), the
 * outside systems and the clock.
 */
export type MoneyDeps = Pick<Deps, 'db' | 'sqlite' | 'providers' | 'now'>;
