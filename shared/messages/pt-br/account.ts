// Settings > Account Information, changing the name and username, in Brazilian Portuguese (the English,
// shared/messages/account.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { accountText as english } from '#shared/messages/account.ts';

export const accountText: Translation<typeof english> = {
  edit: 'Editar',
  editLabel: 'Editar seu nome e nome de usuário',
  title: 'Editar informações da conta',
  description: 'Seu nome de usuário também é o endereço da sua página de criador.',
  name: 'Nome completo',
  username: 'Nome de usuário',
  save: 'Salvar alterações',
  saving: 'Salvando...',
  cancel: 'Cancelar',
  savedTitle: 'Conta atualizada',
  failed: 'Não foi possível salvar suas alterações. Tente de novo.',
};
