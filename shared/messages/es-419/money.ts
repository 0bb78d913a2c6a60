// Money screens and calls in Latin American Spanish (the English, shared/messages/money.ts, is the source): points
// and payouts, portfolio, activity, referrals, achievements, round-ups.
import { pluralIn } from '#shared/i18n/plural.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import { menuText } from '#shared/messages/es-419/app-shell.ts';
import type {
  achievementNames as achievementNamesEn,
  achievementsText as achievementsTextEn,
  corrections as correctionsEn,
  activity as activityEn,
  payouts as payoutsEn,
  payoutsList as payoutsListEn,
  portfolio as portfolioEn,
  referralsText as referralsTextEn,
  roundUpPrefs as roundUpPrefsEn,
} from '#shared/messages/money.ts';

const byCount = pluralIn('es-419');

export const payouts: Translation<typeof payoutsEn> = {
  amountInvalid: 'Ingresa un monto en dólares, como 25 o 25.50',
  belowMinimum: 'El mínimo es US$25.00',
  methodInvalid: 'Elige instantáneo o estándar',
  sourceInvalid: 'Elige la cuenta de intereses o Bitcoin',
  notEnoughPoints: 'No tienes suficientes puntos para este canje',
  notEnoughFunds: 'No tienes suficiente en esta inversión para este retiro',
  feeTakesAll: 'La comisión del pago estándar se llevaría todo este monto. Elige Instantáneo.',
  bitcoinPriceUnavailable:
    'El precio de Bitcoin no está disponible en este momento, así que no se puede retirar Bitcoin. ' +
    'Inténtalo de nuevo en unos minutos.',
  redeemTitle: 'Canjear puntos',
  redeemDescription: 'Convierte tus puntos en dinero. 1 punto = US$1.00.',
  amountLabel: 'Monto (USD)',
  instantLabel: 'Instantáneo',
  instantHint: 'Llega en minutos · comisión de 1.5%',
  standardLabel: 'Estándar',
  standardHint: 'Llega en 1-3 días hábiles · comisión de US$0.25',
  feeLabel: 'Comisión',
  arrivesLabel: 'Recibirás',
  confirm: 'Confirmar canje',
  max: 'Máx.',
  cashValue: (usd: string) => `Equivale a ${usd} en dinero`,
  maxLabel: 'Canjear todos tus puntos',
  confirming: 'Canjeando...',
  redeemedTitle: 'Canje iniciado',
  redeemedBody: (net: string) => `${net} va en camino a tu cuenta bancaria.`,
  redeemFailedTitle: 'No se pudo canjear',
  redeemFailedBody: 'No se pudieron canjear los puntos. Inténtalo de nuevo.',
  paidTitle: 'Pago enviado',
  paidBody: (net: string) => `Depositamos ${net} en tu cuenta bancaria.`,
  failedTitle: 'El pago falló',
  failedBody: (amount: string) => `Tu pago de ${amount} falló y el monto volvió a tu saldo.`,
  providerFailed: 'El proveedor de pagos no pudo enviar este pago',
  stuckTitle: 'Revisando un pago',
  stuckBody: (amount: string) =>
    `No pudimos confirmar tu pago de ${amount} con el proveedor de pagos. Nuestro equipo lo está revisando: no ` +
    'recibirás el pago dos veces y, si no salió, el monto vuelve a tu saldo.',
  returnedTitle: 'Pago devuelto',
  returnedBody: (amount: string) =>
    `Tu banco devolvió el pago de ${amount} que habíamos marcado como pagado, así que el monto volvió a tu saldo.`,
  redeem: 'Canjear',
  redeemUnavailable: 'Puedes canjear cuando tu saldo de puntos llegue a US$25.00.',
  redeemNegative: 'No puedes canjear mientras tu saldo de puntos sea negativo. Tus próximos puntos lo cubren primero.',
  available: (balance: string) => `Disponible: ${balance}`,
  methodLabel: '¿Qué tan rápido?',
  cancel: 'Cancelar',
};

export const portfolio: Translation<typeof portfolioEn> = {
  title: 'Tu portafolio',
  interestName: 'Cuenta de intereses (5% de rendimiento anual)',
  bitcoinName: 'Bitcoin',
  totalValue: 'Valor actual',
  invested: 'Invertido',
  totalReturn: 'Rendimiento',
  waiting: 'Por invertir',
  waitingProgress: (pending: string, threshold: string) => `${pending} de ${threshold}`,
  nextWhen: (threshold: string, toGo: string) =>
    `Próxima inversión: cuando tus redondeos lleguen a ${threshold} (faltan ${toGo}).`,
  nextNow: (pending: string) => `Próxima inversión: ${pending}, con cargo a tu tarjeta ahora.`,
  noCard: 'Agrega una tarjeta en Configuración > Métodos de pago para empezar a invertir tus redondeos.',
  chartLabel: 'Valor del portafolio y monto invertido en el tiempo',
  chartEmpty: 'Tu gráfico aparecerá después de tu primera inversión.',
  chartFirst: (amount: string, day: string) =>
    `Primera inversión: ${amount} el ${day}. Tu gráfico empieza cuando haya dos días para mostrar.`,
  sweepDeclinedTitle: 'Tarjeta rechazada',
  sweepDeclinedBody: (amount: string) =>
    `No pudimos cobrar a tu tarjeta ${amount} de redondeos. Lo intentaremos de nuevo mañana.`,
  sweepStuckTitle: 'Revisando un pago de redondeos',
  sweepStuckBody: (amount: string) =>
    `No pudimos confirmar el pago con tarjeta de ${amount} de redondeos. Nuestro equipo lo está revisando con el ` +
    'banco; no te cobraremos dos veces y los nuevos redondeos se siguen invirtiendo.',
  investedTitle: 'Redondeos invertidos',
  investedBody: (amount: string, where: string) => `Invertimos ${amount} de cambio en ${where}.`,
  interestCreditedTitle: 'Intereses pagados',
  interestCreditedBody: (amount: string) => `Se agregaron ${amount} de intereses a tu cuenta.`,
  loadFailed: 'No se pudo cargar tu portafolio.',
  investingIn: (name: string) => `Invirtiendo en ${name}`,
  holdings: 'Activos',
  btcHeld: (btc: string) => `${btc} BTC`,
  goToSettings: 'Ir a Configuración',
  chartValue: 'Valor',
  chartInvested: 'Invertido',
  chartDate: 'Fecha',
  valueUnavailable: 'No disponible',
  bitcoinPriceUnavailable:
    'El precio de Bitcoin no está disponible en este momento, así que no mostramos tu Bitcoin ni el valor total. ' +
    'Inténtalo de nuevo en unos minutos.',
};

export const activity: Translation<typeof activityEn> = {
  title: 'Actividad reciente',
  empty: 'Tus redondeos, puntos y pagos aparecerán aquí cuando encontremos tu primera compra de monedas.',
  pulledTitle: 'Movimientos sincronizados',
  pulledBody: (n: number) =>
    `${n} ${byCount(n, 'movimiento nuevo sincronizado', 'movimientos nuevos sincronizados')} desde tu banco.`,
  roundUpTitle: 'Redondeos agregados',
  roundUpBody: (amount: string, n: number) =>
    `Tienes ${amount} de cambio de ${n} compra${byCount(n, '', 's')} de monedas por invertir.`,
  purchaseTitle: 'Compras de monedas de TikTok encontradas',
  purchaseBody: (n: number, points: string) =>
    `Ganaste ${points} puntos con ${n} compra${byCount(n, '', 's')} de monedas.`,
  refundTitle: 'Compra de monedas reembolsada',
  refundBody: (amount: string) => `Un reembolso de ${amount} revirtió su redondeo y sus puntos.`,
  // A bank sync tells its news once; the first one says what the history held.
  importedTitle: 'Ya tenemos tu historial bancario',
  importedBody: (purchases: number, days: number) =>
    purchases === 0
      ? `No encontramos compras de monedas de los últimos ${days} días. Las nuevas aparecerán aquí.`
      : `Encontramos ${purchases} compra${byCount(purchases, '', 's')} de monedas de los últimos ${days} días.`,
  importedBeforeLink: (n: number) =>
    byCount(
      n,
      'La compra hecha antes de que te unieras cuenta en tu gasto y no genera nada: ' +
        'los redondeos y puntos empiezan hoy.',
      `Las ${n} hechas antes de que te unieras cuentan en tu gasto y no generan nada: ` +
        'los redondeos y puntos empiezan hoy.',
    ),
  refundsBody: (n: number, amount: string) =>
    byCount(
      n,
      `Un reembolso de ${amount} revirtió su redondeo y sus puntos.`,
      `${n} reembolsos por ${amount} en total revirtieron sus redondeos y puntos.`,
    ),
  refunded: 'Reembolsada',
  loadFailed: 'No se pudo cargar tu actividad reciente.',
  points: (signed: string) => `${signed} puntos`,
  item: {
    roundUp: (description: string) => `Redondeo · ${description}`,
    points: (description: string) => `Puntos · ${description}`,
    creatorShare: 'Tu parte como creador, de un donador',
    referral: 'Recompensa por referido',
    achievement: (title: string) => `Logro · ${title}`,
    redemption: 'Puntos canjeados',
    redemptionReturned: 'Canje devuelto',
    refund: (description: string) => `Reembolso · ${description}`,
    refundWithdrawn: (description: string) => `Reembolso anulado · ${description}`,
    notCoinPurchase: (description: string) => `No es una compra de monedas · ${description}`,
    invested: (where: string) => `Invertido · ${where}`,
    interest: 'Intereses pagados',
    cashOut: (where: string) => `Retiro · ${where}`,
    cashOutReturned: 'Retiro devuelto',
  },
};

export const referralsText: Translation<typeof referralsTextEn> = {
  title: 'Invita a tus amigos',
  body: (reward: string) => `Recibe ${reward} en puntos cuando un amigo que invites haga su primer redondeo.`,
  codeLabel: 'Tu código de referido',
  share: 'Compartir',
  copy: 'Copiar enlace',
  copied: 'Enlace copiado',
  shareText: (code: string) =>
    `Únete a GiftOrbit conmigo: redondea tus compras de monedas e invierte el cambio. Usa mi código ${code}.`,
  friends: (n: number) => `${n} ${byCount(n, 'amigo invitado', 'amigos invitados')}`,
  earnings: 'Ganado',
  completedTitle: 'Recompensa por referido',
  completedBody: (reward: string) => `Un amigo que invitaste hizo su primer redondeo. Ganaste ${reward} en puntos.`,
  linkLabel: 'Tu enlace de invitación',
  shareTitle: 'Únete a GiftOrbit conmigo',
  copyFailed: 'No se pudo copiar el enlace. Cópialo tú mismo.',
  loadFailed: 'No se pudieron cargar tus referidos.',
};

export const achievementsText: Translation<typeof achievementsTextEn> = {
  title: 'Logros',
  empty: 'Desbloquea logros a medida que crecen tus redondeos.',
  claim: 'Reclamar',
  claimed: 'Acreditado',
  dismiss: 'Descartar',
  claimedTitle: 'Recompensa reclamada',
  claimedBody: (points: string) => `Se agregaron ${points} puntos a tu saldo.`,
  unlockedTitle: (title: string) => `Logro desbloqueado: ${title}`,
  unlockedBody: (points: string) => `${points} puntos son tuyos: ya están en tu saldo.`,
  paidBefore: 'Recibiste esta recompensa en tu cuenta anterior.',
  locked: 'Bloqueado',
  alreadyClaimed: 'Esta recompensa ya se reclamó',
  reward: (points: string) => `+${points} puntos`,
  lockedHeading: 'Por desbloquear',
  claiming: 'Reclamando...',
  claimFailedTitle: 'No se pudo reclamar',
  claimFailedBody: 'No se pudo reclamar esta recompensa. Inténtalo de nuevo.',
  dismissFailedTitle: 'No se pudo descartar',
  dismissFailedBody: 'No se pudo descartar este logro. Inténtalo de nuevo.',
  loadFailed: 'No se pudieron cargar tus logros.',
};

export const corrections: Translation<typeof correctionsEn> = {
  coinPurchaseInvalid: 'Indica true (una compra de monedas) o false (no es una compra de monedas)',
  moneyIn: 'Solo el dinero que sale puede ser una compra de monedas. Un reembolso sigue a la compra que reembolsa.',
  refunded: 'Esta compra fue reembolsada, así que ya no cuenta para nada.',
};

export const roundUpPrefs: Translation<typeof roundUpPrefsEn> = {
  multiplierLabel: 'Multiplicador de redondeo',
  multiplierHint: 'Multiplica cada redondeo para invertir más rápido. Los puntos no cambian.',
  weeklyCapLabel: 'Límite semanal',
  weeklyCapHint: 'Lo máximo en redondeos que cobramos en una semana (de lunes a domingo).',
  noCap: 'Sin límite',
  investmentLabel: 'Invertir mis redondeos en',
  interest: 'Cuenta de intereses (5% de rendimiento anual)',
  bitcoin: 'Bitcoin',
  weeklyCapInvalid: 'El límite semanal debe estar entre US$1 y US$1,000',
  multiplierInvalid: 'El multiplicador debe ser 1, 2, 3 o 10',
  investmentInvalid: 'Elige la cuenta de intereses o Bitcoin',
  multiplierOption: (m: number) => `${m}x`,
  weeklyCapOption: (dollars: number) => `US$${dollars}`,
  interestHint: 'Crecimiento estable, con intereses pagados cada mes.',
  bitcoinHint: 'Se compra al precio actual; su valor sube y baja.',
  // A switch is confirmed first, saying what happens to what is already invested.
  switchTitle: (to: 'interest' | 'bitcoin') =>
    to === 'bitcoin' ? '¿Cambiar a Bitcoin?' : '¿Cambiar a la cuenta de intereses?',
  switchToBitcoin:
    'A partir de ahora, tus redondeos compran Bitcoin al precio actual. Lo que ya invertiste se queda en la ' +
    'cuenta de intereses y sigue generando un 5% de rendimiento anual.',
  bitcoinRisk: 'El valor de Bitcoin sube y baja: lo que inviertas puede llegar a valer menos de lo que pusiste.',
  switchToInterest:
    'A partir de ahora, tus redondeos van a la cuenta de intereses con 5% de rendimiento anual. El Bitcoin que ya ' +
    'tienes sigue siendo Bitcoin y su valor sigue cambiando con el precio.',
  confirmSwitch: (to: 'interest' | 'bitcoin') => (to === 'bitcoin' ? 'Cambiar a Bitcoin' : 'Cambiar a intereses'),
  keepChoice: 'Mantener mi elección',
};

/** The payouts list (redemptions and cash-outs), where each one is, reachable from the dashboard. */
export const payoutsList: Translation<typeof payoutsListEn> = {
  title: menuText.payouts,
  description: 'Tus canjes y retiros, y en qué estado está cada uno.',
  link: 'Ver pagos',
  empty: 'Aún no tienes pagos. Cuando canjees puntos o hagas un retiro, cada uno aparecerá aquí hasta que llegue.',
  loadFailed: 'No se pudieron cargar tus pagos.',
  redemption: 'Puntos canjeados',
  cashOut: (source: 'interest' | 'bitcoin') =>
    `Retiro de ${source === 'bitcoin' ? 'Bitcoin' : 'la cuenta de intereses'}`,
  status: { pending: 'Pendiente', processing: 'En proceso', paid: 'Pagado', failed: 'Fallido' },
  method: { instant: 'Instantáneo', standard: 'Estándar' },
  amounts: (gross: string, fee: string, net: string) => `${gross} menos ${fee} de comisión: recibes ${net}`,
  arrivesBy: (day: string) => `Llega a más tardar el ${day}`,
  arrivesSoon: 'Llega en minutos',
  paidOn: (day: string) => `Pagado el ${day}`,
  failed: (reason: string) => `${reason} El dinero volvió a tu saldo.`,
  requested: (when: string) => `Solicitado: ${when}`,
};

export const achievementNames: Translation<typeof achievementNamesEn> = {
  first_bank_linked: { title: 'Control de Misión', description: 'Vinculaste tu primera cuenta bancaria.' },
  first_round_up: { title: 'Despegue', description: 'Tu primer redondeo de una compra de monedas.' },
  round_ups_10: { title: 'Órbita Estable', description: 'Diez redondeos acumulados.' },
  invested_10: { title: 'Tanque de Combustible', description: 'US$10 de cambio invertidos.' },
  invested_100: { title: 'Espacio Profundo', description: 'US$100 de cambio invertidos.' },
  first_referral: {
    title: 'Reclutador de la Tripulación',
    description: 'Un amigo que invitaste hizo su primer redondeo.',
  },
  first_redemption: { title: 'Canje Realizado', description: 'Canjeaste puntos por efectivo por primera vez.' },
};
