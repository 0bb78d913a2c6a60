import type { UserRow } from '#db/schema/users.ts';

/**
 * The signed-in user as the session middleware leaves it on every request: the id, from the session alone, and
 * the whole row, read on first use (most requests need the id only; `currentUser()` reads the row).
 */
export type SignedIn = { id: number; row: () => UserRow };

/** Hono's typing of what the session middleware puts on every request. */
export type AppEnv = {
  Variables: {
    user: SignedIn | null;
    sessionToken: string | null;
    /** When the member last proved who they are in this session (its start, or a later proof), ms. */
    sessionProofAt: number | null;
    /**
     * Set by the Idempotency-Key middleware: stores the answer to give for this key now. A money write calls it
     * inside the transaction that moves the money, so the movement and its answer commit together.
     */
    keepAnswer?: (status: number, body: unknown) => void;
  };
};
