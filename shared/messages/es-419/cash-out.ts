// Cash Out on the portfolio in Latin American Spanish (the English, shared/messages/cash-out.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { cashOutText as cashOutTextEn } from '#shared/messages/cash-out.ts';

export const cashOutText: Translation<typeof cashOutTextEn> = {
  open: 'Retirar',
  title: 'Retirar dinero',
  description: 'Vende parte o toda una inversión y envía el dinero a tu cuenta de pagos.',
  unavailable: (minimum: string) => `Puedes retirar cuando una inversión llegue a ${minimum}.`,
  sourceLabel: 'Retirar de',
  available: (amount: string) => `Disponible: ${amount}`,
  maxLabel: 'Retirar todo lo de esta inversión',
  accruedLater: (amount: string) =>
    `${amount} de intereses ganados este mes se pagan el día 1; podrás retirarlos después.`,
  bitcoinPrice: 'El Bitcoin se vende al precio del momento en que confirmas, así que el monto podría cambiar un poco.',
  confirm: 'Confirmar retiro',
  confirming: 'Retirando...',
  doneTitle: 'Retiro iniciado',
  doneBody: (net: string) => `${net} va en camino a tu cuenta bancaria.`,
  failedTitle: 'El retiro falló',
  failedBody: 'No se pudo hacer el retiro. Inténtalo de nuevo.',
};
