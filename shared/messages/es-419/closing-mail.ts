// The mail that confirms an account was closed, in Latin American Spanish (the English,
// shared/messages/closing-mail.ts, is the source). Only the server reads this file.
import { PRODUCT_NAME, SECURITY_EMAIL } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { closingMail as closingMailEn } from '#shared/messages/closing-mail.ts';

export const closingMail: Translation<typeof closingMailEn> = {
  subject: `Tu cuenta de ${PRODUCT_NAME} está cerrada`,
  lines: [
    `Cerramos tu cuenta de ${PRODUCT_NAME}, como lo pediste. Borramos tu nombre, correo, nombre de usuario y foto, ` +
      'quitamos tus bancos vinculados y tarjetas guardadas, y cerramos la sesión en todos los dispositivos.',
    'Los registros de movimientos de dinero anteriores se conservan durante 7 años, como exige la ley, sin tu nombre ' +
      'ni tu correo.',
    `Puedes crear una nueva cuenta de ${PRODUCT_NAME} con este correo cuando quieras.`,
  ],
  after: [`Si no cerraste tu cuenta, escribe de inmediato a ${SECURITY_EMAIL}.`],
};
