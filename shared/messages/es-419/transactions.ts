// The transaction list's filter and search in Latin American Spanish (the English, shared/messages/transactions.ts,
// is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { transactionFilterText as transactionFilterTextEn } from '#shared/messages/transactions.ts';

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
