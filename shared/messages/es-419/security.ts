// Settings > Security, the sign-in's second step and the proof money asks for, in Latin American Spanish (the
// English, shared/messages/security.ts, is the source).
import { pluralIn } from '#shared/i18n/plural.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { securityText as securityTextEn } from '#shared/messages/security.ts';

const byCount = pluralIn('es-419');

export const securityText: Translation<typeof securityTextEn> = {
  // The sign-in's second step
  secondStepTitle: 'Verificación en dos pasos',
  secondStepIntro: 'Ingresa el código de 6 dígitos de tu app de autenticación.',
  codeLabel: 'Código',
  recoveryCodeLabel: 'Código de recuperación',
  useRecoveryCode: 'Usar un código de recuperación',
  useAppCode: 'Usar un código de la app',
  verify: 'Verificar',
  verifying: 'Verificando...',
  codeWrong: 'Ese código no es correcto. Revisa la hora de tu teléfono e inténtalo de nuevo.',
  stepExpired: 'Se agotó el tiempo para iniciar sesión. Vuelve a iniciar sesión con tu contraseña.',
  backToPassword: 'Volver a iniciar sesión',

  // Settings > Security: two-factor
  twoFactorTitle: 'Verificación en dos pasos',
  twoFactorOffBody:
    'Opcional y recomendada: al activarla, para iniciar sesión también necesitarás un código de una app ' +
    'en tu teléfono.',
  twoFactorOnBody: (left: number) => `Activada. Te quedan ${left} de 10 códigos de recuperación.`,
  turnOn: 'Activar',
  turnOff: 'Desactivar',
  newRecoveryCodes: 'Nuevos códigos de recuperación',
  setupTitle: 'Activar la verificación en dos pasos',
  setupScan:
    'Escanea este código con una app de autenticación (Google Authenticator, 1Password, Authy...) ' +
    'o escribe la clave.',
  setupKey: 'Clave',
  setupTouch:
    'Agrega la clave a una app de autenticación en este teléfono (Google Authenticator, 1Password, Authy...), ' +
    'o cópiala.',
  addToAuthenticator: 'Agregar al autenticador',
  copyKey: 'Copiar clave',
  setupScanOther: 'O escanea este código desde otro dispositivo:',
  setupConfirm: 'Para terminar, ingresa el código de 6 dígitos que muestra la app.',
  turningOn: 'Activando...',
  codesTitle: 'Tus códigos de recuperación',
  codesIntro:
    'Cada código te permite iniciar sesión una vez si pierdes tu teléfono. Guárdalos en un lugar seguro: ' +
    'solo se muestran ahora.',
  copyCodes: 'Copiar',
  copied: 'Copiados',
  downloadCodes: 'Descargar',
  done: 'Listo',
  twoFactorOnToast: 'La verificación en dos pasos está activada',
  disableTitle: 'Desactivar la verificación en dos pasos',
  disableIntro: 'Ingresa tu contraseña y un código de tu app (o un código de recuperación).',
  renewTitle: 'Nuevos códigos de recuperación',
  renewIntro:
    'Tus códigos de recuperación anteriores dejarán de funcionar. Ingresa tu contraseña y un código de tu app.',
  twoFactorOffToast: 'La verificación en dos pasos está desactivada',
  notSetUp: 'Empieza de nuevo: la clave no se configuró.',

  // Passkeys
  passkeysTitle: 'Llaves de acceso',
  passkeysIntro: 'Inicia sesión con tu huella, tu rostro o el bloqueo de pantalla en lugar de tu contraseña.',
  addPasskey: 'Agregar una llave de acceso',
  addingPasskey: 'Esperando a tu dispositivo...',
  noPasskeys: 'Aún no tienes llaves de acceso.',
  passkeyAdded: (when: string) => `Agregada ${when}`,
  passkeyLastUsed: (when: string) => `último uso ${when}`,
  passkeyNeverUsed: 'aún sin usar',
  rename: 'Cambiar nombre',
  remove: 'Eliminar',
  passkeyName: 'Nombre',
  save: 'Guardar',
  cancel: 'Cancelar',
  someBrowser: 'Un navegador',
  browserOn: (browser, system) => `${browser} en ${system}`,
  unknownAddress: 'una dirección desconocida',
  passkeyNotAdded: 'No se agregó la llave de acceso. Inténtalo de nuevo.',
  passkeyUnsupported: 'Este navegador no puede crear llaves de acceso.',
  passkeyNameInvalid: 'Ponle un nombre de 1 a 60 caracteres.',
  removePasskeyConfirm: (name: string) =>
    `¿Eliminar la llave de acceso "${name}"? Ya no podrás iniciar sesión con ella.`,

  // Devices
  devicesTitle: 'Tus dispositivos',
  devicesIntro: 'Donde tienes la sesión iniciada.',
  thisDevice: 'Este dispositivo',
  deviceLine: (where: string, when: string) => `${where} · activo ${when}`,
  signOutDevice: 'Cerrar sesión',
  signOutOthers: 'Cerrar las demás sesiones',
  signedOutOthers: (n: number) =>
    byCount(n, 'Se cerró la sesión en otro dispositivo.', `Se cerró la sesión en otros ${n} dispositivos.`),
  sessionNotFound: 'La sesión en ese dispositivo ya está cerrada.',

  // The proof money asks for
  proofTitle: 'Confirma que eres tú',
  proofIntro: 'Pasó un tiempo desde que iniciaste sesión. Ingresa tu contraseña para mover dinero.',
  proofIntroTwoFactor: 'Pasó un tiempo desde que iniciaste sesión. Ingresa un código de tu app de autenticación.',
  proofNeeded: 'Confirma que eres tú antes de mover dinero.',
  proofCodesClosed: 'Demasiados códigos incorrectos: cerramos tu sesión. Vuelve a iniciar sesión para continuar.',
  confirm: 'Confirmar',
  usePasskey: 'Usar una llave de acceso',
  passkeySettling:
    'Esa llave de acceso se agregó hace menos de un día, así que aún no puede confirmar que eres tú. ' +
    'Usa tu contraseña o un código.',
  password: 'Contraseña',
};
