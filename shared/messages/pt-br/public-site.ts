// The public site (the contact form and the ambassador application) in Brazilian Portuguese (the English,
// shared/messages/public-site.ts, is the source).
import { SUPPORT_EMAIL } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { ambassadors as ambassadorsEn, contact as contactEn } from '#shared/messages/public-site.ts';

export const contact: Translation<typeof contactEn> = {
  errorTitle: 'Erro ao enviar a mensagem',
  errorBody: (email: string = SUPPORT_EMAIL) => `Tente de novo ou escreva diretamente para ${email}`,
  successTitle: 'Mensagem enviada',
  successBody: 'Recebemos sua mensagem e responderemos em até 24 horas.',
  ticketSubmitted: 'Chamado de suporte enviado',
};

export const ambassadors: Translation<typeof ambassadorsEn> = {
  hero: 'Junte-se à Space Crew',
  submit: 'Enviar candidatura de embaixador',
  submitting: 'Enviando...',
  successTitle: 'Candidatura recebida',
  successBody: 'Obrigado por se candidatar à Space Crew! Vamos analisar sua candidatura e responder por e-mail.',
  errorTitle: 'Falha na candidatura',
  errorBody: 'Não conseguimos enviar sua candidatura. Tente de novo.',
};
