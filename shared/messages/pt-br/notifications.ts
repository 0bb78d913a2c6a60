// The notification bell and panel in Brazilian Portuguese (the English, shared/messages/notifications.ts, is the
// source).
import { pluralIn } from '#shared/i18n/plural.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { notificationsText as notificationsTextEn } from '#shared/messages/notifications.ts';
import { notifications } from '#shared/messages/pt-br/screens.ts';

const byCount = pluralIn('pt-BR');

export const notificationsText: Translation<typeof notificationsTextEn> = {
  bellLabel: (unread: number) =>
    unread ? `Notificações, ${unread} ${byCount(unread, 'não lida', 'não lidas')}` : 'Notificações',
  title: 'Notificações',
  empty: notifications.empty,
  markAllRead: 'Marcar todas como lidas',
  markRead: 'Marcar como lida',
  delete: 'Excluir notificação',
  loadMore: 'Ver anteriores',
  seeAll: 'Ver todas as notificações',
  pageDescription: 'Tudo o que avisamos a você, as mais recentes primeiro. Abra uma para ver do que se trata.',
  loadingMore: 'Carregando notificações anteriores...',
  loadFailed: 'Não foi possível carregar suas notificações.',
  /** The badge is capped at 99+. */
  badge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
};
