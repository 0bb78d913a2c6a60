// The Help Center (/help) in Latin American Spanish (the English, shared/messages/help.ts, is the source): its
// topics, the support ticket form and its answers.
import { SUPPORT_RESPONSE_HOURS } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  HELP_TOPICS as topicsEn,
  helpPage as helpPageEn,
  SUPPORT_CATEGORY_LABELS as categoriesEn,
  SUPPORT_PRIORITY_LABELS as prioritiesEn,
  SUPPORT_STATUS_LABELS as statusesEn,
  supportTicket as supportTicketEn,
} from '#shared/messages/help.ts';

/** The Help Center's six topics, in the product's order. */
export const HELP_TOPICS: Translation<typeof topicsEn> = [
  { id: 'getting-started', label: 'Primeros pasos' },
  { id: 'round-ups-banking', label: 'Redondeos y bancos' },
  { id: 'investments', label: 'Inversiones' },
  { id: 'account', label: 'Gestión de la cuenta' },
  { id: 'creators', label: 'Funciones para creadores' },
  { id: 'rewards', label: 'Recompensas y referidos' },
];

export const helpPage: Translation<typeof helpPageEn> = {
  title: 'Centro de ayuda',
  allTopics: 'Todos los temas',
  subtitle: 'Respuestas, ayuda con tu cuenta y una persona real cuando la necesites.',
  searchLabel: 'Buscar artículos de ayuda',
  searchPlaceholder: 'Busca respuestas, p. ej. redondeos o retiros',
  topicsLabel: 'Filtrar por tema',
  faqTitle: 'Preguntas frecuentes',
  noArticlesHint:
    'Prueba con otras palabras o elige Todos los temas. ¿Sigues sin respuesta? Envíanos una solicitud de soporte.',
  contactTitle: 'Contáctanos',
  contactShortcut: 'Contactar a soporte',
  contactShortcutLead: '¿Necesitas hablar con alguien?',
  emailLabel: 'Correo electrónico',
  hoursLabel: 'Horario de soporte',
  responseTime: `Te respondemos en un plazo de ${SUPPORT_RESPONSE_HOURS} horas.`,
  contactForm: 'Envíanos un mensaje',
  quickLinksTitle: 'Enlaces rápidos',
  ticketTitle: '¿Necesitas más ayuda?',
  ticketBody: 'Envía una solicitud de soporte y nuestro equipo te responderá por correo.',
};

/** The support categories, as the ticket form names them. */
export const SUPPORT_CATEGORY_LABELS: Translation<typeof categoriesEn> = {
  account: 'Cuenta',
  banking: 'Bancos',
  investments: 'Inversiones',
  technical: 'Técnico',
  billing: 'Facturación',
  other: 'Otro',
};

export const SUPPORT_PRIORITY_LABELS: Translation<typeof prioritiesEn> = { low: 'Baja', medium: 'Media', high: 'Alta' };

export const SUPPORT_STATUS_LABELS: Translation<typeof statusesEn> = {
  open: 'Abierta',
  in_progress: 'En curso',
  resolved: 'Resuelta',
};

export const supportTicket: Translation<typeof supportTicketEn> = {
  submit: 'Enviar solicitud de soporte',
  submittedTitle: 'Solicitud de soporte enviada',
  submittedBody: (id: number) =>
    `La solicitud #${id} ya está con nuestro equipo. Te respondemos en un plazo de ${SUPPORT_RESPONSE_HOURS} horas.`,
  description: 'Cuéntanos qué pasó y te responderemos por correo.',
  submitting: 'Enviando...',
  cancel: 'Cancelar',
  nameLabel: 'Nombre',
  emailLabel: 'Correo electrónico',
  contactFromAccount: 'Tomado de tu cuenta: te responderemos a esta dirección.',
  categoryLabel: 'Categoría',
  categoryPlaceholder: 'Elige una categoría',
  subjectLabel: 'Asunto',
  messageLabel: 'Mensaje',
  priorityLabel: 'Prioridad',
  failedTitle: 'Solicitud no enviada',
  failedBody: 'No pudimos enviar tu solicitud. Inténtalo de nuevo.',
  loginTitle: 'Inicia sesión para enviar una solicitud',
  loginBody:
    'Las solicitudes de soporte están vinculadas a tu cuenta para que podamos darles seguimiento de forma segura. ' +
    'Inicia sesión para enviar una.',
  loginCantSignIn: '¿No puedes iniciar sesión? Escríbenos por correo o usa el formulario de contacto.',
  logIn: 'Iniciar sesión',
  listTitle: 'Tus solicitudes de soporte',
  listEmpty: 'Aún no has enviado ninguna solicitud de soporte.',
  listLoadFailed: 'No se pudieron cargar tus solicitudes de soporte.',
  listLoading: 'Cargando tus solicitudes de soporte...',
  ticketNumber: (id: number) => `#${id}`,
  // Validation: each missing field named.
  nameRequired: 'Ingresa tu nombre',
  nameTooLong: 'El nombre debe tener como máximo 100 caracteres',
  categoryRequired: 'Elige una categoría',
  subjectRequired: 'Ingresa un asunto',
  subjectTooLong: 'El asunto debe tener como máximo 200 caracteres',
  messageRequired: 'Describe tu problema',
  messageTooLong: 'El mensaje debe tener como máximo 5000 caracteres',
  priorityInvalid: 'La prioridad debe ser baja, media o alta',
};
