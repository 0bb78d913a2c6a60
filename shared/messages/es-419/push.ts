// Web push in Latin American Spanish (the English, shared/messages/push.ts, is the source): the settings switch,
// the server's answers and the worker's fallback.
import { pluralIn } from '#shared/i18n/plural.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  pushApiText as pushApiTextEn,
  pushMessageText as pushMessageTextEn,
  pushText as pushTextEn,
} from '#shared/messages/push.ts';

const byCount = pluralIn('es-419');

export const pushText: Translation<typeof pushTextEn> = {
  label: 'Notificaciones push en este dispositivo',
  description: `Tus alertas en este dispositivo, aunque ${PRODUCT_NAME} esté cerrado.`,
  unsupported: 'Este navegador no puede mostrar notificaciones push.',
  /** iPhone and iPad: push only reaches a web app opened from the home screen (iOS 16.4 and later). */
  iosInstallFirst:
    `En iPhone y iPad, las notificaciones push necesitan ${PRODUCT_NAME} en tu pantalla de inicio: toca Compartir, ` +
    `luego Agregar a inicio, y abre ${PRODUCT_NAME} desde ahí para activarlas.`,
  denied:
    `Las notificaciones de ${PRODUCT_NAME} están bloqueadas en este navegador. Permítelas en la configuración del ` +
    'sitio (el ícono junto a la dirección, o Configuración > Notificaciones en tu teléfono) y vuelve a ' +
    'activarlas aquí.',
  turnOnFailed: 'No se pudieron activar las notificaciones push. Inténtalo de nuevo.',
  /** The browser's push service never answered (a phone without signal): the switch is free to try again. */
  turnOnTimedOut: 'Activar las notificaciones push tardó demasiado. Revisa tu conexión e inténtalo de nuevo.',
  turnOffFailed: 'No se pudieron desactivar las notificaciones push. Inténtalo de nuevo.',
  turnedOn: 'Las notificaciones push están activadas en este dispositivo.',
  turnedOff: 'Las notificaciones push están desactivadas en este dispositivo.',
};

/** What the API answers about subscriptions. */
export const pushApiText: Translation<typeof pushApiTextEn> = {
  endpointInvalid: 'endpoint debe ser la URL https:// de un servicio push',
  endpointPort: 'endpoint debe ser un servicio push en el puerto de https:// (443), sin ningún otro puerto',
  endpointPrivate:
    'endpoint debe ser un servicio push en internet: no una dirección IP, esta máquina ni una red privada',
  p256dhInvalid: 'keys.p256dh debe ser una clave pública P-256 en base64url (65 bytes)',
  authInvalid: 'keys.auth debe ser un secreto de autenticación en base64url (16 bytes)',
  endpointTaken: 'Esta suscripción push pertenece a otra cuenta',
  notFound: 'Esta cuenta no tiene esa suscripción push',
};

/** The push itself: a batch reads as its newest notice, plus how many others came with it. */
export const pushMessageText: Translation<typeof pushMessageTextEn> = {
  more: (n: number) => byCount(n, '(+1 novedad más)', `(+${n} novedades más)`),
  /** Shown when a push arrives that the worker cannot read: a push must always show something. */
  fallbackTitle: PRODUCT_NAME,
  fallbackBody: `Tienes una novedad en ${PRODUCT_NAME}.`,
};
