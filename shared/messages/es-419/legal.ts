// The legal pages' frame in Latin American Spanish (the English, shared/messages/legal.ts, is the source).
import { LEGAL_LAST_UPDATED } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { legalPage as english } from '#shared/messages/legal.ts';

/** LEGAL_LAST_UPDATED ('January 21, 2025') as Spanish writes it: '21 de enero de 2025'. */
const updated = new Date(LEGAL_LAST_UPDATED).toLocaleDateString('es-419', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export const legalPage: Translation<typeof english> = {
  lastUpdated: `Última actualización: ${updated}`,
  contents: 'En esta página',
  helpStart: '¿Todavía tienes preguntas? Visita el ',
  helpLink: 'Centro de ayuda',
  helpOr: ' o ',
  contactLink: 'contáctanos',
  seeAlso: '. Consulta también: ',
  helpEnd: '.',
  openAsPage: 'Abrir como página',
};
