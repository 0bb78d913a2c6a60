// The app around the screens in Brazilian Portuguese (the English, shared/messages/app-shell.ts, is the source):
// installing it, updating it, and working offline.
import { pluralIn } from '#shared/i18n/plural.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  installText as installTextEn,
  menuText as menuTextEn,
  tabBarText as tabBarTextEn,
  offlineText as offlineTextEn,
  settingLabels as settingLabelsEn,
  toastText as toastTextEn,
  updateText as updateTextEn,
} from '#shared/messages/app-shell.ts';

const byCount = pluralIn('pt-BR');

export const installText: Translation<typeof installTextEn> = {
  label: `Instalar o ${PRODUCT_NAME}`,
  pitch: `Adicione o ${PRODUCT_NAME} à sua tela de início.`,
  install: 'Instalar app',
  /** iPhone and iPad Safari have no install prompt: the way to do it by hand. */
  iosHowTo: `Instale o ${PRODUCT_NAME}: toque em Compartilhar e depois em Adicionar à Tela de Início`,
  dismiss: 'Agora não',
};

export const updateText: Translation<typeof updateTextEn> = {
  available: 'Há uma nova versão disponível',
  reload: 'Recarregar',
  dismiss: 'Mais tarde',
};

/** Offline: the banner, the screens never saved, the outbox and the writes that need the network. */
export const offlineText: Translation<typeof offlineTextEn> = {
  /** `time` is when the data on screen was fetched ('Hoje, 15:04'); its age follows in brackets. */
  banner: (time: string) => `Você está off-line - mostrando o que foi salvo ${time}`,
  age: (ago: string) => `(${ago})`,
  writeDisabled: 'Você está off-line',
  notSavedTitle: 'Não salvo neste dispositivo',
  notSavedBody:
    'Esta tela ainda não foi aberta neste dispositivo, então nada dela foi salvo. ' +
    'Ela vai carregar quando você voltar a ficar on-line.',
  pending: (n: number) => byCount(n, '1 alteração pendente', `${n} alterações pendentes`),
  pendingHint: 'Será enviada quando você voltar a ficar on-line',
  undoneTitle: 'Alteração desfeita',
  undone: (what: string) => `${what}: o servidor recusou esta alteração feita off-line, então ela foi desfeita.`,
  settingsChange: (fields: string[]) => fields.join(', '),
  markRead: 'Marcar uma notificação como lida',
  markAllRead: 'Marcar todas as notificações como lidas',
  deleteNotification: 'Excluir uma notificação',
};

export const toastText: Translation<typeof toastTextEn> = {
  errorTitle: 'Erro',
};

/** The account menu's links beyond Settings. */
export const menuText: Translation<typeof menuTextEn> = {
  dashboard: 'Painel',
  profile: 'Perfil',
  transactions: 'Transações',
  help: 'Ajuda',
  settings: 'Configurações',
  payouts: 'Pagamentos',
  accountMenu: (name) => `Menu da conta de ${name}`,
};

export const tabBarText: Translation<typeof tabBarTextEn> = {
  label: 'Seções',
  home: 'Início',
  activity: 'Atividade',
  payouts: 'Pagamentos',
  alerts: 'Avisos',
  settings: 'Ajustes',
  profile: 'Perfil',
  unread: (n) => `, ${byCount(n, '1 não lido', `${n} não lidos`)}`,
};

/** The settings a queued PATCH /api/user can change, as Settings names them (for the undone toast). */
export const settingLabels: Translation<typeof settingLabelsEn> = {
  autoRoundUpEnabled: 'Arredondamentos automáticos',
  roundUpMethod: 'Forma de arredondamento',
  roundUpMultiplier: 'Multiplicador de arredondamento',
  weeklyCap: 'Limite semanal',
  investmentChoice: 'Investir meus arredondamentos em',
  notifyTransactionAlerts: 'Alertas de transações',
  notifyCashOutReminders: 'Lembretes de saque',
  notifyCreatorUpdates: 'Novidades de criadores',
  locale: 'Idioma',
  timeZone: 'Fuso horário',
  languageAndTimeZone: 'Idioma e fuso horário',
};
