// The Contact and Ambassadors pages and their forms in Latin American Spanish (the English,
// shared/messages/contact.ts, is the source).
import {
  AMBASSADOR_MIN_FOLLOWERS,
  AMBASSADOR_MIN_GIFTER_LEVEL,
  PRODUCT_NAME,
  SUPPORT_RESPONSE_HOURS,
} from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  ambassadorForm as ambassadorFormEn,
  ambassadorsPage as ambassadorsPageEn,
  CONTACT_CATEGORY_LABELS as categoriesEn,
  contactForm as contactFormEn,
  contactPage as contactPageEn,
} from '#shared/messages/contact.ts';

export const contactPage: Translation<typeof contactPageEn> = {
  eyebrow: 'Contacto',
  title: 'Contáctanos',
  introStart:
    `¿Tienes preguntas sobre tus redondeos, tus puntos o la vinculación de tu banco? Escribe al equipo de ` +
    `${PRODUCT_NAME} y te responderá una persona real. Muchas respuestas ya están en el `,
  introLink: 'Centro de ayuda',
  introEnd: '.',
  infoTitle: 'Información de contacto',
  emailLabel: 'Correo electrónico',
  hoursLabel: 'Horario de soporte',
  responseLabel: 'Tiempo de respuesta',
  responseBody: `Respondemos todos los mensajes en un plazo de ${SUPPORT_RESPONSE_HOURS} horas.`,
  formTitle: 'Envíanos un mensaje',
  formNote: 'Todos los campos son obligatorios, excepto Categoría.',
};

export const contactForm: Translation<typeof contactFormEn> = {
  label: 'Formulario de contacto',
  name: 'Nombre',
  email: 'Correo electrónico',
  subject: 'Asunto',
  category: 'Categoría',
  noCategory: 'Elige una categoría (opcional)',
  message: 'Mensaje',
  send: 'Enviar mensaje',
  sending: 'Enviando...',
};

export const CONTACT_CATEGORY_LABELS: Translation<typeof categoriesEn> = {
  general: 'General',
  account: 'Cuenta',
  technical: 'Técnico',
  billing: 'Facturación',
  investment: 'Inversiones',
  security: 'Seguridad',
  feedback: 'Comentarios',
};

export const ambassadorsPage: Translation<typeof ambassadorsPageEn> = {
  eyebrow: `Programa de embajadores de ${PRODUCT_NAME}`,
  apply: 'Postúlate ahora',
  intro:
    'Ayuda a creadores y donadores a convertir cada compra de monedas en un cambio que crece. ' +
    `Representa a ${PRODUCT_NAME} en tu comunidad y gana recompensas en el camino.`,
  requirementsTitle: 'Requisitos para embajadores',
  requirementsIntro: 'Pueden postularse creadores o donadores. Basta con cumplir uno de los dos grupos de requisitos.',
  creators: {
    title: 'Creadores',
    items: [
      `${AMBASSADOR_MIN_FOLLOWERS.toLocaleString('es-419')}+ seguidores`,
      'Publicaciones frecuentes',
      'Comunidad activa',
      'Interés en las finanzas',
    ],
  },
  gifters: {
    title: 'Donadores',
    items: [`Nivel de donador ${AMBASSADOR_MIN_GIFTER_LEVEL}+`, 'Apoyo constante a creadores'],
  },
  rewardsTitle: 'Recompensas para embajadores',
  earlyAccess: {
    title: 'Acceso anticipado',
    body: `Prueba las nuevas funciones de ${PRODUCT_NAME} antes que nadie y ayuda a darles forma.`,
  },
  chat: { title: 'Grupo de chat de la comunidad', body: 'Únete a un chat privado con otros embajadores y el equipo.' },
  revenue: { title: 'Ingresos compartidos', body: 'Recibe una parte de los ingresos de los usuarios que refieras.' },
  badges: {
    title: 'Insignias y reconocimiento',
    body: 'Gana insignias de embajador y aparece destacado en toda la comunidad.',
  },
  formTitle: 'Postúlate a la Space Crew',
  formNote: 'Todos los campos son obligatorios. Te responderemos por correo.',
};

export const ambassadorForm: Translation<typeof ambassadorFormEn> = {
  fullName: 'Nombre completo',
  email: 'Correo electrónico',
  tiktokUsername: 'Usuario de TikTok',
  tiktokPlaceholder: '@tuusuario',
  audience: 'Seguidores / nivel de donador',
  audiencePlaceholder: 'p. ej. 25K seguidores o nivel 32',
  motivation: '¿Por qué quieres ser embajador?',
  promotionPlan: '¿Cómo planeas promocionarnos?',
};
