// The screens and answers of email confirmation, password reset and changing the email, in Latin American Spanish
// (the English, shared/messages/account-email.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { accountEmail as accountEmailEn } from '#shared/messages/account-email.ts';

export const accountEmail: Translation<typeof accountEmailEn> = {
  // Sign-up's answer, the same whether or not the email already has an account.
  checkEmailTitle: 'Revisa tu correo',
  checkEmailBody: (email: string) =>
    `Enviamos un enlace a ${email}. Ábrelo en este dispositivo para confirmar tu correo e iniciar sesión.`,
  checkEmailSignIn: 'O inicia sesión con tu contraseña',
  checkEmailWrong: '¿Correo equivocado? Empieza de nuevo',
  signupAccepted: 'Revisa tu correo para terminar de crear tu cuenta.',

  // The banner while the email is not confirmed.
  unverifiedBanner: (email: string) => `Confirma tu correo: enviamos un enlace a ${email}.`,
  resend: 'Reenviar',
  resending: 'Enviando...',
  resentTitle: 'Enlace enviado',
  resendFailed: 'No se pudo enviar un enlace nuevo. Inténtalo de nuevo en un momento.',
  resentBody: (email: string) => `Enviamos un nuevo enlace a ${email}. Funciona durante 24 horas.`,
  alreadyVerified: 'Tu correo ya está confirmado.',
  /** 403 on a cash-out or a redemption before the email is confirmed. */
  verifyBeforeMoney: 'Confirma tu correo antes de mover dinero: abre el enlace que te enviamos o pide uno nuevo.',
  verifyBeforeSecuring:
    'Primero confirma tu correo: abre el enlace que te enviamos o pide uno nuevo. Cuando esté confirmado, podrás ' +
    'agregar llaves de acceso, verificación en dos pasos y cuentas de pago.',

  // /verify-email
  verifyTitle: 'Confirma tu correo',
  verifying: 'Confirmando tu correo...',
  verifiedTitle: 'Correo confirmado',
  verifiedBody: '¡Gracias! Tu correo está confirmado.',
  continueToDashboard: 'Continuar a tu panel',
  signInToContinue: 'Iniciar sesión',
  linkExpired: 'Este enlace venció o ya se usó.',
  linkExpiredHint: 'Inicia sesión y elige Reenviar en el aviso para recibir un nuevo enlace.',

  // Forgot password and /reset-password
  forgotTitle: 'Restablece tu contraseña',
  forgotIntro: 'Ingresa el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.',
  sendResetLink: 'Enviar enlace',
  sendingResetLink: 'Enviando...',
  resetSent: (email: string) =>
    `Si ${email} tiene una cuenta, ya va en camino un enlace para restablecer su contraseña. Funciona durante ` +
    '30 minutos.',
  backToSignIn: 'Volver a iniciar sesión',
  resetTitle: 'Elige una nueva contraseña',
  newPassword: 'Nueva contraseña',
  setPassword: 'Guardar nueva contraseña',
  settingPassword: 'Guardando...',
  resetDoneTitle: 'Contraseña cambiada',
  resetDoneBody:
    'Cambiamos tu contraseña y cerramos la sesión en todos los dispositivos. Inicia sesión con tu nueva contraseña.',
  resetLinkExpiredHint: 'Pide un nuevo enlace: funciona durante 30 minutos.',
  requestNewLink: 'Enviar un nuevo enlace',

  // Changing the email (Settings > Account Information)
  changeEmail: 'Cambiar correo',
  newEmail: 'Nuevo correo',
  currentPassword: 'Contraseña actual',
  sendConfirmation: 'Enviar enlace de confirmación',
  sendingConfirmation: 'Enviando...',
  changeEmailSent: (next: string, current: string) =>
    `Abre el enlace que enviamos a ${next} para confirmarlo. Hasta entonces, tu correo sigue siendo ${current}.`,
  newEmailSame: 'Este ya es tu correo.',
  emailChangedTitle: 'Correo cambiado',
  emailChangedBody: (email: string) => `Tu correo ahora es ${email}.`,
  undoTitle: 'Deshacer el cambio de correo',
  undoing: 'Deshaciendo el cambio...',
  undoneTitle: 'Cambio de correo deshecho',
  undoneBody: (email: string) =>
    `Tu correo vuelve a ser ${email} y cerramos la sesión en todos los dispositivos. Inicia sesión y luego elige ` +
    'una nueva contraseña.',
  undoTaken: 'Esa dirección ahora es de otra cuenta, así que no puede volver. Escríbenos y te ayudaremos.',
};
