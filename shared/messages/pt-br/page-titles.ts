// Each page's own <title>, in Brazilian Portuguese (the English, shared/messages/page-titles.ts, is the source).
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { manifestText as manifestTextEn, pageTitles as pageTitlesEn } from '#shared/messages/page-titles.ts';
import { routes } from '#shared/routes.ts';

const titled = (page: string) => `${page} · ${PRODUCT_NAME}`;

/** The shell's title, for `/` (the landing, or a member's dashboard there). */
export const HOME_TITLE: string = `${PRODUCT_NAME}: arredonde suas compras de moedas e invista o troco`;

export const manifestText: Translation<typeof manifestTextEn> = {
  name: `${PRODUCT_NAME}: arredonde, invista, ganhe`,
  description: 'Arredonde suas compras de moedas, invista o troco e ganhe 5% de volta em pontos.',
  transactions: 'Transações',
  dashboard: 'Painel',
  narrowScreenshot: 'Seu painel: pontos, gastos com moedas e o que você ganhou',
  wideScreenshot: 'Seu painel, com o portfólio e as conquistas',
};

export const HOME_DESCRIPTION: string =
  `O ${PRODUCT_NAME} arredonda suas compras de moedas, investe o troco em Bitcoin ou em uma conta com rendimento ` +
  'de 5% ao ano e devolve 5% para você em pontos.';

export const pageTitles: Translation<typeof pageTitlesEn> = {
  [routes.home]: HOME_TITLE,
  [routes.about]: titled('Quem somos'),
  [routes.ambassadors]: titled('Embaixadores'),
  [routes.signup]: titled('Crie sua conta'),
  [routes.login]: titled('Entrar'),
  [routes.security]: titled('Segurança'),
  [routes.dashboard]: titled('Painel'),
  [routes.transactions]: titled('Transações'),
  [routes.settings]: titled('Configurações'),
  [routes.payouts]: titled('Pagamentos'),
  [routes.notifications]: titled('Notificações'),
  [routes.creators]: titled('Encontrar criadores'),
  [routes.help]: titled('Central de ajuda'),
  [routes.debugFinicity]: titled('Detalhes da conexão bancária'),
  [routes.privacy]: titled('Política de privacidade'),
  [routes.terms]: titled('Termos de serviço'),
  [routes.contact]: titled('Fale conosco'),
};

/** The 404 page's title, and a creator page's while the creator loads. */
export const notFoundTitle: string = titled('Página não encontrada');
export const creatorLoadingTitle: string = titled('Criador');
export const settingsPageTitle = (page: string): string => titled(`${page} · Configurações`);
