// 'Download my data', its answers, the notification and the note inside the archive, in Latin American Spanish
// (the English, shared/messages/data-export.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { dataExportText as dataExportTextEn } from '#shared/messages/data-export.ts';

export const dataExportText: Translation<typeof dataExportTextEn> = {
  // Settings > Your data
  title: 'Descargar mis datos',
  intro:
    'Un archivo con todo lo que guardamos sobre ti: tu cuenta, bancos vinculados, movimientos, registro contable, ' +
    'puntos, pagos, notificaciones y más, con tus movimientos y el registro contable en hojas de cálculo (CSV).',
  start: 'Descargar mis datos',
  starting: 'Iniciando...',
  building: (progress: number) => `Preparando tu archivo: ${progress}%`,
  buildingLabel: 'Preparando tu archivo',
  buildingHint: 'Puedes salir de esta página: te avisaremos cuando esté listo.',
  ready: 'Tu archivo está listo.',
  download: 'Descargar',
  expires: (when: string) => `El enlace funciona hasta el ${when}.`,
  expired: 'Tu último archivo expiró. Crea uno nuevo cuando quieras.',
  failed: 'No pudimos preparar tu archivo. Inténtalo de nuevo.',
  again: 'Crear un archivo nuevo',
  loadFailed: 'No se pudieron cargar tus exportaciones.',

  // API answers
  startedBody: 'Estamos preparando tu archivo. Te avisaremos cuando esté listo.',
  alreadyBuilding: 'Tu archivo aún se está preparando: espera a que esté listo para crear otro.',
  tooMany: (perDay: number) =>
    `Creaste ${perDay} archivos en las últimas 24 horas: descarga el más reciente o crea otro mañana.`,
  notFound: 'No se encontró esta exportación.',
  linkExpired: 'Este enlace de descarga expiró. Crea un archivo nuevo en Configuración > Tus datos.',
  linkInvalid: 'Este enlace de descarga no es válido.',

  // The notification (in the app, and a push when the member's Transaction Alerts allow)
  readyTitle: 'Tus datos están listos',
  readyMessage: (days: number) => `Tu archivo está listo para descargar desde Configuración durante ${days} días.`,

  // README.txt inside the archive
  readme: (madeAt: string) =>
    [
      'GiftOrbit: tus datos',
      `Creado: ${madeAt} (UTC).`,
      '',
      'Cada archivo .json contiene un tipo de registro. transactions.csv y ledger.csv se abren en Excel, Numbers y',
      'Google Sheets: las fechas están en ISO 8601 en UTC, los montos en decimales simples (dólares, puntos o',
      'bitcoin en las cuentas "sats:"), y los movimientos conservan la moneda y el monto que envió tu banco.',
      'Nunca se incluyen contraseñas, secretos de inicio de sesión, tokens de sesión, números de tarjeta ni',
      'credenciales bancarias.',
      '',
    ].join('\r\n'),
};
