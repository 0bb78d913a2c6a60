import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { signOutPage as english } from '#shared/messages/sign-out-page.ts';

export const signOutPage: Translation<typeof english> = {
  title: 'Cerrar sesión',
  question: `¿Cerrar sesión de ${PRODUCT_NAME} en este dispositivo?`,
  signOut: 'Cerrar sesión',
  stay: 'Mantener la sesión',
};
