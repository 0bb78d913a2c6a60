// The transaction list's filter and search in Latin American Spanish (the English, shared/messages/transactions.ts,
// is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { transactionFilterText as transactionFilterTextEn } from '#shared/messages/transactions.ts';

export const transactionFilterText: Translation<typeof transactionFilterTextEn> = {
  filterLabel: 'Mostrar',
  filters: {
    all: 'Todos',
    coin_purchases: 'Compras de monedas',
    refunds: 'Reembolsos',
    pending: 'Pendientes',
  },
  categories: { TikTok: 'TikTok', Other: 'Otros' },
  searchLabel: 'Buscar movimientos',
  searchPlaceholder: 'Buscar por descripción',
  clearSearch: 'Borrar búsqueda',
  noMatch: 'Ningún movimiento coincide. Prueba otro filtro u otra búsqueda.',
  matching: (n: number) => `Mostrando ${n.toLocaleString('es-419')}${n === 50 ? '+' : ''}`,
  filterInvalid: 'Elige Todos, Compras de monedas, Reembolsos o Pendientes',
  searchTooLong: 'La búsqueda puede tener hasta 100 caracteres',
};
