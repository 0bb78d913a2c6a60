// Linking, refreshing and unlinking a bank in Latin American Spanish (the English, shared/messages/banking.ts, is
// the source): the connect dialog, the linked accounts, the debug screen.
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  bankAccountsText as bankAccountsTextEn,
  bankCode as bankCodeEn,
  bankDialog as bankDialogEn,
  banking as bankingEn,
  bankLinkMessages as bankLinkMessagesEn,
  debugScreen as debugScreenEn,
} from '#shared/messages/banking.ts';

/** Country names (the English ones, as stored) that Spanish writes otherwise. */
const COUNTRY_NAMES: Partial<Record<string, string>> = {
  USA: 'Estados Unidos',
  Canada: 'Canadá',
  Mexico: 'México',
  Brazil: 'Brasil',
};

export const bankDialog: Translation<typeof bankDialogEn> = {
  introTitle: 'Conecta tu cuenta bancaria',
  securityTitle: 'Seguridad de nivel bancario',
  securityBody: 'El cifrado de 256 bits protege tus datos',
  readOnlyTitle: 'Acceso de solo lectura',
  readOnlyBody: 'solo podemos ver movimientos, nunca mover dinero',
  connectorTitle: 'Quién conecta tu banco',
  trustedBelvo: 'Con la tecnología de Belvo, de confianza en toda América Latina',
  trustedFinicity: 'Con la tecnología de Finicity, usada por miles de apps financieras',
  connectBank: 'Conectar banco',
  connectAccount: 'Conectar cuenta',
  settingUp: 'Preparando...',
  chooseBank: 'Elige tu banco',
  username: 'Usuario de banca en línea',
  password: 'Contraseña de banca en línea',
  credentialsNote:
    'Tus credenciales se cifran y solo se usan para conectar tu cuenta. Nunca guardamos tus contraseñas bancarias.',
  back: 'Atrás',
  connecting: 'Conectando...',
  popupWaiting: 'Completa la conexión en la ventana emergente...',
  popupAutoUpdate: 'Esta ventana se actualizará automáticamente al terminar',
  successTitle: '¡Cuenta bancaria conectada con éxito!',
  successComplete: '¡Conexión completa!',
  importing: 'Trayendo tus movimientos...',
  importLater: 'Tus movimientos están en camino. Te avisaremos cuando lleguen.',
  seeThem: 'Verlos',
  done: 'Listo',
  institutionsErrorTitle: 'Error',
  institutionsErrorBody: 'No se pudieron cargar los bancos',
  setupFailedTitle: 'No se pudo iniciar',
  setupFailedBody: (reason: string) => `No se pudo iniciar la conexión con el banco: ${reason}`,
  unknownServerError: 'Error desconocido del servidor',
  connectionFailedTitle: 'No se pudo conectar',
  linkFailedBody: (reason: string) => `No se pudo conectar la cuenta bancaria: ${reason}`,
  connectedTitle: '¡Cuenta bancaria conectada!',
  linkedBank: (bank: string) => `Vinculaste tu cuenta de ${bank} con éxito`,
  linkedAccount: (name: string) => `Vinculaste ${name} con éxito`,
  callbackFailedBody: (message: string) => `No se pudo completar la conexión de la cuenta bancaria: ${message}`,
  unknownError: 'Error desconocido',
  userNotLoadedTitle: 'Error',
  userNotLoadedBody: 'No se cargó la información del usuario',
  credentialsTitle: (country: string) => `Conecta tu banco en ${COUNTRY_NAMES[country] ?? country}`,
  bankLabel: 'Banco',
  loadingBanks: 'Cargando bancos...',
  sandboxTitle: 'Modo de prueba',
  sandboxBody: (username: string, password: string) =>
    `No se usa ningún banco real. Inicia sesión con el usuario ${username} y la contraseña ${password}.`,
  cancel: 'Cancelar',
  otherCountries: 'Otros países',
  popupHidden: '¿No ves la ventana emergente?',
  openPopupAgain: 'Volver a abrirla',
};

export const bankCode: Translation<typeof bankCodeEn> = {
  title: 'Ingresa el código de tu banco',
  body: (bank: string) => `${bank} te envió un código de un solo uso. Ingrésalo para terminar de vincular tu cuenta.`,
  label: 'Código de un solo uso',
  submit: 'Verificar código',
  verifying: 'Verificando...',
  sandboxHint: (code: string) => `No se usa ningún banco real. El código es ${code}.`,
  required: 'Ingresa el código que te envió tu banco.',
  tooLong: 'Ese código es demasiado largo. Revísalo e inténtalo de nuevo.',
  // The server's answers (both the real client and the sandbox).
  tokenRequired: 'Tu banco pide un código de un solo uso. Ingresa el código que te envió para terminar la vinculación.',
  invalidToken: 'No se aceptó ese código. Revísalo e inténtalo de nuevo.',
  expired:
    'La solicitud del código de un solo uso venció. Vuelve a iniciar sesión en tu banco para recibir otro código.',
};

export const bankLinkMessages: Translation<typeof bankLinkMessagesEn> = {
  invalidCredentials: 'El usuario o la contraseña no son correctos. Revísalos e inténtalo de nuevo.',
  tokenRequired: bankCode.tokenRequired,
  invalidToken: bankCode.invalidToken,
  tokenExpired: bankCode.expired,
  unknownLink: 'Esta conexión bancaria ya no existe. Vuelve a conectar tu banco.',
};

export const bankAccountsText: Translation<typeof bankAccountsTextEn> = {
  settingsTitle: 'Cuenta bancaria',
  connectedBadge: 'Banco conectado',
  empty: 'Vincula una cuenta bancaria con acceso de solo lectura y encontraremos tus compras de monedas por ti.',
  primary: 'Principal',
  active: 'Activa',
  inactive: 'Inactiva',
  needsAttention: 'Requiere atención',
  needsAttentionHint:
    'Esta conexión dejó de funcionar (cambió la contraseña o venció el consentimiento). ' +
    'Vuelve a conectar el banco para que tus redondeos sigan.',
  accountNumber: (last4: string) => `•••• ${last4}`,
  accountNumberLabel: (last4: string) => `Cuenta terminada en ${last4}`,
  unlink: 'Desvincular',
  unlinkLabel: (name: string) => `Desvincular ${name}`,
  unlinkTitle: '¿Desvincular esta cuenta bancaria?',
  unlinkBody: (name: string) =>
    `Dejaremos de sincronizar ${name}. Tu historial de movimientos, tus redondeos y tus puntos se conservan.`,
  unlinking: 'Desvinculando...',
  cancel: 'Cancelar',
  unlinkFailedTitle: 'No se pudo desvincular',
  unlinkFailedBody: 'No se pudo desvincular la cuenta bancaria. Inténtalo de nuevo.',
  loadFailed: 'No se pudieron cargar tus cuentas bancarias.',
};

export const banking: Translation<typeof bankingEn> = {
  addedTitle: '¡Cuenta bancaria conectada!',
  addedBody: (name: string) => `Vinculamos ${name} con acceso de solo lectura. Ya estamos obteniendo tus movimientos.`,
  unlinkedTitle: 'Cuenta bancaria desvinculada',
  unlinkedBody: (name: string) => `${name} ya no se sincroniza. Sus movimientos anteriores siguen en tu historial.`,
  attentionTitle: 'Tu banco requiere atención',
  attentionBody: (name: string) =>
    `No pudimos sincronizar ${name}. Vuelve a conectar la cuenta para que sigan llegando tus redondeos.`,
  noConnection: 'No hay ninguna cuenta bancaria conectada',
  accountNotFound: 'No se encontró la cuenta bancaria',
  syncFailed: 'No se pudieron actualizar los datos de la cuenta. Inténtalo de nuevo.',
  refreshTooSoon: (seconds: number) => `Tu cuenta se actualizó hace un momento. Vuelve a actualizarla en ${seconds} s.`,
  providerUnavailable: 'El servicio de conexión bancaria no está disponible. Inténtalo de nuevo en unos minutos.',
  mustBeText: 'Este campo debe ser texto',
  isPrimaryInvalid: 'isPrimary debe ser true o false',
  // One real bank account earns on one GiftOrbit account only.
  linkedElsewhere:
    'Esta cuenta bancaria ya está vinculada a otra cuenta de GiftOrbit, y una cuenta bancaria solo puede ganar ' +
    'recompensas en una cuenta de GiftOrbit. Si es tuya, contacta a soporte y lo resolveremos.',
  contactSupport: 'Contactar a soporte',
};

export const debugScreen: Translation<typeof debugScreenEn> = {
  refreshInfo: 'Actualizar info de depuración',
  refreshAccount: 'Actualizar cuenta y obtener movimientos',
  refreshFailedTitle: 'No se pudo actualizar',
  refreshFailedBody: 'No se pudo actualizar la cuenta',
  refreshedTitle: 'Cuenta actualizada',
  refreshedBody: (n: number) => `Se encontraron ${n} movimientos`,
  loadFailed: 'No se pudo cargar la información de depuración',
  noAccounts: 'No se encontraron cuentas',
  title: 'Información de depuración de la cuenta',
  loadFailedTitle: 'Error',
  connectionTitle: 'Conexión con Finicity',
  linkedAccount: 'Cuenta vinculada en Finicity',
  yes: 'Sí',
  no: 'No',
  customerId: 'ID de cliente',
  none: 'Ninguno',
  accountsTitle: (n: number) => `Cuentas conectadas (${n})`,
  type: 'Tipo',
  status: 'Estado',
  balance: 'Saldo',
  lastUpdated: 'Última actualización',
  linkedDate: 'Vinculación',
  error: (message: string) => `Error: ${message}`,
  unknown: 'Desconocido',
  manualRefreshTitle: 'Actualización manual de la cuenta',
  adviceIntro: '¿No ves tus movimientos más recientes? Algunas cosas que debes saber:',
  adviceCreditCards: 'Las tarjetas de crédito pueden tardar de 24 a 48 horas en sincronizarse después de vincularlas.',
  advicePostedOnly:
    'Algunos bancos solo informan movimientos ya confirmados, así que una compra puede faltar hasta que se confirme.',
  adviceBankDelays: 'Los bancos pueden tardar un poco en informar los movimientos nuevos.',
  adviceManualRefresh: 'Si aún falta algo, puede ser necesaria una actualización manual.',
  refreshing: 'Actualizando...',
  loading: 'Cargando...',
};
