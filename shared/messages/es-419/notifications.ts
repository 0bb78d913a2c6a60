// The notification bell and panel in Latin American Spanish (the English, shared/messages/notifications.ts, is the
// source).
import type { Translation } from '#shared/i18n/catalog.ts';
import { notifications } from '#shared/messages/es-419/screens.ts';
import type { notificationsText as notificationsTextEn } from '#shared/messages/notifications.ts';

export const notificationsText: Translation<typeof notificationsTextEn> = {
  bellLabel: (unread: number) => (unread ? `Notificaciones, ${unread} sin leer` : 'Notificaciones'),
  title: 'Notificaciones',
  empty: notifications.empty,
  markAllRead: 'Marcar todas como leídas',
  markRead: 'Marcar como leída',
  delete: 'Eliminar notificación',
  loadMore: 'Ver anteriores',
  seeAll: 'Ver todas las notificaciones',
  pageDescription: 'Todo lo que te avisamos, lo más reciente primero. Abre una para ir a lo que trata.',
  loadingMore: 'Cargando notificaciones anteriores...',
  loadFailed: 'No se pudieron cargar tus notificaciones.',
  /** The badge is capped at 99+. */
  badge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
};
