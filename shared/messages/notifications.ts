// The notification bell and panel.
import { notifications } from './screens.ts';

export const notificationsText = {
  bellLabel: (unread: number) => (unread ? `Notifications, ${unread} unread` : 'Notifications'),
  title: 'Notifications',
  /** The product's wording, kept in ./screens.ts with the other screen texts. */
  empty: notifications.empty,
  markAllRead: 'Mark all read',
  // Where the spec is silent: our own words, kept here too.
  markRead: 'Mark as read',
  delete: 'Delete notification',
  loadMore: 'Show older',
  // The full list, paged like the API.
  seeAll: 'See all notifications',
  pageDescription: 'Everything we told you, newest first. Open one to go to what it is about.',
  loadingMore: 'Loading older notifications...',
  loadFailed: 'Could not load your notifications.',
  /** The badge is capped at 99+. */
  badge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
} as const;
