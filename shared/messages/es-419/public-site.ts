// The public site (the contact form and the ambassador application) in Latin American Spanish (the English,
// shared/messages/public-site.ts, is the source).
import { SUPPORT_EMAIL } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { ambassadors as ambassadorsEn, contact as contactEn } from '#shared/messages/public-site.ts';

export const contact: Translation<typeof contactEn> = {
  errorTitle: 'Error al enviar el mensaje',
  errorBody: (email: string = SUPPORT_EMAIL) => `Inténtalo de nuevo o escríbenos directamente a ${email}`,
  successTitle: 'Mensaje enviado',
  successBody: 'Recibimos tu mensaje y te responderemos en menos de 24 horas.',
  ticketSubmitted: 'Solicitud de soporte enviada',
};

export const ambassadors: Translation<typeof ambassadorsEn> = {
  hero: 'Únete a la Space Crew',
  submit: 'Enviar solicitud de embajador',
  submitting: 'Enviando...',
  successTitle: 'Solicitud recibida',
  successBody: '¡Gracias por postularte a la Space Crew! Revisaremos tu solicitud y te responderemos por correo.',
  errorTitle: 'No se pudo enviar',
  errorBody: 'No pudimos enviar tu solicitud. Inténtalo de nuevo.',
};
