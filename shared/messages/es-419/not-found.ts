// The 404 page in Latin American Spanish (the English, shared/messages/not-found.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { notFound as english } from '#shared/messages/not-found.ts';

export const notFound: Translation<typeof english> = {
  title: '404 Página no encontrada',
  body: 'No hay ninguna página en esta dirección. Puede que se haya movido o que el enlace esté mal escrito.',
  home: 'Volver al inicio',
  dashboard: 'Ir a tu panel',
  signIn: 'Iniciar sesión',
};
