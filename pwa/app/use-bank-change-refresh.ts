// A bank linked, unlinked or synced changes what several features show, and features do not know each other's
// data. Each refreshes its own; the screens that compose them refresh the rest with these. Money the server moved
// on its own (a sync's import, a sweep, a payout) is told as a notification: when the bell's list brings a new
// one, every money screen is refreshed, so nothing waits for a reload.
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { NotificationType } from '#shared/constants.ts';
import { notificationKeys, useNotifications } from '#pwa/lib/notifications.ts';
import { portfolioKeys } from '#pwa/lib/portfolio.ts';
import { bankAccountsKeys } from '#pwa/features/banking/api/bank-accounts.ts';
import { achievementsKeys } from '#pwa/features/dashboard/api/achievements.ts';
import { activityKeys } from '#pwa/features/dashboard/api/activity.ts';
import { statsKeys } from '#pwa/features/dashboard/api/stats.ts';
import { payoutsKeys } from '#pwa/features/payouts/api/payouts.ts';
import { transactionsKeys } from '#pwa/features/transactions/api/transactions.ts';

/** Notifications of money that moved: a new one means the money screens are out of date. */
const MONEY_NEWS: ReadonlySet<NotificationType> = new Set<NotificationType>([
  'transaction_pulled',
  'tiktok_purchase',
  'round_up',
  'investment',
  'achievement',
  'referral',
  'payout',
  'bank_added',
  'bank_unlinked',
]);

/** What a money event can change. */
const MONEY_KEYS: QueryKey[] = [
  transactionsKeys.all,
  statsKeys.all,
  portfolioKeys.all,
  activityKeys.all,
  achievementsKeys.all,
  bankAccountsKeys.all,
  payoutsKeys.all,
];

/**
 * After a link, the import runs on the server and says so in a notification: the bell's list is read again at
 * these moments (ms) instead of waiting for its 30-second poll.
 */
export const AFTER_LINK_CHECKS_MS = [1_500, 4_000, 8_000, 15_000, 30_000] as const;

export function useBankChangeRefresh() {
  const queryClient = useQueryClient();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  // Not awaited: the screens refresh on their own.
  const invalidate = useCallback(
    (keys: QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );
  const { data } = useNotifications();
  // News is what happened since the screen opened (its own data was read then): a list kept from before, in the
  // saved cache or from another screen, holds notices the screen's data already shows.
  const openedAt = useRef(Date.now());
  const handled = useRef(0);
  useEffect(() => {
    const news = (data?.notifications ?? []).filter(
      (n) => MONEY_NEWS.has(n.type) && n.id > handled.current && Date.parse(n.createdAt) > openedAt.current,
    );
    if (news.length === 0) return;
    handled.current = Math.max(...news.map((n) => n.id));
    invalidate(MONEY_KEYS);
  }, [data, invalidate]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return {
    /** After banking refreshed the user and the accounts: every money screen now, and again once the import is in. */
    linkChanged: () => {
      invalidate(MONEY_KEYS);
      timers.current.forEach(clearTimeout);
      timers.current = AFTER_LINK_CHECKS_MS.map((ms) => setTimeout(() => invalidate([notificationKeys.all]), ms));
    },
    /** After transactions refreshed its list and the debug data (a Refresh, a test purchase): the rest. */
    synced: () => invalidate(MONEY_KEYS),
  };
}
