// Payout accounts in Latin American Spanish (the English, shared/messages/payout-accounts.ts, is the source).
import { PAYOUT_DESTINATION_HOLD_HOURS as HOLD_HOURS } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  OUTBOUND_FAILURES as OUTBOUND_FAILURES_EN,
  outboundFailure as outboundFailureEn,
  payoutAccountText as payoutAccountTextEn,
  REQUIREMENT_WORDS as REQUIREMENT_WORDS_EN,
} from '#shared/messages/payout-accounts.ts';

const holdWhy =
  `el dinero llega a una cuenta bancaria nueva ${HOLD_HOURS} horas después del cambio, para que haya tiempo de ` +
  'detener un cambio que no hiciste';

export const payoutAccountText: Translation<typeof payoutAccountTextEn> = {
  sectionTitle: 'Pagos',
  sectionDescription: 'Dónde se pagan tus retiros y tus puntos canjeados.',
  noneTitle: 'Aún no tienes cuenta de pago',
  noneBody:
    'Conecta la cuenta bancaria a la que debe llegar tu dinero. Stripe, nuestro socio de pagos, te pide tus datos ' +
    'en su propio formulario seguro; solo guardamos el nombre del banco y los últimos cuatro dígitos.',
  connect: 'Conectar cuenta de pago',
  continueSetup: 'Terminar configuración',
  change: 'Cambiar cuenta de pago',
  update: 'Actualizar datos de pago',
  opening: 'Abriendo...',
  checking: 'Revisando tu cuenta de pago...',
  status: {
    onboarding: 'Configuración sin terminar',
    ready: 'Lista',
    needs_info: 'Falta información',
    attention: 'Requiere atención',
  },
  statusLine: {
    onboarding: 'Completa el formulario para recibir pagos aquí.',
    ready: 'Aquí se pagan tus retiros y tus puntos canjeados.',
    needs_info: 'Stripe necesita más información antes de pagar a esta cuenta:',
    attention: 'Falló un pago a esta cuenta:',
  },
  destination: (bank: string, last4: string) => `${bank} ••${last4}`,
  paidIn: (currency: string) => `Se paga en ${currency}`,
  unsupported: (country: string) =>
    `Aún no hacemos pagos a cuentas bancarias de ${country}. Tus redondeos, inversiones y puntos funcionan como ` +
    'siempre, y te avisaremos en cuanto podamos pagar allí.',
  unsupportedShort: (country: string) => `Aún no hacemos pagos a ${country}.`,
  // Before confirming a redemption or cash-out.
  goesTo: 'Se paga a',
  arrives: 'Llega',
  arrivesInstant: 'En minutos',
  arrivesBy: (date: string) => `A más tardar el ${date}`,
  conversion: (currency: string) =>
    'Los puntos y las comisiones están en dólares estadounidenses. Stripe convierte el pago a ' +
    `${currency} con su tipo de cambio del día.`,
  estimate: (amount: string) => `Aprox. ${amount}`,
  estimateLabel: 'Estimado en tu moneda',
  noAccountInDialog: 'Primero conecta una cuenta de pago: no se descuenta nada hasta que tengamos dónde pagarte.',
  heldInDialog:
    'Tu cuenta de pago necesita más información. Puedes canjear ahora: el pago espera hasta que esté lista.',
  // The server's refusals (400, nothing taken).
  noPayoutAccount: 'Conecta una cuenta de pago antes de canjear o retirar: no se descontó nada.',
  countryNotPaid: (country: string) => `Aún no hacemos pagos a ${country}: no se descontó nada.`,
  passwordNeeded: 'Ingresa tu contraseña para cambiar dónde se paga tu dinero.',
  passwordWrong: 'Esa contraseña no es correcta.',
  passwordLabel: 'Tu contraseña',
  changeTitle: 'Cambiar cuenta de pago',
  changeDescription:
    `Tu dinero se pagará a la nueva cuenta ${HOLD_HOURS} horas después de que Stripe la verifique, y te ` +
    'avisaremos.',
  confirmChange: 'Continuar a Stripe',
  onboardingFailed: 'No se pudo abrir el formulario de pago. Inténtalo de nuevo.',
  loadFailed: 'No se pudo cargar tu cuenta de pago.',
  // A held payout, as the payouts list says it.
  held: (why: string) => `Esperando tu cuenta de pago: ${why}`,
  heldNotReady: 'termina de configurarla en Configuración',
  heldNewDestination: `una cuenta bancaria nueva recibe pagos ${HOLD_HOURS} horas después del cambio`,
  startsOn: (when: string) => `Los pagos a esta cuenta empiezan el ${when}: ${holdWhy}.`,
  arrived: (amount: string) => `Pago de ${amount} recibido`,
  arriving: (amount: string) => `Pago de ${amount} en camino`,
  // Notifications.
  connectedTitle: 'Cuenta de pago conectada',
  connectedBody: (where: string) => `Tus retiros y tus puntos canjeados se depositarán en ${where}.`,
  changeStartedTitle: 'Se inició un cambio de cuenta de pago',
  changeStartedBody:
    'Alguien que inició sesión como tú empezó a cambiar dónde se paga tu dinero. Si no fuiste tú, cambia tu ' +
    'contraseña ahora y contacta a soporte.',
  changedTitle: 'Cuenta de pago cambiada',
  changedBody: (where: string, when: string) =>
    `Tu dinero se deposita en ${where} desde el ${when}. Si no fuiste tú, cambia tu contraseña ahora y contacta ` +
    'a soporte.',
  // The mail when the bank account payouts go to changed.
  changedMailSubject: 'Tu cuenta de pago cambió',
  changedMailLines: (where: string, when: string) => [
    `Tus retiros y tus puntos canjeados se depositarán en ${where}.`,
    `Los pagos a esta cuenta empiezan el ${when}: ${holdWhy}.`,
  ],
  changedMailAction: 'Revisar tu cuenta de pago',
  attentionFix: (where: string, reason: string) =>
    `No se pudo pagar a ${where} (${reason.replace(/[.\s]+$/, '')}). Actualiza tus datos de pago en ` +
    'Configuración y vuelve a intentarlo.',
  readyToast: 'Cuenta de pago lista',
  notReadyToast: 'Tu cuenta de pago aún no está lista',
};

/** Why Stripe says an OutboundPayment failed or came back (`status_details`), in words a member can act on. */
export const OUTBOUND_FAILURES: Translation<typeof OUTBOUND_FAILURES_EN> = {
  payout_method_closed: 'la cuenta bancaria está cerrada.',
  payout_method_invalid_account_number: 'el número de cuenta no es válido.',
  payout_method_holder_name_incorrect: 'el nombre del titular no coincide con los registros del banco.',
  payout_method_currency_unsupported: 'la cuenta bancaria no puede recibir esta moneda.',
  payout_method_declined: 'el banco rechazó el pago.',
  payout_method_does_not_exist: 'la cuenta bancaria no existe.',
  payout_method_unsupported: 'no se puede pagar a este tipo de cuenta bancaria.',
  recalled: 'el pago fue revocado.',
};
export const outboundFailure: Translation<typeof outboundFailureEn> = {
  canceled: 'se canceló el pago.',
  returned: 'el banco lo devolvió.',
  said: (why: string) => `El pago falló: ${why}`,
  /** A bank account Stripe names no bank for, and one the app has no name or digits of. */
  unnamedBank: 'Cuenta bancaria',
  someBank: 'tu cuenta bancaria',
  noDigits: '????',
};

/** Stripe's requirement names in words (anything else: 'more details on Stripe's form'). */
export const REQUIREMENT_WORDS: Translation<typeof REQUIREMENT_WORDS_EN> = {
  external_account: 'los datos de tu cuenta bancaria',
  'tos_acceptance.date': 'aceptar los términos',
  'tos_acceptance.ip': 'aceptar los términos',
  'individual.dob.day': 'tu fecha de nacimiento',
  'individual.dob.month': 'tu fecha de nacimiento',
  'individual.dob.year': 'tu fecha de nacimiento',
  'individual.id_number': 'tu número de identificación',
  'individual.ssn_last_4': 'los últimos cuatro dígitos de tu SSN',
  'individual.address.line1': 'tu dirección',
  'individual.verification.document': 'una foto de tu identificación',
  'individual.first_name': 'tu nombre',
  'individual.last_name': 'tu nombre',
  'individual.email': 'tu correo',
  'individual.phone': 'tu número de teléfono',
};
export const requirementWords = (names: readonly string[]) => [
  ...new Set(names.map((n) => REQUIREMENT_WORDS[n] ?? 'más datos en el formulario de Stripe')),
];
