// Finding a creator, the support sheet and a creator's home, in Latin American Spanish (the English,
// shared/messages/creator-discovery.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import { pluralIn } from '#shared/i18n/plural.ts';
import type {
  creatorHomeText as creatorHomeTextEn,
  creatorSearchText as creatorSearchTextEn,
  supportSheetText as supportSheetTextEn,
} from '#shared/messages/creator-discovery.ts';

const byCount = pluralIn('es-419');

export const creatorSearchText: Translation<typeof creatorSearchTextEn> = {
  title: 'Buscar creadores',
  intro: 'Elige a quién apoyar: el 1% de tus compras de monedas le llega como puntos, sin costo para ti.',
  label: 'Buscar creadores',
  placeholder: 'Nombre o @usuario',
  mostSupported: 'Los más apoyados',
  results: 'Resultados',
  none: (q: string) => `Ningún creador coincide con “${q}”.`,
  noneYet: 'Todavía no hay creadores para mostrar.',
  failed: 'No pudimos buscar creadores. Inténtalo de nuevo.',
  supporters: (n: number) => `${n.toLocaleString('es-419')} ${byCount(n, 'seguidor', 'seguidores')}`,
  noneSupportedTitle: 'Apoya a un creador',
  noneSupportedBody: 'El 1% de tus compras de monedas puede ir a un creador que elijas, sin costo para ti.',
  findCta: 'Buscar un creador',
};

export const supportSheetText: Translation<typeof supportSheetTextEn> = {
  title: (name: string) => `¿Apoyar a ${name}?`,
  body: 'El 1% de tus próximas compras de monedas le llega como puntos, sin costo para ti.',
  replaces: (current: string) => `Reemplaza a @${current}: el 1% deja de ir a esa cuenta desde ahora.`,
  confirm: 'Apoyar',
  cancel: 'Cancelar',
};

export const creatorHomeText: Translation<typeof creatorHomeTextEn> = {
  title: 'Tus seguidores',
  supporters: 'Seguidores',
  supportersHint: 'Donadores que te apoyan ahora',
  thisMonth: 'Este mes',
  thisMonthHint: (month: string) => `De las compras de monedas de tus seguidores en ${month}`,
  allTime: (points: string) => `${points} desde que te uniste`,
  noSupporters: 'Todavía no tienes seguidores: comparte tu página para conseguir el primero.',
  shareTitle: 'Comparte tu página',
  shareBody: 'Quienes te apoyan te envían el 1% de sus compras de monedas como puntos, sin costo para ellos.',
  viewPage: 'Ver tu página',
  failed: 'No pudimos cargar tus seguidores. Inténtalo de nuevo.',
};
