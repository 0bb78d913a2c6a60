// The transaction list's filter and search, and a row's sheet, in Latin American Spanish (the English,
// shared/messages/transactions.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  transactionFilterText as transactionFilterTextEn,
  transactionSheetText as transactionSheetTextEn,
} from '#shared/messages/transactions.ts';

export const transactionFilterText: Translation<typeof transactionFilterTextEn> = {
  filterLabel: 'Mostrar',
  filters: {
    all: 'Todos los movimientos',
    coin_purchases: 'Compras de monedas',
    refunds: 'Reembolsos',
    pending: 'Pendientes',
  },
  categories: { TikTok: 'TikTok', Other: 'Otros' },
  searchLabel: 'Buscar movimientos',
  searchPlaceholder: 'Buscar por descripción o monto',
  clearSearch: 'Borrar búsqueda',
  noMatch: 'Ningún movimiento coincide. Prueba otro filtro u otra búsqueda.',
  noCoinPurchases: 'Aún no hay compras de monedas. Todos los movimientos muestra todo lo que envió tu banco.',
  matching: (n: number) => `Mostrando ${n.toLocaleString('es-419')}${n === 50 ? '+' : ''}`,
  filterInvalid: 'Elige Compras de monedas, Reembolsos, Pendientes o Todos los movimientos',
  searchTooLong: 'La búsqueda puede tener hasta 100 caracteres',
};

export const transactionSheetText: Translation<typeof transactionSheetTextEn> = {
  open: (description: string) => `Detalles de ${description}`,
  amount: 'Monto',
  date: 'Fecha',
  category: 'Categoría',
  roundUp: 'Redondeo',
  points: 'Puntos',
  refundedNote: 'Reembolsada: esta compra ya no cuenta.',
  markCoin: 'Es una compra de monedas',
  markNotCoin: 'No es una compra de monedas',
  markCoinHelp:
    'Ganará su redondeo y sus puntos como una compra de monedas. Las próximas sincronizaciones respetan lo que digas.',
  markCoinBeforeLinkHelp:
    'Contará en tu gasto en monedas. Como es de antes de que te unieras, no gana nada. ' +
    'Las próximas sincronizaciones respetan lo que digas.',
  markNotCoinHelp: 'Se descuentan su redondeo y sus puntos. Las próximas sincronizaciones respetan lo que digas.',
  saidCoin: 'Indicaste que es una compra de monedas.',
  saidNotCoin: 'Indicaste que no es una compra de monedas.',
  markedCoin: 'Marcada como compra de monedas',
  markedNotCoin: 'Marcada como no compra de monedas',
  failed: 'No se pudo completar. Inténtalo de nuevo.',
};
