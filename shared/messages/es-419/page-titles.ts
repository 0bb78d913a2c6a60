// Each page's own <title>, in Latin American Spanish (the English, shared/messages/page-titles.ts, is the source).
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { manifestText as manifestTextEn, pageTitles as pageTitlesEn } from '#shared/messages/page-titles.ts';
import { routes } from '#shared/routes.ts';

const titled = (page: string) => `${page} · ${PRODUCT_NAME}`;

/** The shell's title, for `/` (the landing, or a member's dashboard there). */
export const HOME_TITLE: string = `${PRODUCT_NAME}: redondea tus compras de monedas e invierte el cambio`;

export const manifestText: Translation<typeof manifestTextEn> = {
  name: `${PRODUCT_NAME}: redondea, invierte, gana`,
  description: 'Redondea tus compras de monedas, invierte el cambio y gana 5% de vuelta en puntos.',
  transactions: 'Movimientos',
  dashboard: 'Panel',
  narrowScreenshot: 'Tu panel: puntos, gasto en monedas y lo que ganaste',
  wideScreenshot: 'Tu panel, con el portafolio y los logros',
};

export const HOME_DESCRIPTION: string =
  `${PRODUCT_NAME} redondea tus compras de monedas, invierte el cambio en Bitcoin o en una cuenta con 5% de ` +
  'rendimiento anual y te devuelve 5% en puntos.';

export const pageTitles: Translation<typeof pageTitlesEn> = {
  [routes.home]: HOME_TITLE,
  [routes.about]: titled('Quiénes somos'),
  [routes.ambassadors]: titled('Embajadores'),
  [routes.signup]: titled('Crea tu cuenta'),
  [routes.login]: titled('Iniciar sesión'),
  [routes.security]: titled('Seguridad'),
  [routes.dashboard]: titled('Panel'),
  [routes.transactions]: titled('Movimientos'),
  [routes.settings]: titled('Configuración'),
  [routes.payouts]: titled('Pagos'),
  [routes.notifications]: titled('Notificaciones'),
  [routes.creators]: titled('Buscar creadores'),
  [routes.help]: titled('Centro de ayuda'),
  [routes.debugFinicity]: titled('Detalles de la conexión bancaria'),
  [routes.privacy]: titled('Política de privacidad'),
  [routes.terms]: titled('Términos del servicio'),
  [routes.contact]: titled('Contáctanos'),
};

/** The 404 page's title, and a creator page's while the creator loads. */
export const notFoundTitle: string = titled('Página no encontrada');
export const creatorLoadingTitle: string = titled('Creador');
export const settingsPageTitle = (page: string): string => titled(`${page} · Configuración`);
