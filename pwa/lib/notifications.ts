// The notification bell's data: GET /api/notifications polled every 30 s, and the three writes,
// applied on screen at once and put right by the next read if the server disagrees; offline they wait in the
// outbox (./offline/outbox.ts).
import {
  type InfiniteData,
  infiniteQueryOptions,
  onlineManager,
  type QueryClient,
  queryOptions,
  useMutation,
  type UseMutationOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { NOTIFICATIONS_POLL_MS } from '#shared/constants.ts';
import { offlineText } from '#shared/messages/app-shell.ts';
import { apiPaths } from '#shared/routes.ts';
import type { Notification, NotificationsResponse } from '#shared/schemas/notifications.ts';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { apiRequest, getJson } from './api-client.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import {
  idempotencyHeaders,
  othersPending,
  outboxKeys,
  outboxRetry,
  outboxRetryDelay,
  outboxScope,
} from './offline/outbox.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'],
  pages: () => [...notificationKeys.all, 'pages'],
};

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: () => getJson<NotificationsResponse>(apiPaths.notifications),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });

export const useNotifications = () => useQuery(notificationsQuery());

/** The notifications page: GET /api/notifications a page at a time, older pages by `cursor`. */
export const notificationPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.pages(),
    queryFn: ({ pageParam }) =>
      getJson<NotificationsResponse>(
        pageParam ? `${apiPaths.notifications}?cursor=${encodeURIComponent(pageParam)}` : apiPaths.notifications,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

type Pages = InfiniteData<NotificationsResponse, string | null>;

type Change = { kind: 'read'; id: number } | { kind: 'all' } | { kind: 'delete'; id: number };
export type NotificationChange = { change: Change; key: string };

/** The list as it is after `change`, the unread count with it. */
function applied(list: NotificationsResponse, change: Change): NotificationsResponse {
  const unread = (n: Notification) => (n.read ? 0 : 1);
  if (change.kind === 'all') {
    return { ...list, notifications: list.notifications.map((n) => ({ ...n, read: true })), unreadCount: 0 };
  }
  const target = list.notifications.find((n) => n.id === change.id);
  if (!target) return list;
  const notifications =
    change.kind === 'read'
      ? list.notifications.map((n) => (n.id === change.id ? { ...n, read: true } : n))
      : list.notifications.filter((n) => n.id !== change.id);
  return { ...list, notifications, unreadCount: Math.max(0, list.unreadCount - unread(target)) };
}

const send = ({ change, key }: NotificationChange) => {
  const options = idempotencyHeaders(key);
  return change.kind === 'all'
    ? apiRequest('PUT', apiPaths.notificationsMarkAllRead, undefined, options)
    : change.kind === 'read'
      ? apiRequest('PUT', apiPaths.notificationRead(change.id), undefined, options)
      : apiRequest('DELETE', apiPaths.notification(change.id), undefined, options);
};

const undoneText = { read: offlineText.markRead, all: offlineText.markAllRead, delete: offlineText.deleteNotification };

/** A change to the list as an outbox change: applied at once, sent with its Idempotency-Key, undone if refused. */
export function notificationChangeOptions(
  queryClient: QueryClient,
): UseMutationOptions<unknown, Error, NotificationChange, { queued: boolean }> {
  const key = notificationKeys.list();
  /** The lists as the server says, with the changes still waiting laid over it (a refetch would drop them). */
  const settle = (settling: string) => {
    const waiting = othersPending<NotificationChange>(queryClient, outboxKeys.notifications(), settling);
    if (waiting.length === 0) return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };
  return {
    mutationKey: outboxKeys.notifications(),
    scope: outboxScope,
    retry: outboxRetry,
    retryDelay: outboxRetryDelay,
    mutationFn: send,
    onMutate: async ({ change }) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const before = queryClient.getQueryData<NotificationsResponse>(key);
      if (before) queryClient.setQueryData(key, applied(before, change));
      // The notifications page shows the same notifications a page at a time.
      queryClient.setQueryData<Pages>(
        notificationKeys.pages(),
        (pages) => pages && { ...pages, pages: pages.pages.map((page) => applied(page, change)) },
      );
      return { queued: !onlineManager.isOnline() };
    },
    onError: (_error, { change }, context) => {
      // The next read puts the list right; a change made offline also says what was undone.
      if (context?.queued) {
        const description = offlineText.undone(undoneText[change.kind]);
        toast({ title: offlineText.undoneTitle, description, variant: 'destructive' });
      }
    },
    onSettled: (_data, _error, { key: settling }) => settle(settling),
  };
}

/** Mark one read, mark all read, or delete one. */
export function useNotificationChange() {
  const queryClient = useQueryClient();
  const mutation = useMutation(notificationChangeOptions(queryClient));
  return { mutate: (change: Change) => mutation.mutate({ change, key: newIdempotencyKey() }) };
}
