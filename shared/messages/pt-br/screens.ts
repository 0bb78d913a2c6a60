// The signed-in screens' texts in Brazilian Portuguese (the English, shared/messages/screens.ts, is the source).
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

const byCount = pluralIn('pt-BR');

export const setupChecklist: Translation<typeof setupChecklistEn> = {
  title: 'Configure sua conta',
  progress: (done: number, total: number) => `${done} de ${total} concluídos`,
  done: 'Concluído',
  bankTitle: 'Conecte seu banco',
  bankBody: 'Somente leitura: encontramos suas compras de moedas e as arredondamos.',
  cardTitle: 'Adicione um cartão',
  cardBody: (threshold: string) =>
    `Seus arredondamentos são cobrados no cartão ao chegarem a ${threshold} e depois investidos.`,
  cardAction: 'Adicionar cartão',
  investTitle: 'Escolha seu investimento',
  investBody: 'Para onde vai o seu troco. Você pode mudar depois em Configurações.',
  investInterest: (apy: string) => `Rendimento de ${apy} ao ano`,
  investBitcoin: 'Bitcoin',
  investBitcoinNote: 'O valor do Bitcoin sobe e desce; a conta remunerada só cresce.',
  alertsTitle: 'Ative os alertas',
  alertsBody: 'Uma notificação neste aparelho sempre que houver um arredondamento.',
  alertsAction: 'Ativar alertas',
  alertsSkip: 'Pular por enquanto',
};

export const dashboard: Translation<typeof dashboardEn> = {
  greeting: (name: string) => `Olá de novo, ${name}!`,
  /** A member's first visit, right after sign-up: the first name only. */
  welcome: (name: string) => `Boas-vindas, ${name.trim().split(/\s+/)[0]}!`,
  subtitle: 'Acompanhe seus gastos no TikTok e ganhe pontos',
  pointsBalance: 'Saldo de pontos',
  tiktokSpending: 'Gastos no TikTok',
  tiktokSpendingHint: 'Total desde o início',
  pointsEarned: 'Pontos ganhos',
  pointsEarnedHint: '5% de volta nas compras, mais bônus',
  pointsRedeemed: 'Pontos resgatados',
  pointsRedeemedHint: 'Dinheiro sacado',
  points: (amount: string) => `${amount} pontos`,
  pointsUnit: 'pontos',
  pointsNegativeHint: 'Pontos de uma compra reembolsada; descontados dos seus próximos pontos',
  recentActivity: 'Atividade recente',
  bankAccounts: 'Contas bancárias',
  loading: 'Carregando...',
  numbersLabel: 'Seus números',
};

export const transactionsPage: Translation<typeof transactionsPageEn> = {
  title: 'Histórico de transações',
  syncingTitle: 'Sincronizando transações',
  connected: 'Conta bancária conectada',
  notConnected: 'Nenhuma conta bancária conectada',
  allTransactions: 'Todas as transações',
  refreshing: 'Atualizando...',
  refreshFailedTitle: 'Não foi possível atualizar',
  refreshFailedBody: 'Não foi possível atualizar os dados da conta. Tente de novo.',
  refreshedTitle: 'Conta atualizada',
  sandboxPurchase: 'Comprar moedas (teste)',
  sandboxPurchasedTitle: 'Compra de moedas feita',
  sandboxPurchasedBody:
    'Seu banco de teste tem uma nova compra de moedas. O arredondamento e os pontos estão na lista.',
  sandboxPurchaseFailed: 'O banco de teste não conseguiu fazer a compra. Tente de novo em instantes.',
  refreshedBody: (newCount: number) =>
    newCount === 0
      ? 'Tudo em dia: nenhuma transação nova.'
      : `${newCount} ${byCount(newCount, 'transação nova', 'transações novas')}. A lista será atualizada em instantes.`,
  backToDashboard: 'Voltar ao painel',
  refresh: 'Atualizar',
  refreshAgainIn: (seconds: number) => `Atualizar de novo em ${seconds} s`,
  syncingBody:
    'As transações recentes costumam aparecer em 1-2 horas. ' +
    'O histórico completo pode levar até 24 horas, e os cartões de crédito até 48 horas.',
  connectedBody: (n: number) =>
    `${n.toLocaleString('pt-BR')} ${byCount(n, 'transação sincronizada', 'transações sincronizadas')} ` +
    'do seu banco. Verificamos se há novas regularmente.',
  connectedWaitingBody: 'Seu banco está conectado. Suas transações vão aparecer aqui em instantes.',
  listedFrom: (day: string) =>
    'Esta conta bancária já esteve conectada a outra conta, talvez uma que você encerrou: as transações até ' +
    `${day} renderam pontos lá, então aqui aparecem só as posteriores.`,
  notConnectedBody:
    'Conecte uma conta bancária em modo somente leitura e vamos encontrar suas compras de moedas no TikTok ' +
    'e arredondá-las.',
  summaryLabel: 'Resumo das transações',
  totalTransactions: 'Total de transações',
  totalTransactionsHint: 'Todas as transações sincronizadas',
  tiktokPurchases: 'Compras no TikTok',
  tiktokPurchasesHint: (spent: string) => `${spent} gastos em moedas`,
  pendingPurchasesNote: (n: number, spent: string) =>
    `${n.toLocaleString('pt-BR')} ${byCount(n, 'pendente', 'pendentes')} (${spent}), contam após a confirmação`,
  totalRoundUps: 'Total de arredondamentos',
  totalRoundUpsHint: 'Troco separado para investir',
  pointsEarned: 'Pontos das compras',
  pointsEarnedHint: '5% de volta nestas compras de moedas; os bônus estão no seu painel',
  emptyTitle: 'Ainda não há transações',
  emptyNotConnected: 'Conecte uma conta bancária para ver suas transações aqui.',
  emptySyncing: 'Estamos sincronizando com o seu banco. As transações recentes costumam aparecer em 1-2 horas.',
  pending: 'Pendente',
  refunded: 'Reembolsada',
  beforeLink: 'Antes de você entrar',
  roundUp: (amount: string) => `Arredondamento de ${amount}`,
  awaitingRate: 'Aguardando a taxa de câmbio',
  rateTitle: (rate: string, currency: string, day: string) => `1 USD = ${rate} ${currency} em ${day}`,
  loadFailed: 'Não foi possível carregar suas transações.',
  loadingMore: 'Carregando mais transações...',
  loadMoreFailed: 'Não foi possível carregar mais transações.',
  tryAgain: 'Tentar de novo',
  listLabel: (n: number) =>
    `${n.toLocaleString('pt-BR')} ${byCount(n, 'transação', 'transações')}, as mais recentes primeiro`,
};

export const cards: Translation<typeof cardsEn> = {
  stripeNotReady: 'O Stripe não está pronto. Tente de novo.',
  enterCard: 'Informe os dados do seu cartão.',
  failedTitle: 'Falha na forma de pagamento',
  failedBody: 'Não foi possível salvar a forma de pagamento',
  setupIncomplete: 'A configuração da forma de pagamento não foi concluída',
  setupIntentFailed: 'Não foi possível iniciar a configuração da forma de pagamento',
  addFailed: 'Não foi possível adicionar a forma de pagamento. Tente de novo.',
  addedTitle: 'Forma de pagamento adicionada',
  addedBody: 'Seu cartão foi salvo com sucesso.',
  removeFailed: 'Não foi possível remover a forma de pagamento. Tente de novo.',
  removedTitle: 'Forma de pagamento removida',
  setDefaultFailed: 'Não foi possível atualizar a forma de pagamento padrão.',
  setDefaultTitle: 'Forma de pagamento padrão atualizada',
};

export const settings: Translation<typeof settingsEn> = {
  updateFailed: 'Não foi possível atualizar as configurações. Tente de novo.',
  updatedTitle: 'Configurações atualizadas',
  updatedBody: 'Suas preferências foram salvas.',
  loadFailed: 'Não foi possível carregar suas configurações',
};

export const notifications: Translation<typeof notificationsEn> = {
  empty: 'Nenhuma notificação ainda',
};

export const help: Translation<typeof helpEn> = {
  noArticles: 'Nenhum artigo encontrado',
  articlesFound: (n: number) => `${n} ${byCount(n, 'artigo encontrado', 'artigos encontrados')}`,
};
