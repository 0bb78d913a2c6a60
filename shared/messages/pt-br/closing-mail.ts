// The mail that confirms an account was closed, in Brazilian Portuguese (the English,
// shared/messages/closing-mail.ts, is the source). Only the server reads this file.
import { PRODUCT_NAME, SECURITY_EMAIL } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { closingMail as closingMailEn } from '#shared/messages/closing-mail.ts';

export const closingMail: Translation<typeof closingMailEn> = {
  subject: `Sua conta no ${PRODUCT_NAME} foi encerrada`,
  lines: [
    `Sua conta no ${PRODUCT_NAME} foi encerrada, como você pediu. Apagamos seu nome, e-mail, nome de usuário e ` +
      'foto, removemos seus bancos conectados e cartões salvos, e encerramos a sessão em todos os dispositivos.',
    'Os registros de movimentações de dinheiro anteriores são mantidos por 7 anos, como a lei exige, sem seu nome ' +
      'nem seu e-mail.',
    `Você pode criar uma nova conta no ${PRODUCT_NAME} com este e-mail quando quiser.`,
  ],
  after: [`Se você não encerrou sua conta, escreva imediatamente para ${SECURITY_EMAIL}.`],
};
