import type { Db, Sqlite } from '#db/index.ts';
import type { UserRow } from '#db/schema/users.ts';
import type { Env } from './env.ts';
import type { RateLimits } from './services/rate-limits.ts';
import type { SessionStore } from './services/sessions.ts';

export type AppDeps = {
  db: Db;
  sqlite: Sqlite;
  env: Env;
  sessions: SessionStore;
  limits: RateLimits;
  now: () => number;
  /** Where the built PWA is; absent in API-only tests. */
  staticRoot?: string;
};

export type AppEnv = {
  Variables: {
    user: UserRow | null;
    sessionToken: string | null;
  };
};
