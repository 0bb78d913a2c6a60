// The texts of Settings > Close account in Latin American Spanish (the English, shared/messages/closing.ts, is the
// source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { closingText as closingTextEn } from '#shared/messages/closing.ts';

export const closingText: Translation<typeof closingTextEn> = {
  sectionTitle: 'Cerrar cuenta',
  sectionIntro:
    'Al cerrar tu cuenta, se borran tu nombre, correo, nombre de usuario y foto, se quitan tus bancos vinculados y ' +
    'tarjetas guardadas, y se cierra tu sesión en todos lados. Luego, tu correo y nombre de usuario se pueden usar ' +
    'en una cuenta nueva.',
  openDialog: 'Cerrar mi cuenta',
  dialogTitle: 'Cerrar tu cuenta',
  loading: 'Revisando tus saldos...',
  loadFailed: 'No pudimos revisar tus saldos. Inténtalo de nuevo en un momento.',

  // What happens to money, said first.
  moneyTitle: 'Qué pasa con tu dinero',
  nothingHeld: 'No tienes puntos ni inversiones: no pierdes nada al cerrarla.',
  // Points are points (docs/product-rules.md section 2): their cash value beside them, never a '$' in front of them.
  pointsForfeit: (points: string, value: string) => `Pierdes tus ${points} puntos (con un valor de ${value}).`,
  pointsBelowMinimum: (minimum: string) => `No llegan a los ${minimum} puntos que se necesitan para un pago.`,
  pointsRedeemable: 'Puedes canjearlos antes: cierra esta ventana y elige Canjear en tu panel.',
  interestHeld: (amount: string) => `Tu cuenta de intereses tiene ${amount}, con los intereses a la fecha.`,
  bitcoinHeld: (amount: string, btc: string) => `Tu Bitcoin: ${btc} BTC, que hoy vale unos ${amount}.`,
  bitcoinHeldNoPrice: (btc: string) => `Tu Bitcoin: ${btc} BTC.`,
  investmentsYours:
    'Tus inversiones son tuyas: cerrar la cuenta nunca te las quita. Retíralas aquí a tu cuenta de pagos; podrás ' +
    'cerrar tu cuenta cuando el dinero haya llegado.',
  investmentsFirst: 'Primero retira tus inversiones: cerrar la cuenta nunca te las quita.',
  cashOutAll: 'Retirar todo',
  cashOutAllLabel: (investment: string) => `Retirar todo de tu ${investment}`,
  cashOutAllArrives: (net: string) => `Recibirás ${net}`,
  pendingRoundUps: (amount: string) => `Los redondeos aún no cobrados (${amount}) ya no se cobrarán.`,
  forfeitTotal: (amount: string) => `En total, renuncias a ${amount}. No se paga nada al cerrar la cuenta.`,
  keptRecords:
    'Los registros de movimientos de dinero anteriores se conservan durante 7 años, como exige la ley, sin tu ' +
    'nombre, correo ni nombre de usuario.',
  acceptForfeit: 'Entiendo que pierdo todo lo que aparece arriba y que no se puede recuperar.',

  // Refusals.
  blockedTitle: 'Todavía no puedes cerrar tu cuenta',
  sweepInFlight:
    'Todavía se está procesando un cobro de redondeos a tu tarjeta. Inténtalo de nuevo cuando ya esté invertido.',
  payoutInFlight: 'Un retiro todavía va en camino a tu banco. Inténtalo de nuevo cuando haya llegado.',
  redemptionInFlight: 'Un canje de puntos todavía va en camino a tu banco. Inténtalo de nuevo cuando haya llegado.',
  payoutReturnable: (day: string) =>
    'Durante unos días, tu banco todavía puede devolver un pago que recibiste, y ese dinero necesita tu cuenta ' +
    `para regresar. Puedes cerrar tu cuenta a partir del ${day}.`,
  changed: 'Tus saldos cambiaron desde que los revisaste. Revisa lo que pierdes ahora y vuelve a confirmar.',
  forfeitNotAccepted: 'Antes de cerrar, confirma que renuncias a lo que aparece en la lista.',
  confirmRequired: 'Escribe CERRAR para confirmar.',
  alreadyClosed: 'Esta cuenta ya está cerrada.',

  // The form.
  confirmWord: 'CERRAR',
  confirmLabel: 'Escribe CERRAR para confirmar',
  passwordLabel: 'Tu contraseña',
  submit: 'Cerrar mi cuenta para siempre',
  submitting: 'Cerrando tu cuenta...',
  cancel: 'Conservar mi cuenta',
};
