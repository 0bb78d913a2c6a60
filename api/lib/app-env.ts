import type { UserRow } from '#db/schema/users.ts';

/** Hono's typing of what the session middleware puts on every request. */
export type AppEnv = {
  Variables: {
    user: UserRow | null;
    sessionToken: string | null;
    /**
     * Set by the Idempotency-Key middleware: stores the answer to give for this key now. A money write calls it
     * inside the transaction that moves the money, so the movement and its answer commit together.
     */
    keepAnswer?: (status: number, body: unknown) => void;
  };
};
