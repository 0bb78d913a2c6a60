// The legal pages' frame in Brazilian Portuguese (the English, shared/messages/legal.ts, is the source).
import { LEGAL_LAST_UPDATED } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { legalPage as english } from '#shared/messages/legal.ts';

/** LEGAL_LAST_UPDATED ('January 21, 2025') as Portuguese writes it: '21 de janeiro de 2025'. */
const updated = new Date(LEGAL_LAST_UPDATED).toLocaleDateString('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export const legalPage: Translation<typeof english> = {
  lastUpdated: `Última atualização: ${updated}`,
  contents: 'Nesta página',
  helpStart: 'Ainda tem dúvidas? Acesse a ',
  helpLink: 'Central de ajuda',
  helpOr: ' ou ',
  contactLink: 'fale com a gente',
  seeAlso: '. Veja também: ',
  helpEnd: '.',
  openAsPage: 'Abrir como página',
};
