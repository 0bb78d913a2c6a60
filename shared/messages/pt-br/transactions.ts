// The transaction list's filter and search, and a row's sheet, in Brazilian Portuguese (the English,
// shared/messages/transactions.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  transactionFilterText as transactionFilterTextEn,
  transactionSheetText as transactionSheetTextEn,
} from '#shared/messages/transactions.ts';

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

export const transactionSheetText: Translation<typeof transactionSheetTextEn> = {
  open: (description: string) => `Detalhes de ${description}`,
  amount: 'Valor',
  date: 'Data',
  category: 'Categoria',
  roundUp: 'Arredondamento',
  points: 'Pontos',
  refundedNote: 'Reembolsada: esta compra não conta mais.',
  markCoin: 'É uma compra de moedas',
  markNotCoin: 'Não é uma compra de moedas',
  markCoinHelp:
    'Ela vai render o arredondamento e os pontos de uma compra de moedas. ' +
    'As próximas sincronizações mantêm o que você disse.',
  markCoinBeforeLinkHelp:
    'Ela vai contar no seu gasto com moedas. Como é de antes de você entrar, não rende nada. ' +
    'As próximas sincronizações mantêm o que você disse.',
  markNotCoinHelp:
    'O arredondamento e os pontos dela são estornados. As próximas sincronizações mantêm o que você disse.',
  saidCoin: 'Você indicou que é uma compra de moedas.',
  saidNotCoin: 'Você indicou que não é uma compra de moedas.',
  markedCoin: 'Marcada como compra de moedas',
  markedNotCoin: 'Marcada como não compra de moedas',
  failed: 'Não deu certo. Tente de novo.',
};
