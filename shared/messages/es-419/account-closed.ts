// What the home page says to a member who just closed their account (`?closed=1`), in Latin American Spanish (the
// English, shared/messages/account-closed.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { accountClosedText as english } from '#shared/messages/account-closed.ts';

export const accountClosedText: Translation<typeof english> = {
  title: 'Tu cuenta está cerrada',
  body: 'Borramos tus datos personales y cerramos tu sesión. Te enviamos una confirmación a tu correo.',
};
