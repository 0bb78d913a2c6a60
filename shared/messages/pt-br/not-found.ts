// The 404 page in Brazilian Portuguese (the English, shared/messages/not-found.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { notFound as english } from '#shared/messages/not-found.ts';

export const notFound: Translation<typeof english> = {
  title: '404 Página não encontrada',
  body: 'Não há nenhuma página neste endereço. Ela pode ter mudado de lugar, ou o link pode estar digitado errado.',
  home: 'Voltar ao início',
  dashboard: 'Ir para o seu painel',
  signIn: 'Entrar',
};
