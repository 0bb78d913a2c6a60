// The one place the push sender is made: web-push with the environment's VAPID keys or the pair kept in the
// database, read when first needed (docs/decisions/0013-push-notifications.md).
import type { Db } from '#db/index.ts';
import type { Env } from '#api/env.ts';
import type { PushProvider } from './push-provider.ts';
import { type VapidDetails, vapidDetails } from './vapid-keys.ts';
import { createWebPushProvider } from './web-push.ts';

export function createPushProvider(env: Env, db: Db, now: () => number): PushProvider {
  let details: VapidDetails | undefined;
  return createWebPushProvider(() => (details ??= vapidDetails(env, db, new Date(now()))));
}
