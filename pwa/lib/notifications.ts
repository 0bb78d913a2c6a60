// The notification bell's data: GET /api/notifications polled every 30 s (SPEC section 9), and the three writes,
// applied on screen at once and put right by the next read if the server disagrees.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_POLL_MS } from '#shared/constants.ts';
import { apiPaths } from '#shared/routes.ts';
import type { Notification, NotificationsResponse } from '#shared/schemas/notifications.ts';
import { apiRequest, getJson } from './api-client.ts';

export const notificationKeys = { all: ['notifications'] as const, list: () => [...notificationKeys.all, 'list'] };

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: () => getJson<NotificationsResponse>(apiPaths.notifications),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });

export const useNotifications = () => useQuery(notificationsQuery());

type Change = { kind: 'read'; id: number } | { kind: 'all' } | { kind: 'delete'; id: number };

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

const send = (change: Change) =>
  change.kind === 'all'
    ? apiRequest('PUT', apiPaths.notificationsMarkAllRead)
    : change.kind === 'read'
      ? apiRequest('PUT', apiPaths.notificationRead(change.id))
      : apiRequest('DELETE', apiPaths.notification(change.id));

/** Mark one read, mark all read, or delete one. */
export function useNotificationChange() {
  const queryClient = useQueryClient();
  const key = notificationKeys.list();
  return useMutation({
    mutationFn: send,
    onMutate: async (change: Change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationsResponse>(key);
      if (before) queryClient.setQueryData(key, applied(before, change));
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
