// The app around the screens in Latin American Spanish (the English, shared/messages/app-shell.ts, is the source):
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

const byCount = pluralIn('es-419');

export const installText: Translation<typeof installTextEn> = {
  label: `Instalar ${PRODUCT_NAME}`,
  pitch: `Agrega ${PRODUCT_NAME} a tu pantalla de inicio.`,
  install: 'Instalar app',
  /** iPhone and iPad Safari have no install prompt: the way to do it by hand. */
  iosHowTo: `Instala ${PRODUCT_NAME}: toca Compartir y luego Agregar a pantalla de inicio`,
  dismiss: 'Ahora no',
};

export const updateText: Translation<typeof updateTextEn> = {
  available: 'Hay una nueva versión disponible',
  reload: 'Recargar',
  dismiss: 'Más tarde',
};

/** Offline: the banner, the screens never saved, the outbox and the writes that need the network. */
export const offlineText: Translation<typeof offlineTextEn> = {
  /** `time` is when the data on screen was fetched ('Hoy, 3:04 p. m.'); its age follows in brackets. */
  banner: (time: string) => `Estás sin conexión - mostrando lo guardado ${time}`,
  age: (ago: string) => `(${ago})`,
  writeDisabled: 'Estás sin conexión',
  notSavedTitle: 'No guardado en este dispositivo',
  notSavedBody:
    'Esta pantalla aún no se abrió en este dispositivo, así que no se guardó nada de ella. ' +
    'Se cargará cuando vuelvas a tener conexión.',
  pending: (n: number) => byCount(n, '1 cambio pendiente', `${n} cambios pendientes`),
  pendingHint: 'Se enviará cuando vuelvas a tener conexión',
  undoneTitle: 'Cambio deshecho',
  undone: (what: string) => `${what}: el servidor rechazó este cambio hecho sin conexión, así que se deshizo.`,
  settingsChange: (fields: string[]) => fields.join(', '),
  markRead: 'Marcar una notificación como leída',
  markAllRead: 'Marcar todas las notificaciones como leídas',
  deleteNotification: 'Eliminar una notificación',
};

export const toastText: Translation<typeof toastTextEn> = {
  errorTitle: 'Error',
};

/** The account menu's links beyond Settings. */
export const menuText: Translation<typeof menuTextEn> = {
  dashboard: 'Panel',
  profile: 'Perfil',
  transactions: 'Movimientos',
  help: 'Ayuda',
  settings: 'Configuración',
  payouts: 'Pagos',
  accountMenu: (name) => `Menú de la cuenta de ${name}`,
};

export const tabBarText: Translation<typeof tabBarTextEn> = {
  label: 'Secciones',
  home: 'Inicio',
  activity: 'Actividad',
  payouts: 'Pagos',
  alerts: 'Avisos',
  settings: 'Ajustes',
  profile: 'Perfil',
  unread: (n) => `, ${byCount(n, '1 sin leer', `${n} sin leer`)}`,
};

/** The settings a queued PATCH /api/user can change, as Settings names them (for the undone toast). */
export const settingLabels: Translation<typeof settingLabelsEn> = {
  autoRoundUpEnabled: 'Redondeos automáticos',
  roundUpMethod: 'Método de redondeo',
  roundUpMultiplier: 'Multiplicador de redondeo',
  weeklyCap: 'Límite semanal',
  investmentChoice: 'Invertir mis redondeos en',
  notifyTransactionAlerts: 'Alertas de movimientos',
  notifyCashOutReminders: 'Recordatorios de retiro',
  notifyCreatorUpdates: 'Novedades de creadores',
  locale: 'Idioma',
  timeZone: 'Zona horaria',
  languageAndTimeZone: 'Idioma y zona horaria',
};
