// The transaction list's filter and search in Brazilian Portuguese (the English, shared/messages/transactions.ts,
// is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { transactionFilterText as transactionFilterTextEn } from '#shared/messages/transactions.ts';

export const transactionFilterText: Translation<typeof transactionFilterTextEn> = {
  filterLabel: 'Mostrar',
  filters: {
    all: 'Todas as transações',
    coin_purchases: 'Compras de moedas',
    refunds: 'Reembolsos',
    pending: 'Pendentes',
  },
  categories: { TikTok: 'TikTok', Other: 'Outros' },
  searchLabel: 'Buscar transações',
  searchPlaceholder: 'Buscar pela descrição ou valor',
  clearSearch: 'Limpar busca',
  noMatch: 'Nenhuma transação encontrada. Tente outro filtro ou outra busca.',
  noCoinPurchases: 'Ainda não há compras de moedas. Todas as transações mostra tudo o que seu banco enviou.',
  matching: (n: number) => `Exibindo ${n.toLocaleString('pt-BR')}${n === 50 ? '+' : ''}`,
  filterInvalid: 'Escolha Compras de moedas, Reembolsos, Pendentes ou Todas as transações',
  searchTooLong: 'A busca pode ter até 100 caracteres',
};
