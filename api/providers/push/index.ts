// The one place the push sender is made: web-push with the environment's VAPID keys or the pair kept in the
// database, read when first needed (docs/decisions/0013-push-notifications.md); endpoints only where
// PUSH_ALLOW_LOCAL_ENDPOINTS and the endpoint policy allow (./endpoint-policy.ts).
import type { Db } from '#db/index.ts';
import type { Env } from '#api/env.ts';
import type { Resolve } from './endpoint-policy.ts';
import type { PushProvider } from './push-provider.ts';
import { type VapidDetails, vapidDetails } from './vapid-keys.ts';
import { createWebPushProvider } from './web-push.ts';

/** `resolve`: the DNS the endpoint policy asks (tests give their own). */
export function createPushProvider(env: Env, db: Db, now: () => number, resolve?: Resolve): PushProvider {
  let details: VapidDetails | undefined;
  return createWebPushProvider(() => (details ??= vapidDetails(env, db, new Date(now()))), {
    allowLocal: env.pushAllowLocalEndpoints,
    resolve,
  });
}
