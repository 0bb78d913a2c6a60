// Settings > Payment Methods in Latin American Spanish (the English, shared/messages/cards.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { cardText as cardTextEn } from '#shared/messages/cards.ts';
import { cards as spec } from '#shared/messages/es-419/screens.ts';

export const cardText: Translation<typeof cardTextEn> = {
  // The card messages, kept with the other screen texts in screens.ts.
  stripeNotReady: spec.stripeNotReady,
  enterCard: spec.enterCard,
  failedTitle: spec.failedTitle,
  failedToSave: spec.failedBody,
  setupIncomplete: spec.setupIncomplete,
  setupIntentFailed: spec.setupIntentFailed,
  addFailed: spec.addFailed,
  addedTitle: spec.addedTitle,
  addedBody: spec.addedBody,
  removeFailed: spec.removeFailed,
  removedTitle: spec.removedTitle,
  defaultFailed: spec.setDefaultFailed,
  defaultTitle: spec.setDefaultTitle,
  declined: 'Tu tarjeta fue rechazada.',
  failedNext:
    'Revisa los datos de la tarjeta e inténtalo de nuevo, usa otra tarjeta o pregunta a tu banco por qué la rechazó.',
  notAvailable: 'Aún no es posible guardar una tarjeta. Inténtalo más tarde.',
  // Stripe's own card form messages.
  numberIncorrect: 'El número de tu tarjeta no es válido.',
  numberIncomplete: 'El número de tu tarjeta está incompleto.',
  expiryIncomplete: 'La fecha de vencimiento de tu tarjeta está incompleta.',
  expiryPast: 'El año de vencimiento de tu tarjeta ya pasó.',
  cvcIncomplete: 'El código de seguridad de tu tarjeta está incompleto.',
  testCardsOnly: 'El sandbox solo acepta tarjetas de prueba, como 4242 4242 4242 4242.',
  authenticationFailed: 'No pudimos autenticar tu método de pago. Elige otro.',
  chargeNote: (threshold: string) =>
    `Cobramos tus redondeos a tu tarjeta predeterminada cada vez que llegan a ${threshold} e invertimos el dinero.`,
  chargeNow: (pending: string, investment: string) =>
    `Hay ${pending} en espera: se cobrarán en cuanto guardes esta tarjeta y se invertirán en ${investment}.`,
  waitingNow: (pending: string) => `Hay ${pending} en espera.`,
  chargeInDollars: (amount: string, estimate: string | null) =>
    `Tu tarjeta se cobra en dólares estadounidenses: ${amount} son ` +
    `${estimate ? `unos ${estimate}` : 'lo que convierta tu banco'} al tipo de cambio de hoy, y tu banco puede ` +
    'agregar una comisión por compras en el extranjero.',
  sectionTitle: 'Métodos de pago',
  addCard: 'Agregar tarjeta',
  saveCard: 'Guardar tarjeta',
  saving: 'Guardando...',
  cancel: 'Cancelar',
  defaultBadge: 'Predeterminada',
  setDefault: 'Hacer predeterminada',
  remove: 'Eliminar',
  removeTitle: '¿Eliminar esta tarjeta?',
  removeBody: (card: string) => `Ya no cobraremos tus redondeos a la tarjeta ${card}.`,
  empty: 'Aún no tienes tarjetas guardadas. Agrega una para empezar a invertir tus redondeos.',
  cardLabel: (brand: string, last4: string) => `${brand[0]!.toUpperCase()}${brand.slice(1)} terminada en ${last4}`,
  expires: (month: number, year: number) => `Vence ${String(month).padStart(2, '0')}/${String(year).slice(-2)}`,
  number: 'Número de tarjeta',
  expiry: 'Vencimiento (MM/AA)',
  expiryPlaceholder: 'MM/AA',
  cvc: 'CVC',
  sandboxHint:
    'Sandbox: usa 4242 4242 4242 4242 (aprobada), 4000 0000 0000 0002 (rechazada) o ' +
    '4000 0025 0000 3155 (pide autenticación), cualquier fecha futura y cualquier CVC.',
  authTitle: 'Confirma esta tarjeta',
  authBody: 'Tu banco te pide confirmar que estás agregando esta tarjeta (sandbox).',
  authComplete: 'Completar',
  authFail: 'Fallar',
  loadFailed: 'No se pudieron cargar tus tarjetas guardadas.',
  offline: 'Tus tarjetas guardadas no se almacenan en este dispositivo. Conéctate a internet para verlas.',
};
