// Settings > Account Information, changing the name and username, in Latin American Spanish (the English,
// shared/messages/account.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { accountText as english } from '#shared/messages/account.ts';

export const accountText: Translation<typeof english> = {
  edit: 'Editar',
  editLabel: 'Editar tu nombre y nombre de usuario',
  title: 'Editar información de la cuenta',
  description: 'Tu nombre de usuario también es la dirección de tu página de creador.',
  name: 'Nombre completo',
  username: 'Nombre de usuario',
  save: 'Guardar cambios',
  saving: 'Guardando...',
  cancel: 'Cancelar',
  savedTitle: 'Cuenta actualizada',
  failed: 'No se pudieron guardar tus cambios. Inténtalo de nuevo.',
};
