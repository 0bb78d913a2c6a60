// Finding a creator, the support sheet and a creator's home, in Brazilian Portuguese (the English,
// shared/messages/creator-discovery.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import { pluralIn } from '#shared/i18n/plural.ts';
import type {
  creatorHomeText as creatorHomeTextEn,
  creatorSearchText as creatorSearchTextEn,
  supportSheetText as supportSheetTextEn,
} from '#shared/messages/creator-discovery.ts';

const byCount = pluralIn('pt-BR');

export const creatorSearchText: Translation<typeof creatorSearchTextEn> = {
  title: 'Encontrar criadores',
  intro: 'Escolha quem apoiar: 1% das suas compras de moedas vai para essa pessoa como pontos, sem custo para você.',
  label: 'Buscar criadores',
  placeholder: 'Nome ou @usuário',
  mostSupported: 'Mais apoiados',
  results: 'Resultados',
  none: (q: string) => `Nenhum criador corresponde a “${q}”.`,
  noneYet: 'Ainda não há criadores para mostrar.',
  failed: 'Não foi possível buscar criadores. Tente novamente.',
  supporters: (n: number) => `${n.toLocaleString('pt-BR')} ${byCount(n, 'apoiador', 'apoiadores')}`,
  noneSupportedTitle: 'Apoie um criador',
  noneSupportedBody: '1% das suas compras de moedas pode ir para um criador que você escolher, sem custo para você.',
  findCta: 'Encontrar um criador',
};

export const supportSheetText: Translation<typeof supportSheetTextEn> = {
  title: (name: string) => `Apoiar ${name}?`,
  body: '1% das suas próximas compras de moedas vai para essa pessoa como pontos, sem custo para você.',
  replaces: (current: string) => `Substitui @${current}: o 1% deixa de ir para essa conta a partir de agora.`,
  confirm: 'Apoiar',
  cancel: 'Cancelar',
};

export const creatorHomeText: Translation<typeof creatorHomeTextEn> = {
  title: 'Seus apoiadores',
  supporters: 'Apoiadores',
  supportersHint: 'Doadores que apoiam você agora',
  thisMonth: 'Este mês',
  thisMonthHint: (month: string) => `Das compras de moedas dos seus apoiadores em ${month}`,
  allTime: (points: string) => `${points} desde que você entrou`,
  noSupporters: 'Ainda sem apoiadores: compartilhe sua página para conseguir o primeiro.',
  shareTitle: 'Compartilhe sua página',
  shareBody: 'Quem apoia você envia 1% das compras de moedas como pontos, sem custo para essa pessoa.',
  viewPage: 'Ver sua página',
  failed: 'Não foi possível carregar seus apoiadores. Tente novamente.',
};
