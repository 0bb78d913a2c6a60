import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { signOutPage as english } from '#shared/messages/sign-out-page.ts';

export const signOutPage: Translation<typeof english> = {
  title: 'Sair',
  question: `Sair do ${PRODUCT_NAME} neste dispositivo?`,
  signOut: 'Sair',
  stay: 'Continuar na conta',
};
