// Push delivery: the notices notify() queued in push_outbox go out once the work that wrote them has committed and
// ended, as one push per user per run, whatever their number (a sync of 50 purchases is one push). It runs on its own
// clock (api/jobs/push-jobs.ts), so it never fails or slows the request or job that notified; a failure is logged
// with the push service's origin only, never the endpoint's path (the secret that addresses the browser).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/index.ts';
import { notifications, pushOutbox, users } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import type { PushMessage, PushOutcome } from '#api/providers/push/push-provider.ts';
import { syncInProgress } from '#api/services/banking/sync.ts';
import { type Notice, PUSH_TTL_SECONDS, pushMessageOf } from './payload.ts';
import { dropSubscription, markDelivered, type PushSubscriptionRow, subscriptionsOf } from './subscriptions.ts';

export type PushDeps = Pick<Deps, 'db' | 'now' | 'push'>;

export type DeliveryOptions = {
  /** Waits out a 429's Retry-After; tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** A Retry-After longer than this gives up instead: the push would arrive stale, and the run would stall. */
  maxRetryWaitMs?: number;
};

const MAX_ATTEMPTS = 3;
/** A 429 without a (readable) Retry-After. */
const DEFAULT_RETRY_MS = 5_000;
const MAX_RETRY_WAIT_MS = 60_000;
/** Outbox rows claimed per run; the rest wait for the next. */
const CLAIM_LIMIT = 500;
/** Users sent to at once. */
const PARALLEL_USERS = 8;

const holds = new WeakMap<Db, number>();

/** Runs `work` (a pass of the jobs) with deliveries held, so what it notifies goes out as one push per user after. */
export async function holdingPushes<T>(deps: Pick<Deps, 'db'>, work: () => Promise<T>): Promise<T> {
  holds.set(deps.db, (holds.get(deps.db) ?? 0) + 1);
  try {
    return await work();
  } finally {
    holds.set(deps.db, holds.get(deps.db)! - 1);
  }
}
export const pushesHeld = (deps: Pick<Deps, 'db'>) => (holds.get(deps.db) ?? 0) > 0;

/**
 * Takes what waits in the outbox off it, as each user's notices (oldest first) that their settings still allow and
 * that are under a day old. A user whose sync is under way keeps theirs there until it ends.
 */
function claimWaiting({ db, now }: Pick<Deps, 'db' | 'now'>): Map<number, Notice[]> {
  const oldest = now() - PUSH_TTL_SECONDS * 1000;
  return db.transaction(
    (tx) => {
      const rows = tx
        .select({
          id: pushOutbox.id,
          userId: pushOutbox.userId,
          toggle: pushOutbox.toggle,
          type: notifications.type,
          title: notifications.title,
          message: notifications.message,
          data: notifications.data,
          createdAt: notifications.createdAt,
          notifyTransactionAlerts: users.notifyTransactionAlerts,
          notifyCashOutReminders: users.notifyCashOutReminders,
        })
        .from(pushOutbox)
        .innerJoin(notifications, eq(notifications.id, pushOutbox.notificationId))
        .innerJoin(users, eq(users.id, pushOutbox.userId))
        .orderBy(asc(pushOutbox.id))
        .limit(CLAIM_LIMIT)
        .all()
        .filter((r) => !syncInProgress({ db }, r.userId));
      if (rows.length === 0) return new Map();
      tx.delete(pushOutbox)
        .where(
          inArray(
            pushOutbox.id,
            rows.map((r) => r.id),
          ),
        )
        .run();
      const byUser = new Map<number, Notice[]>();
      for (const r of rows) {
        if (!r[r.toggle] || r.createdAt.getTime() < oldest) continue;
        byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
      }
      return byUser;
    },
    { behavior: 'immediate' },
  );
}

/** Sends what waits: one push per user to each of their browsers. Resolves when every send has settled. */
export async function deliverWaitingPushes(deps: PushDeps, options: DeliveryOptions = {}) {
  const batches = [...claimWaiting(deps)];
  let pushes = 0;
  for (let i = 0; i < batches.length; i += PARALLEL_USERS) {
    await Promise.all(
      batches.slice(i, i + PARALLEL_USERS).map(async ([userId, notices]) => {
        const message = pushMessageOf(notices);
        const results = await Promise.all(subscriptionsOf(deps, userId).map((s) => sendTo(deps, s, message, options)));
        pushes += results.filter(Boolean).length;
      }),
    );
  }
  return { users: batches.length, pushes };
}

/** True when the push service took it. */
async function sendTo(deps: PushDeps, sub: PushSubscriptionRow, message: PushMessage, options: DeliveryOptions) {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const maxWait = options.maxRetryWaitMs ?? MAX_RETRY_WAIT_MS;
  for (let attempt = 1; ; attempt++) {
    const outcome = await deps.push.send(sub, message);
    if (outcome.status >= 200 && outcome.status < 300) {
      markDelivered(deps, sub.id);
      return true;
    }
    // Unsubscribed, expired or never usable: the browser subscribes anew (pushsubscriptionchange) if it still can.
    if (outcome.status === 404 || outcome.status === 410 || outcome.unusable) {
      dropSubscription(deps, sub.id);
      console.warn(`[push] ${describe(sub, outcome)}: subscription removed`);
      return false;
    }
    if (outcome.status === 429 && attempt < MAX_ATTEMPTS) {
      const wait = retryAfterMs(outcome.retryAfter, deps.now());
      if (wait <= maxWait) {
        await sleep(wait);
        continue;
      }
    }
    console.warn(`[push] ${describe(sub, outcome)} (attempt ${attempt}): not delivered`);
    return false;
  }
}

/** The push service's origin and answer, and our row's id: never the endpoint's path or the keys. */
function describe(sub: PushSubscriptionRow, outcome: PushOutcome) {
  const origin = URL.canParse(sub.endpoint) ? new URL(sub.endpoint).origin : 'an unreadable endpoint';
  const answer = outcome.status ? `answered ${outcome.status}` : (outcome.error ?? 'failed');
  return `subscription ${sub.id} at ${origin} ${answer}`;
}

/** Retry-After is seconds or an HTTP date (RFC 9110 10.2.3). */
export function retryAfterMs(value: string | null | undefined, now: number): number {
  if (value && /^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = value ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? DEFAULT_RETRY_MS : Math.max(0, at - now);
}
