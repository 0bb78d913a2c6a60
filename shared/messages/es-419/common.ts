// Texts every screen and call shares, in Latin American Spanish (the English, shared/messages/common.ts, is the
// source): form validation, API errors, dates.
import { pluralIn } from '#shared/i18n/plural.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { api as apiEn, dates as datesEn, validation as validationEn } from '#shared/messages/common.ts';

const byCount = pluralIn('es-419');

export const validation: Translation<typeof validationEn> = {
  nameRequired: 'El nombre es obligatorio',
  emailInvalid: 'Ingresa un correo electrónico válido',
  passwordMin: 'La contraseña debe tener al menos 8 caracteres',
  passwordUpper: 'La contraseña debe tener al menos una letra mayúscula',
  passwordLower: 'La contraseña debe tener al menos una letra minúscula',
  passwordNumber: 'La contraseña debe tener al menos un número',
  passwordSpecial: 'La contraseña debe tener al menos un carácter especial',
  usernameMin: 'El nombre de usuario debe tener al menos 3 caracteres',
  userType: 'Selecciona tu tipo de cuenta',
  country: 'Selecciona tu país',
  locale: 'Elige un idioma',
  timeZone: 'Elige una zona horaria de la lista',
  termsTitle: 'Debes aceptar los términos',
  termsBody: 'Acepta los términos y condiciones para continuar.',
  passwordRequired: 'La contraseña es obligatoria',
  currentPasswordRequired: 'La contraseña actual es obligatoria',
  newPasswordMin: 'La nueva contraseña debe tener al menos 8 caracteres',
  confirmPasswordRequired: 'Confirma tu nueva contraseña',
  passwordsMustMatch: 'La nueva contraseña y su confirmación deben coincidir',
  missingInfoTitle: 'Falta información',
  missingInfoBody: 'Completa todos los campos obligatorios',
  contactMissingTitle: 'Falta información',
  contactMissingBody: 'Completa todos los campos obligatorios.',
  popupBlocked: 'Se bloqueó la ventana emergente. Permite las ventanas emergentes de este sitio.',
  noConnectUrl: 'El servidor no envió la dirección para conectar tu banco',
  invalidReferralCode: 'Código de referido no válido',
  emailTaken: 'Ya existe una cuenta con este correo electrónico',
  usernameTaken: 'Este nombre de usuario ya está en uso',
  usernameReserved: 'Este nombre de usuario no está disponible',
  usernameFormat: 'El nombre de usuario solo puede tener letras, números, guiones bajos y puntos',
  usernameMax: 'El nombre de usuario debe tener como máximo 30 caracteres',
  passwordMax: 'La contraseña debe tener como máximo 128 caracteres',
  passwordCommon: 'Esta contraseña es demasiado común. Elige otra.',
  currentPasswordWrong: 'La contraseña actual no es correcta',
  newPasswordSame: 'La nueva contraseña debe ser distinta de la actual',
  fieldRequired: 'Este campo es obligatorio',
  fieldTooLong: 'Este campo es demasiado largo',
};

export const dates: Translation<typeof datesEn> = {
  today: 'Hoy',
  yesterday: 'Ayer',
  justNow: 'hace un momento',
  minutesAgo: (n: number) => `hace ${n} min`,
  hoursAgo: (n: number) => `hace ${n} ${byCount(n, 'hora', 'horas')}`,
  daysAgo: (n: number) => `hace ${n} ${byCount(n, 'día', 'días')}`,
};

export const api: Translation<typeof apiEn> = {
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido',
  unsupportedMediaType: 'El Content-Type debe ser application/json',
  payloadTooLarge: 'El cuerpo de la solicitud es demasiado grande',
  forbiddenOrigin: 'Se rechazó una solicitud de otro sitio',
  notFound: 'No encontrado',
  internalError: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
  invalidRequest: 'Solicitud no válida',
  idempotencyKeyInvalid: 'El Idempotency-Key debe tener de 1 a 255 caracteres visibles',
  idempotencyKeyReused: 'Este Idempotency-Key ya se usó con otra solicitud',
  idempotencyInProgress: 'Todavía se está procesando una solicitud con este Idempotency-Key',
  webhookSignatureInvalid: 'No se pudo verificar la firma del webhook',
};
