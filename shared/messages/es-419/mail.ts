// The mails the server sends, their subjects and paragraphs, in Latin American Spanish (the English,
// shared/messages/mail.ts, is the source). Only the server reads this file.
import { PRODUCT_NAME, SECURITY_EMAIL } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { mailText as mailTextEn } from '#shared/messages/mail.ts';

export const mailText: Translation<typeof mailTextEn> = {
  greeting: (firstName: string) => `Hola, ${firstName}:`,
  footer: (origin: string) => `${PRODUCT_NAME} · ${origin} · Este correo es sobre tu cuenta de ${PRODUCT_NAME}.`,
  linkFallback: 'Si el botón no funciona, abre este enlace:',
  notYou: `Si no fuiste tú, escribe a ${SECURITY_EMAIL}.`,

  verifySubject: `Confirma tu correo para ${PRODUCT_NAME}`,
  verifyLines: [
    `Confirma que esta es tu dirección de correo para terminar de configurar tu cuenta de ${PRODUCT_NAME}.`,
    'Para hacer retiros y canjes necesitas un correo confirmado.',
  ],
  verifyAction: 'Confirmar mi correo',
  verifyAfter: [
    'El enlace funciona una sola vez, durante 24 horas.',
    `Si no creaste una cuenta de ${PRODUCT_NAME}, ignora este correo: sin el enlace nadie puede confirmarla.`,
  ],

  signupTakenSubject: `Alguien intentó registrarse en ${PRODUCT_NAME} con tu correo`,
  signupTakenLines: [`Alguien intentó crear una cuenta de ${PRODUCT_NAME} con este correo, que ya tiene una.`],
  signupTakenAction: 'Iniciar sesión',
  signupTakenAfter: [
    'Si fuiste tú, mejor inicia sesión; si olvidaste tu contraseña, elige "¿Olvidaste tu contraseña?" ahí.',
    'Si no fuiste tú, no tienes que hacer nada: tu cuenta sigue igual.',
  ],

  resetSubject: `Restablece tu contraseña de ${PRODUCT_NAME}`,
  resetLines: [`Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de ${PRODUCT_NAME}.`],
  resetAction: 'Elegir una nueva contraseña',
  resetAfter: [
    'El enlace funciona una sola vez, durante 30 minutos.',
    'Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
  ],

  passwordChangedSubject: 'Se cambió tu contraseña',
  passwordChangedLines: [
    `Se cambió la contraseña de tu cuenta de ${PRODUCT_NAME} y se cerró la sesión en todos los demás dispositivos.`,
  ],
  passwordChangedAction: 'Iniciar sesión',
  /** A reset of an account whose email was not confirmed removes the ways in it was given before. */
  waysInRemoved: (ways: string[]) =>
    'Estos métodos de acceso se agregaron después de la última vez que confirmaste tu identidad, así que los ' +
    `quitamos por si alguien más los configuró: ${ways.join(', ')}. Si eran tuyos, vuelve a agregarlos en ` +
    'Configuración > Seguridad.',
  passkeyNamed: (name: string) => `la llave de acceso "${name}"`,
  twoFactorNamed: 'la verificación en dos pasos',

  changeEmailSubject: `Confirma tu nuevo correo para ${PRODUCT_NAME}`,
  changeEmailLines: (old: string) => [
    `Pediste usar esta dirección para tu cuenta de ${PRODUCT_NAME} en lugar de ${old}.`,
  ],
  changeEmailAction: 'Confirmar mi nuevo correo',
  changeEmailAfter: [
    'El enlace funciona una sola vez, durante 24 horas. Mientras no lo abras, tu cuenta conserva su correo actual.',
    'Si no lo pediste, ignora este correo.',
  ],
  changeEmailTakenLines: [
    `Alguien pidió cambiar el correo de una cuenta de ${PRODUCT_NAME} a esta dirección, que ya tiene una cuenta. ` +
      'No se cambió nada.',
  ],

  emailChangedSubject: `Se cambió tu correo de ${PRODUCT_NAME}`,
  emailChangedLines: (next: string) => [
    `El correo de tu cuenta ahora es ${next}. Desde ahora, los correos sobre tu cuenta llegarán ahí.`,
  ],
  emailChangedAction: 'No fui yo: deshacer el cambio',
  emailChangedAfter: [
    'El enlace funciona una sola vez, durante 7 días. Al deshacer el cambio, vuelve esta dirección y se cierra la ' +
      'sesión en todos los dispositivos.',
  ],

  emailRestoredSubject: `Recuperaste tu correo de ${PRODUCT_NAME}`,
  emailRestoredLines: [
    'Tu cuenta vuelve a usar esta dirección, y se cerró la sesión en todos los dispositivos.',
    'Quien cambió tu correo podría conocer tu contraseña: elige una nueva ahora.',
  ],
  emailRestoredAction: 'Elegir una nueva contraseña',

  // What changed about how the account is signed in to, told to its email.
  twoFactorOnSubject: 'Se activó la verificación en dos pasos',
  twoFactorOnLines: [
    'Ahora, para iniciar sesión en tu cuenta necesitas un código de tu app de autenticación o uno de tus códigos ' +
      'de recuperación.',
  ],
  twoFactorOffSubject: 'Se desactivó la verificación en dos pasos',
  twoFactorOffLines: ['Para iniciar sesión en tu cuenta, otra vez basta con tu contraseña (o una llave de acceso).'],
  passkeyAddedSubject: 'Se agregó una llave de acceso a tu cuenta',
  passkeyAddedLines: (name: string) => [
    `La llave de acceso "${name}" ya se puede usar para iniciar sesión en tu cuenta.`,
  ],
  passkeyRemovedSubject: 'Se quitó una llave de acceso de tu cuenta',
  passkeyRemovedLines: (name: string) => [
    `La llave de acceso "${name}" ya no se puede usar para iniciar sesión en tu cuenta.`,
  ],
  newDeviceSubject: 'Nuevo inicio de sesión en tu cuenta',
  newDeviceLines: (device: string, where: string) => [
    `Se acaba de iniciar sesión en tu cuenta desde ${device} (${where}), un navegador donde no se había usado antes.`,
  ],
  reviewDevicesAction: 'Revisar tus dispositivos',
  // The 15-minute proof closed after too many wrong codes.
  proofCodesSubject: 'Cerramos la sesión de un dispositivo por códigos incorrectos',
  proofCodesLines: (device: string) => [
    `Alguien con la sesión iniciada en tu cuenta en ${device} ingresó varios códigos de verificación incorrectos ` +
      'cuando le pedimos confirmar que eras tú. Cerramos la sesión en ese dispositivo.',
    'Si no fuiste tú, cambia tu contraseña y revisa los dispositivos con la sesión iniciada en tu cuenta.',
  ],
};
