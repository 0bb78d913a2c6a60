// The Settings screen in Latin American Spanish (the English, shared/messages/settings-page.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { settingsPage as english } from '#shared/messages/settings-page.ts';

export const settingsPage: Translation<typeof english> = {
  changePasswordErrorTitle: 'Error',
  changePasswordFailed: 'No se pudo cambiar la contraseña',
  passwordChangedTitle: 'Contraseña cambiada',
  passwordChangedBody: 'Tu contraseña se cambió correctamente.',
  title: 'Configuración',
  accountInfo: 'Información de la cuenta',
  security: 'Seguridad',
  roundUps: 'Preferencias de redondeo',
  notifications: 'Notificaciones',
  name: 'Nombre',
  email: 'Correo electrónico',
  username: 'Nombre de usuario',
  accountType: 'Tipo de cuenta',
  gifter: 'Donador',
  creator: 'Creador',
  autoRoundUpsHint: 'Redondea cada compra de monedas y aparta el cambio para invertirlo.',
  nextDollar: 'Al siguiente dólar',
  nextDollarHint: 'US$3.49 se vuelve US$4.00: se invierten 51¢',
  nearestFive: 'A los US$5 más cercanos',
  nearestFiveHint: 'US$3.49 se vuelve US$5.00: se invierten US$1.51',
  transactionAlertsHint: 'Cuando encontramos una compra de monedas o la redondeamos.',
  cashOutRemindersHint: 'Cuando cambia el estado de tus puntos o retiros.',
  creatorUpdatesHint: 'Novedades del creador que apoyas.',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  confirmNewPassword: 'Confirma la nueva contraseña',
  changePassword: 'Cambiar contraseña',
  changingPassword: 'Cambiando...',
};
