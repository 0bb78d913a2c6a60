// Monthly statements and the year-end tax summary in Latin American Spanish (the English,
// shared/messages/statements.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { statementsText as statementsTextEn } from '#shared/messages/statements.ts';

export const statementsText: Translation<typeof statementsTextEn> = {
  // Settings > Your data
  sectionTitle: 'Tus datos',
  statementsTitle: 'Estados de cuenta',
  statementsDescription:
    'Un estado de cuenta por cada mes desde que te uniste y un resumen de cada año para tus impuestos.',
  monthsLabel: 'Estados de cuenta mensuales',
  yearsLabel: 'Resúmenes fiscales anuales',
  inProgress: 'hasta ahora',
  taxSummaryLink: (year: number) => `Resumen fiscal ${year}`,
  loadFailed: 'No se pudieron cargar tus estados de cuenta. Revisa tu conexión e inténtalo de nuevo.',
  showAll: (count: number) => `Ver los ${count} meses`,

  // The statement page
  monthTitle: (month: string) => `Estado de cuenta de ${month}`,
  period: (from: string, to: string, zone: string) => `Del ${from} al ${to} (${zone})`,
  periodSoFar: (from: string, to: string, zone: string) => `Del ${from} al ${to} (${zone}), mes en curso`,
  backToSettings: 'Volver a Configuración',
  print: 'Imprimir o guardar como PDF',
  paper: 'Papel',
  paperA4: 'A4',
  paperLetter: 'Carta',
  balancesTitle: 'Saldos',
  opening: 'Inicial',
  closing: 'Final',
  balance: {
    points: 'Puntos',
    pendingRoundUps: 'Redondeos por invertir',
    sweepsInFlight: 'Redondeos en proceso de cobro',
    interestBalance: 'Cuenta de intereses',
    bitcoin: 'Bitcoin que tienes',
    bitcoinCostBasis: 'Costo de adquisición del Bitcoin',
    totalInvested: 'Total invertido',
  },
  totalsTitle: 'Este mes',
  totals: {
    roundUps: 'Redondeos',
    invested: 'Invertido',
    interest: 'Intereses acreditados',
    bitcoinBought: 'Bitcoin comprado',
    bitcoinSold: 'Bitcoin vendido (monto recibido)',
    pointsEarned: 'Puntos ganados',
    pointsRedeemed: 'Puntos canjeados',
    cashedOut: 'Retirado de inversiones',
    redeemedForCash: 'Puntos canjeados por efectivo',
    fees: 'Comisiones',
  },
  activityTitle: 'Actividad',
  noActivity: 'No hubo movimientos de dinero este mes.',
  column: { date: 'Fecha', what: 'Concepto', amount: 'Monto', points: 'Puntos' },
  kind: {
    coin_purchase: 'Redondeo de compra de monedas',
    purchase_reversal: 'Reembolso de una compra de monedas',
    purchase_corrected: 'No es una compra de monedas, como indicaste',
    points_reward: 'Recompensa en puntos',
    sweep_started: 'Redondeos cobrados a tu tarjeta',
    sweep_invested: 'Redondeos invertidos',
    sweep_declined: 'Tarjeta rechazada, redondeos devueltos',
    interest_credit: 'Intereses acreditados',
    redemption: 'Puntos canjeados por efectivo',
    redemption_returned: 'Canje fallido, puntos devueltos',
    cash_out: 'Retiro',
    cash_out_returned: 'Retiro fallido, dinero devuelto',
    other: 'Ajuste',
  },
  investmentName: { interest: 'cuenta de intereses', bitcoin: 'Bitcoin' },
  bitcoinAt: (btc: string, price: string) => `${btc} BTC a ${price}`,
  fee: (fee: string, net: string) => `Comisión de ${fee}, recibiste ${net}`,
  costBasis: (basis: string) => `Costo de adquisición: ${basis}`,
  postedOn: (day: string) => `Registrada el ${day}`,
  spend: (spend: string) => `Compra de ${spend}`,
  salePriceNote: 'El precio de una venta es el monto recibido dividido entre el Bitcoin vendido.',
  footer:
    'Las cifras vienen del registro contable de tu cuenta. Montos en dólares estadounidenses; ' +
    'cada punto vale US$1.',

  // The tax summary page
  taxTitle: (year: number | string) => `Resumen fiscal ${year}`,
  taxYearSoFar: 'Año en curso: cifras hasta hoy.',
  interestEarned: 'Intereses ganados',
  bitcoinBuysTitle: 'Bitcoin comprado',
  bitcoinSalesTitle: 'Bitcoin vendido',
  noBuys: 'No compraste Bitcoin este año.',
  noSales: 'No vendiste Bitcoin este año.',
  saleReturned: 'devuelta por tu banco: venta de un año anterior anulada',
  taxColumn: {
    date: 'Fecha',
    btc: 'BTC',
    price: 'Precio',
    cost: 'Costo',
    proceeds: 'Monto recibido',
    costBasis: 'Costo de adquisición',
    gain: 'Ganancia o pérdida',
  },
  total: 'Total',
  pointsRedeemedYear: 'Puntos canjeados por efectivo',
  feesYear: 'Comisiones de pago',
  taxNote:
    'Para tus registros: esto no es asesoría fiscal. El costo de adquisición es el costo promedio ' +
    'del Bitcoin vendido.',

  // The API's refusals
  badMonth: 'El mes de un estado de cuenta se escribe AAAA-MM, como 2026-03.',
  badYear: 'Un año fiscal se escribe AAAA, como 2026.',
  noStatement: 'No hay estado de cuenta para ese mes: es anterior a tu registro o todavía no llega.',
  noTaxYear: 'No hay resumen fiscal para ese año: es anterior a tu registro o todavía no llega.',
};
