// Push delivery: the notices notify() queued in push_outbox go out once the work that wrote them has committed and
// ended, as one push per user per run, whatever their number (a sync of 50 purchases is one push). It runs on its own
// clock (api/jobs/push-jobs.ts), so it never fails or slows the request or job that notified; a failure is logged
// with the push service's origin only, never the endpoint's path (the secret that addresses the browser).
// A run never waits on one browser's push service: every due browser is sent to, a few at a time, each
// with a short timeout, and a 429, a 5xx or no answer puts that browser's push back in the outbox with a not-before
// time (the service's Retry-After, capped, or our backoff) for a later run. Nothing sleeps inside a run.
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, max, or } from 'drizzle-orm';
import pMap from 'p-map';
import type { PushToggle } from '#shared/constants.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Db } from '#db/index.ts';
import { notifications, pushOutbox, pushSubscriptions, users } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import type { PushMessage, PushOutcome } from '#api/providers/push/push-provider.ts';
import { syncInProgress } from '#api/services/banking/sync.ts';
import { type Notice, PUSH_TTL_SECONDS, pushMessageOf } from './payload.ts';
import { dropSubscription, markDelivered, type PushSubscriptionRow, subscriptionsOf } from './subscriptions.ts';
import { write } from '#db/unit-of-work.ts';

export type PushDeps = Pick<Deps, 'db' | 'now' | 'push'>;

/** Tries of one push to one browser (the first and the retries); after the last it is dropped with one log line. */
export const MAX_ATTEMPTS = 5;
/**
 * The longest a Retry-After is honoured: a longer one (some services ask for an hour or a day) is cut to this, so the
 * push still arrives while it means something; a service still refusing then costs one more of MAX_ATTEMPTS.
 */
const MAX_RETRY_AFTER_MS = 10 * 60_000;
/** A 5xx or no answer, without a Retry-After: 5 s, then 20 s, 80 s and 320 s (about 7 minutes over 5 tries). */
const BACKOFF_MS = 5_000;
const BACKOFF_FACTOR = 4;
/**
 * A push service that has not answered by then counts as a failed try, retried by a later run: one browser's push
 * service never holds the others'. (The provider aborts its fetch at the same 10 s; this bounds the run whatever
 * the provider does.)
 */
const SEND_TIMEOUT_MS = 10_000;
/** Outbox rows claimed per run; the rest wait for the next. */
const CLAIM_LIMIT = 500;
/** Browsers sent to at once: a run of n browsers takes at most ceil(n / 8) x SEND_TIMEOUT_MS. */
const PARALLEL_SENDS = 8;

/** Members whose job steps are under way, per database, with how many: their pushes wait until the last ends. */
const holds = new WeakMap<Db, Map<number, number>>();

/**
 * Runs `work` (one member's job step) with that member's deliveries held, so what it notifies goes out as one push
 * once it has ended. Only theirs: every other member's pushes go on going out meanwhile.
 */
export async function holdingPushes<T>(deps: Pick<Deps, 'db'>, userId: number, work: () => Promise<T>): Promise<T> {
  let held = holds.get(deps.db);
  if (!held) holds.set(deps.db, (held = new Map()));
  held.set(userId, (held.get(userId) ?? 0) + 1);
  try {
    return await work();
  } finally {
    const left = held.get(userId)! - 1;
    if (left === 0) held.delete(userId);
    else held.set(userId, left);
  }
}
/** Whether the member's pushes wait: a job step or a sync of theirs is under way. */
const pushesHeld = (deps: Pick<Deps, 'db'>, userId: number) =>
  (holds.get(deps.db)?.has(userId) ?? false) || syncInProgress(deps, userId);

type Waiting = Notice & { notificationId: number; toggle: PushToggle; locale: Locale };
/** One browser's push in this run: its notices (oldest first) and the tries it already had. */
type Delivery = { sub: PushSubscriptionRow; notices: Waiting[]; attempts: number };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes what is due off the outbox, as each browser's notices that the user's settings still allow and that are under
 * a day old: the user's new notices, and the retries for that browser. A user whose sync or other job step is under
 * way keeps theirs there until it ends. A browser still waiting out a retry gets its new notices added to that retry
 * instead.
 */
function claimDue({ db, now }: Pick<Deps, 'db' | 'now'>): Delivery[] {
  const at = new Date(now());
  const oldest = at.getTime() - PUSH_TTL_SECONDS * 1000;
  return write(db, (tx) => {
    const rows = tx
      .select({
        id: pushOutbox.id,
        userId: pushOutbox.userId,
        toggle: pushOutbox.toggle,
        subscriptionId: pushOutbox.subscriptionId,
        attempts: pushOutbox.attempts,
        notificationId: notifications.id,
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        data: notifications.data,
        createdAt: notifications.createdAt,
        notifyTransactionAlerts: users.notifyTransactionAlerts,
        notifyCashOutReminders: users.notifyCashOutReminders,
        locale: users.locale,
      })
      .from(pushOutbox)
      .innerJoin(notifications, eq(notifications.id, pushOutbox.notificationId))
      .innerJoin(users, eq(users.id, pushOutbox.userId))
      .where(or(isNull(pushOutbox.notBefore), lte(pushOutbox.notBefore, at)))
      .orderBy(asc(pushOutbox.id))
      .limit(CLAIM_LIMIT)
      .all()
      .filter((r) => !pushesHeld({ db }, r.userId));
    if (rows.length === 0) return [];
    tx.delete(pushOutbox)
      .where(
        inArray(
          pushOutbox.id,
          rows.map((r) => r.id),
        ),
      )
      .run();
    const byUser = new Map<number, typeof rows>();
    for (const r of rows) {
      if (!r[r.toggle] || r.createdAt.getTime() < oldest) continue;
      byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
    }
    const later = retriesWaiting(tx, at);
    const deliveries: Delivery[] = [];
    for (const [userId, mine] of byUser) {
      // A retry row for a browser the user no longer has (removed, or moved to another account) is dropped here.
      for (const sub of subscriptionsOf({ db }, userId)) {
        const forSub = mine.filter((r) => r.subscriptionId === null || r.subscriptionId === sub.id);
        if (forSub.length === 0) continue;
        const notices = [...new Map(forSub.map((r) => [r.notificationId, r])).values()].sort(
          (a, b) => a.notificationId - b.notificationId,
        );
        const retry = later.get(sub.id);
        if (retry) requeue(tx, sub, notices, retry.attempts, retry.notBefore);
        else deliveries.push({ sub, notices, attempts: Math.max(...forSub.map((r) => r.attempts)) });
      }
    }
    return deliveries;
  });
}

/** Browsers with a retry not yet due: when, and how many tries it has had. */
function retriesWaiting(tx: Tx, at: Date) {
  const rows = tx
    .select({
      subscriptionId: pushOutbox.subscriptionId,
      notBefore: max(pushOutbox.notBefore),
      attempts: max(pushOutbox.attempts),
    })
    .from(pushOutbox)
    .where(and(isNotNull(pushOutbox.subscriptionId), gt(pushOutbox.notBefore, at)))
    .groupBy(pushOutbox.subscriptionId)
    .all();
  return new Map(rows.map((r) => [r.subscriptionId!, { notBefore: r.notBefore!, attempts: r.attempts ?? 0 }]));
}

/** Puts a push back for this one browser, due at `notBefore`; not if the browser or the notices have gone meanwhile. */
function requeue(tx: Tx, sub: PushSubscriptionRow, notices: Waiting[], attempts: number, notBefore: Date) {
  const stillTheirs = tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, sub.id), eq(pushSubscriptions.userId, sub.userId)))
    .get();
  if (!stillTheirs) return;
  const ids = notices.map((n) => n.notificationId);
  const kept = new Set(
    tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, ids))
      .all()
      .map((r) => r.id),
  );
  const rows = notices
    .filter((n) => kept.has(n.notificationId))
    .map((n) => ({ notificationId: n.notificationId, userId: sub.userId, toggle: n.toggle }))
    .map((r) => ({ ...r, subscriptionId: sub.id, attempts, notBefore }));
  if (rows.length > 0) tx.insert(pushOutbox).values(rows).run();
}

/**
 * Sends what is due: one push per user to each of their browsers, PARALLEL_SENDS at a time. Resolves when every send
 * has settled or timed out; a push a browser's service did not take waits in the outbox for a later run.
 */
export async function deliverWaitingPushes(deps: PushDeps) {
  const deliveries = claimDue(deps);
  const sent = await pMap(deliveries, (d) => deliver(deps, d), { concurrency: PARALLEL_SENDS, stopOnError: false });
  const pushes = sent.filter(Boolean).length;
  return { users: new Set(deliveries.map((d) => d.sub.userId)).size, pushes };
}

/** True when the push service took it. */
async function deliver(deps: PushDeps, { sub, notices, attempts }: Delivery) {
  const outcome = await sendWithin(deps, sub, pushMessageOf(notices, notices[0]!.locale));
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
  const attempt = attempts + 1;
  const retryable = outcome.status === 429 || outcome.status >= 500 || outcome.status === 0;
  if (retryable && attempt < MAX_ATTEMPTS) {
    const now = deps.now();
    const wait = retryWaitMs(outcome, attempt, now);
    write(deps.db, (tx) => requeue(tx, sub, notices, attempt, new Date(now + wait)));
    return false;
  }
  console.warn(`[push] ${describe(sub, outcome)} (attempt ${attempt} of ${MAX_ATTEMPTS}): not delivered, dropped`);
  return false;
}

/** The provider's answer, or 'timed out' after SEND_TIMEOUT_MS (its request may still end later: it is ignored). */
async function sendWithin(deps: PushDeps, sub: PushSubscriptionRow, message: PushMessage): Promise<PushOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<PushOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ status: 0, error: 'timed out' }), SEND_TIMEOUT_MS);
  });
  try {
    const sent = deps.push.send(sub, message).catch(() => ({ status: 0, error: 'send failed' }));
    return await Promise.race([sent, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** The push service's Retry-After up to MAX_RETRY_AFTER_MS, else our backoff for this attempt. */
function retryWaitMs(outcome: PushOutcome, attempt: number, now: number) {
  const asked = retryAfterMs(outcome.retryAfter, now);
  return Math.min(asked ?? BACKOFF_MS * BACKOFF_FACTOR ** (attempt - 1), MAX_RETRY_AFTER_MS);
}

/** The push service's origin and answer, and our row's id: never the endpoint's path or the keys. */
function describe(sub: PushSubscriptionRow, outcome: PushOutcome) {
  const origin = URL.canParse(sub.endpoint) ? new URL(sub.endpoint).origin : 'an unreadable endpoint';
  const answer = outcome.status ? `answered ${outcome.status}` : (outcome.error ?? 'failed');
  return `subscription ${sub.id} at ${origin} ${answer}`;
}

/** Retry-After is seconds or an HTTP date (RFC 9110 10.2.3); undefined when absent or unreadable. */
export function retryAfterMs(value: string | null | undefined, now: number): number | undefined {
  if (value && /^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = value ? Date.parse(value) : NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
