// The signed-in screens' texts in Latin American Spanish (the English, shared/messages/screens.ts, is the source).
import { pluralIn } from '#shared/i18n/plural.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  cards as cardsEn,
  dashboard as dashboardEn,
  help as helpEn,
  notifications as notificationsEn,
  settings as settingsEn,
  setupChecklist as setupChecklistEn,
  transactionsPage as transactionsPageEn,
} from '#shared/messages/screens.ts';

const byCount = pluralIn('es-419');

export const setupChecklist: Translation<typeof setupChecklistEn> = {
  title: 'Configura tu cuenta',
  progress: (done: number, total: number) => `${done} de ${total} listos`,
  done: 'Listo',
  bankTitle: 'Vincula tu banco',
  bankBody: 'Solo lectura: encontramos tus compras de monedas y las redondeamos.',
  cardTitle: 'Agrega una tarjeta',
  cardBody: (threshold: string) =>
    `Tus redondeos se cobran a esta tarjeta cuando llegan a ${threshold} y luego se invierten.`,
  cardAction: 'Agregar tarjeta',
  investTitle: 'Elige tu inversión',
  investBody: 'Adónde va tu cambio. Puedes modificarlo después en Configuración.',
  investInterest: (apy: string) => `${apy} de rendimiento anual`,
  investBitcoin: 'Bitcoin',
  investBitcoinNote: 'El valor de Bitcoin sube y baja; la cuenta de intereses solo crece.',
  alertsTitle: 'Activa las alertas',
  alertsBody: 'Una notificación en este dispositivo cada vez que haya un redondeo.',
  alertsAction: 'Activar alertas',
  alertsSkip: 'Omitir por ahora',
};

export const dashboard: Translation<typeof dashboardEn> = {
  greeting: (name: string) => `¡Hola de nuevo, ${name}!`,
  /** A member's first visit, right after sign-up: the first name only. */
  welcome: (name: string) => `¡Te damos la bienvenida, ${name.trim().split(/\s+/)[0]}!`,
  subtitle: 'Controla tus gastos en TikTok y gana puntos',
  pointsBalance: 'Saldo de puntos',
  tiktokSpending: 'Gastos en TikTok',
  tiktokSpendingHint: 'Total histórico',
  pointsEarned: 'Puntos ganados',
  pointsEarnedHint: '5% de vuelta en compras, más bonos',
  pointsRedeemed: 'Puntos canjeados',
  pointsRedeemedHint: 'Efectivo retirado',
  points: (amount: string) => `${amount} puntos`,
  pointsUnit: 'puntos',
  pointsNegativeHint: 'Puntos de una compra reembolsada; se descuentan de tus próximos puntos',
  recentActivity: 'Actividad reciente',
  bankAccounts: 'Cuentas bancarias',
  loading: 'Cargando...',
  numbersLabel: 'Tus números',
};

export const transactionsPage: Translation<typeof transactionsPageEn> = {
  title: 'Historial de movimientos',
  syncingTitle: 'Sincronizando movimientos',
  connected: 'Cuenta bancaria vinculada',
  notConnected: 'Ninguna cuenta bancaria vinculada',
  allTransactions: 'Todos los movimientos',
  refreshing: 'Actualizando...',
  refreshFailedTitle: 'No se pudo actualizar',
  refreshFailedBody: 'No se pudieron actualizar los datos de la cuenta. Inténtalo de nuevo.',
  refreshedTitle: 'Cuenta actualizada',
  sandboxPurchase: 'Comprar monedas (prueba)',
  sandboxPurchasedTitle: 'Compra de monedas hecha',
  sandboxPurchasedBody:
    'Tu banco de prueba tiene una nueva compra de monedas. Su redondeo y sus puntos están en la lista.',
  sandboxPurchaseFailed: 'El banco de prueba no pudo hacer la compra. Inténtalo de nuevo en un momento.',
  refreshedBody: (newCount: number) =>
    newCount === 0
      ? 'Todo al día: no hay movimientos nuevos.'
      : `${newCount} ${byCount(newCount, 'movimiento nuevo', 'movimientos nuevos')}. La lista se actualizará en breve.`,
  backToDashboard: 'Volver al panel',
  refresh: 'Actualizar',
  refreshAgainIn: (seconds: number) => `Actualizar de nuevo en ${seconds} s`,
  syncingBody:
    'Los movimientos recientes suelen aparecer en 1-2 horas. ' +
    'Tu historial completo puede tardar hasta 24 horas, y las tarjetas de crédito hasta 48 horas.',
  connectedBody: (n: number) =>
    `${n.toLocaleString('es-419')} ${byCount(n, 'movimiento sincronizado', 'movimientos sincronizados')} ` +
    'desde tu banco. Revisamos con regularidad si hay nuevos.',
  connectedWaitingBody: 'Tu banco está vinculado. Tus movimientos aparecerán aquí en breve.',
  listedFrom: (day: string) =>
    'Esta cuenta bancaria ya estuvo vinculada a otra cuenta, quizá una que cerraste: sus movimientos hasta el ' +
    `${day} recibieron sus puntos allí, así que aquí solo aparecen los posteriores.`,
  notConnectedBody:
    'Vincula una cuenta bancaria en modo solo lectura y encontraremos tus compras de monedas en TikTok ' +
    'para redondearlas.',
  summaryLabel: 'Resumen de movimientos',
  totalTransactions: 'Total de movimientos',
  totalTransactionsHint: 'Todos los movimientos sincronizados',
  tiktokPurchases: 'Compras en TikTok',
  tiktokPurchasesHint: (spent: string) => `${spent} gastados en monedas`,
  pendingPurchasesNote: (n: number, spent: string) =>
    `${n.toLocaleString('es-419')} ${byCount(n, 'pendiente', 'pendientes')} (${spent}), cuentan al confirmarse`,
  totalRoundUps: 'Total de redondeos',
  totalRoundUpsHint: 'Cambio apartado para invertir',
  pointsEarned: 'Puntos por compras',
  pointsEarnedHint: '5% de vuelta en estas compras de monedas; los bonos están en tu panel',
  emptyTitle: 'Aún no hay movimientos',
  emptyNotConnected: 'Vincula una cuenta bancaria para ver tus movimientos aquí.',
  emptySyncing: 'Estamos sincronizando con tu banco. Los movimientos recientes suelen aparecer en 1-2 horas.',
  pending: 'Pendiente',
  refunded: 'Reembolsada',
  beforeLink: 'Antes de unirte',
  roundUp: (amount: string) => `Redondeo de ${amount}`,
  awaitingRate: 'Esperando el tipo de cambio',
  rateTitle: (rate: string, currency: string, day: string) => `1 USD = ${rate} ${currency} el ${day}`,
  loadFailed: 'No se pudieron cargar tus movimientos.',
  loadingMore: 'Cargando más movimientos...',
  loadMoreFailed: 'No se pudieron cargar más movimientos.',
  tryAgain: 'Reintentar',
  listLabel: (n: number) =>
    `${n.toLocaleString('es-419')} ${byCount(n, 'movimiento', 'movimientos')}, los más recientes primero`,
};

export const cards: Translation<typeof cardsEn> = {
  stripeNotReady: 'Stripe no está listo. Inténtalo de nuevo.',
  enterCard: 'Ingresa los datos de tu tarjeta.',
  failedTitle: 'Error en el método de pago',
  failedBody: 'No se pudo guardar el método de pago',
  setupIncomplete: 'No se completó la configuración del método de pago',
  setupIntentFailed: 'No se pudo iniciar la configuración del método de pago',
  addFailed: 'No se pudo agregar el método de pago. Inténtalo de nuevo.',
  addedTitle: 'Método de pago agregado',
  addedBody: 'Tu tarjeta se guardó correctamente.',
  removeFailed: 'No se pudo eliminar el método de pago. Inténtalo de nuevo.',
  removedTitle: 'Método de pago eliminado',
  setDefaultFailed: 'No se pudo actualizar el método de pago predeterminado.',
  setDefaultTitle: 'Método de pago predeterminado actualizado',
};

export const settings: Translation<typeof settingsEn> = {
  updateFailed: 'No se pudo actualizar la configuración. Inténtalo de nuevo.',
  updatedTitle: 'Configuración actualizada',
  updatedBody: 'Se guardaron tus preferencias.',
  loadFailed: 'No se pudo cargar tu configuración',
};

export const notifications: Translation<typeof notificationsEn> = {
  empty: 'Aún no hay notificaciones',
};

export const help: Translation<typeof helpEn> = {
  noArticles: 'No se encontraron artículos',
  articlesFound: (n: number) => `${n} ${byCount(n, 'artículo encontrado', 'artículos encontrados')}`,
};
