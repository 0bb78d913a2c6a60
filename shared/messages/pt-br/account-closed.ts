// What the home page says to a member who just closed their account (`?closed=1`), in Brazilian Portuguese (the
// English, shared/messages/account-closed.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { accountClosedText as english } from '#shared/messages/account-closed.ts';

export const accountClosedText: Translation<typeof english> = {
  title: 'Sua conta foi encerrada',
  body: 'Seus dados pessoais foram apagados e você saiu da conta. Uma confirmação está a caminho do seu e-mail.',
};
