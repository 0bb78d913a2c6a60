import type { UserRow } from '#db/schema/users.ts';

/** Hono's typing of what the session middleware puts on every request. */
export type AppEnv = {
  Variables: {
    user: UserRow | null;
    sessionToken: string | null;
  };
};
