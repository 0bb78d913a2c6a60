// Money screens and calls in Brazilian Portuguese (the English, shared/messages/money.ts, is the source): points and
// payouts, portfolio, activity, referrals, achievements, round-ups.
import { pluralIn } from '#shared/i18n/plural.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import { menuText } from '#shared/messages/pt-br/app-shell.ts';
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

const byCount = pluralIn('pt-BR');

export const payouts: Translation<typeof payoutsEn> = {
  amountInvalid: 'Informe um valor em dólares, como 25 ou 25.50',
  belowMinimum: 'O mínimo é US$ 25,00',
  methodInvalid: 'Escolha instantâneo ou padrão',
  sourceInvalid: 'Escolha a conta remunerada ou Bitcoin',
  notEnoughPoints: 'Você não tem pontos suficientes para este resgate',
  notEnoughFunds: 'Você não tem saldo suficiente nesse investimento para este saque',
  feeTakesAll: 'A tarifa do pagamento padrão levaria todo este valor. Escolha Instantâneo.',
  bitcoinPriceUnavailable:
    'O preço do Bitcoin está indisponível agora, então não é possível sacar Bitcoin. ' +
    'Tente de novo em alguns minutos.',
  redeemTitle: 'Resgatar pontos',
  redeemDescription: 'Transforme seus pontos em dinheiro. 1 ponto = US$ 1,00.',
  amountLabel: 'Valor (USD)',
  instantLabel: 'Instantâneo',
  instantHint: 'Chega em minutos · tarifa de 1,5%',
  standardLabel: 'Padrão',
  standardHint: 'Chega em 1 a 3 dias úteis · tarifa de US$ 0,25',
  feeLabel: 'Tarifa',
  arrivesLabel: 'Você vai receber',
  confirm: 'Confirmar resgate',
  max: 'Máx.',
  cashValue: (usd: string) => `Equivale a ${usd} em dinheiro`,
  maxLabel: 'Resgatar todos os seus pontos',
  confirming: 'Resgatando...',
  redeemedTitle: 'Resgate iniciado',
  redeemedBody: (net: string) => `${net} está a caminho da sua conta bancária.`,
  redeemFailedTitle: 'Falha no resgate',
  redeemFailedBody: 'Não foi possível resgatar os pontos. Tente de novo.',
  paidTitle: 'Pagamento enviado',
  paidBody: (net: string) => `Depositamos ${net} na sua conta bancária.`,
  failedTitle: 'Falha no pagamento',
  failedBody: (amount: string) => `Seu pagamento de ${amount} falhou e o valor voltou para o seu saldo.`,
  providerFailed: 'O provedor de pagamentos não conseguiu enviar este pagamento',
  stuckTitle: 'Verificando um pagamento',
  stuckBody: (amount: string) =>
    `Não conseguimos confirmar seu pagamento de ${amount} com o provedor de pagamentos. Nossa equipe está ` +
    'verificando: você não vai receber duas vezes e, se ele não saiu, o valor volta para o seu saldo.',
  returnedTitle: 'Pagamento devolvido',
  returnedBody: (amount: string) =>
    `Seu banco devolveu o pagamento de ${amount} que tínhamos informado como pago, então o valor voltou para o ` +
    'seu saldo.',
  redeem: 'Resgatar',
  redeemUnavailable: 'Você pode resgatar quando seu saldo de pontos chegar a US$ 25,00.',
  redeemNegative:
    'Não é possível resgatar enquanto seu saldo de pontos estiver negativo. Seus próximos pontos cobrem isso primeiro.',
  available: (balance: string) => `Disponível: ${balance}`,
  methodLabel: 'Com que rapidez?',
  cancel: 'Cancelar',
};

export const portfolio: Translation<typeof portfolioEn> = {
  title: 'Sua carteira',
  interestName: 'Conta remunerada (5% ao ano)',
  bitcoinName: 'Bitcoin',
  totalValue: 'Valor atual',
  invested: 'Investido',
  totalReturn: 'Rendimento',
  waiting: 'Aguardando investimento',
  waitingProgress: (pending: string, threshold: string) => `${pending} de ${threshold}`,
  nextWhen: (threshold: string, toGo: string) =>
    `Próximo investimento: quando seus arredondamentos chegarem a ${threshold} (faltam ${toGo}).`,
  nextNow: (pending: string) => `Próximo investimento: ${pending}, cobrado no seu cartão agora.`,
  noCard: 'Adicione um cartão em Configurações > Formas de pagamento para começar a investir seus arredondamentos.',
  chartLabel: 'Valor da carteira e valor investido ao longo do tempo',
  chartEmpty: 'Seu gráfico vai aparecer depois do seu primeiro investimento.',
  chartFirst: (amount: string, day: string) =>
    `Primeiro investimento: ${amount} em ${day}. Seu gráfico começa quando houver dois dias para mostrar.`,
  sweepDeclinedTitle: 'Cartão recusado',
  sweepDeclinedBody: (amount: string) =>
    `Não conseguimos cobrar ${amount} de arredondamentos no seu cartão. Vamos tentar de novo amanhã.`,
  sweepStuckTitle: 'Verificando um pagamento de arredondamentos',
  sweepStuckBody: (amount: string) =>
    `Não conseguimos confirmar o pagamento no cartão de ${amount} de arredondamentos. Nossa equipe está verificando ` +
    'com o banco; você não vai ser cobrado duas vezes, e os novos arredondamentos continuam sendo investidos.',
  investedTitle: 'Arredondamentos investidos',
  investedBody: (amount: string, where: string) => `Investimos ${amount} de troco em ${where}.`,
  interestCreditedTitle: 'Rendimento pago',
  interestCreditedBody: (amount: string) => `${amount} de rendimento foram adicionados à sua conta.`,
  loadFailed: 'Não foi possível carregar sua carteira.',
  investingIn: (name: string) => `Investindo em ${name}`,
  holdings: 'Ativos',
  btcHeld: (btc: string) => `${btc} BTC`,
  goToSettings: 'Ir para Configurações',
  chartValue: 'Valor',
  chartInvested: 'Investido',
  chartDate: 'Data',
  valueUnavailable: 'Indisponível',
  bitcoinPriceUnavailable:
    'O preço do Bitcoin está indisponível agora, então seu Bitcoin e o valor total não aparecem. ' +
    'Tente de novo em alguns minutos.',
};

export const activity: Translation<typeof activityEn> = {
  title: 'Atividade recente',
  empty:
    'Seus arredondamentos, pontos e pagamentos vão aparecer aqui quando encontrarmos sua primeira compra de moedas.',
  pulledTitle: 'Transações sincronizadas',
  pulledBody: (n: number) =>
    `${n} ${byCount(n, 'nova transação sincronizada', 'novas transações sincronizadas')} do seu banco.`,
  roundUpTitle: 'Arredondamentos adicionados',
  roundUpBody: (amount: string, n: number) =>
    `Você tem ${amount} de troco de ${n} compra${byCount(n, '', 's')} de moedas para investir.`,
  purchaseTitle: 'Compras de moedas do TikTok encontradas',
  purchaseBody: (n: number, points: string) =>
    `Você ganhou ${points} pontos com ${n} compra${byCount(n, '', 's')} de moedas.`,
  refundTitle: 'Compra de moedas reembolsada',
  refundBody: (amount: string) => `Um reembolso de ${amount} estornou o arredondamento e os pontos da compra.`,
  // A bank sync tells its news once; the first one says what the history held.
  importedTitle: 'Seu histórico bancário chegou',
  importedBody: (purchases: number, days: number) =>
    purchases === 0
      ? `Não encontramos compras de moedas nos últimos ${days} dias. As novas vão aparecer aqui.`
      : `Encontramos ${purchases} compra${byCount(purchases, '', 's')} de moedas nos últimos ${days} dias.`,
  importedBeforeLink: (n: number) =>
    byCount(
      n,
      'A compra feita antes de você entrar conta no seu gasto e não rende nada: ' +
        'os arredondamentos e pontos começam hoje.',
      `As ${n} feitas antes de você entrar contam no seu gasto e não rendem nada: ` +
        'os arredondamentos e pontos começam hoje.',
    ),
  refundsBody: (n: number, amount: string) =>
    byCount(
      n,
      `Um reembolso de ${amount} estornou o arredondamento e os pontos da compra.`,
      `${n} reembolsos, de ${amount} no total, estornaram os arredondamentos e os pontos das compras.`,
    ),
  refunded: 'Reembolsada',
  loadFailed: 'Não foi possível carregar sua atividade recente.',
  points: (signed: string) => `${signed} pontos`,
  item: {
    roundUp: (description: string) => `Arredondamento · ${description}`,
    points: (description: string) => `Pontos · ${description}`,
    creatorShare: 'Sua parte como criador, de um doador',
    referral: 'Recompensa por indicação',
    achievement: (title: string) => `Conquista · ${title}`,
    redemption: 'Pontos resgatados',
    redemptionReturned: 'Resgate devolvido',
    refund: (description: string) => `Reembolso · ${description}`,
    refundWithdrawn: (description: string) => `Reembolso cancelado · ${description}`,
    notCoinPurchase: (description: string) => `Não é uma compra de moedas · ${description}`,
    invested: (where: string) => `Investido · ${where}`,
    interest: 'Rendimento pago',
    cashOut: (where: string) => `Saque · ${where}`,
    cashOutReturned: 'Saque devolvido',
  },
};

export const referralsText: Translation<typeof referralsTextEn> = {
  title: 'Convide amigos',
  body: (reward: string) =>
    `Ganhe ${reward} em pontos quando um amigo que você convidou fizer o primeiro arredondamento.`,
  codeLabel: 'Seu código de indicação',
  share: 'Compartilhar',
  copy: 'Copiar link',
  copied: 'Link copiado',
  shareText: (code: string) =>
    `Entre no GiftOrbit comigo: arredonde suas compras de moedas e invista o troco. Use meu código ${code}.`,
  friends: (n: number) => `${n} ${byCount(n, 'amigo convidado', 'amigos convidados')}`,
  earnings: 'Ganhos',
  completedTitle: 'Recompensa por indicação',
  completedBody: (reward: string) =>
    `Um amigo que você convidou fez o primeiro arredondamento. Você ganhou ${reward} em pontos.`,
  linkLabel: 'Seu link de convite',
  shareTitle: 'Entre no GiftOrbit comigo',
  copyFailed: 'Não foi possível copiar o link. Copie manualmente.',
  loadFailed: 'Não foi possível carregar suas indicações.',
};

export const achievementsText: Translation<typeof achievementsTextEn> = {
  title: 'Conquistas',
  empty: 'Desbloqueie conquistas conforme seus arredondamentos crescem.',
  claim: 'Receber',
  claimed: 'Creditada',
  dismiss: 'Dispensar',
  claimedTitle: 'Recompensa recebida',
  claimedBody: (points: string) => `${points} pontos adicionados ao seu saldo.`,
  unlockedTitle: (title: string) => `Conquista desbloqueada: ${title}`,
  unlockedBody: (points: string) => `${points} pontos são seus: já estão no seu saldo.`,
  paidBefore: 'Você recebeu esta recompensa na sua conta anterior.',
  locked: 'Bloqueada',
  alreadyClaimed: 'Esta recompensa já foi recebida',
  reward: (points: string) => `+${points} pontos`,
  lockedHeading: 'Falta desbloquear',
  claiming: 'Recebendo...',
  claimFailedTitle: 'Falha ao receber',
  claimFailedBody: 'Não foi possível receber esta recompensa. Tente de novo.',
  dismissFailedTitle: 'Falha ao dispensar',
  dismissFailedBody: 'Não foi possível dispensar esta conquista. Tente de novo.',
  loadFailed: 'Não foi possível carregar suas conquistas.',
};

export const corrections: Translation<typeof correctionsEn> = {
  coinPurchaseInvalid: 'Informe true (uma compra de moedas) ou false (não é uma compra de moedas)',
  moneyIn: 'Só dinheiro que sai pode ser uma compra de moedas. Um reembolso segue a compra que ele reembolsa.',
  refunded: 'Esta compra foi reembolsada, então já não conta para nada.',
};

export const roundUpPrefs: Translation<typeof roundUpPrefsEn> = {
  multiplierLabel: 'Multiplicador de arredondamento',
  multiplierHint: 'Multiplique cada arredondamento para investir mais rápido. Os pontos não mudam.',
  weeklyCapLabel: 'Limite semanal',
  weeklyCapHint: 'O máximo de arredondamentos que cobramos em uma semana (de segunda a domingo).',
  noCap: 'Sem limite',
  investmentLabel: 'Investir meus arredondamentos em',
  interest: 'Conta remunerada (5% ao ano)',
  bitcoin: 'Bitcoin',
  weeklyCapInvalid: 'O limite semanal deve ficar entre US$ 1 e US$ 1.000',
  multiplierInvalid: 'O multiplicador deve ser 1, 2, 3 ou 10',
  investmentInvalid: 'Escolha a conta remunerada ou Bitcoin',
  multiplierOption: (m: number) => `${m}x`,
  weeklyCapOption: (dollars: number) => `US$ ${dollars}`,
  interestHint: 'Crescimento estável, com rendimento pago todo mês.',
  bitcoinHint: 'Comprado pelo preço atual; o valor sobe e desce.',
  // A switch is confirmed first, saying what happens to what is already invested.
  switchTitle: (to: 'interest' | 'bitcoin') =>
    to === 'bitcoin' ? 'Mudar para Bitcoin?' : 'Mudar para a conta remunerada?',
  switchToBitcoin:
    'A partir de agora, seus arredondamentos compram Bitcoin pelo preço atual. O que você já investiu fica na ' +
    'conta remunerada e continua rendendo 5% ao ano.',
  bitcoinRisk: 'O valor do Bitcoin sobe e desce: o que você investir pode valer menos do que você colocou.',
  switchToInterest:
    'A partir de agora, seus arredondamentos vão para a conta remunerada, com 5% ao ano. O Bitcoin que você já tem ' +
    'continua sendo Bitcoin, e o valor dele continua acompanhando o preço.',
  confirmSwitch: (to: 'interest' | 'bitcoin') =>
    to === 'bitcoin' ? 'Mudar para Bitcoin' : 'Mudar para conta remunerada',
  keepChoice: 'Manter minha escolha',
};

/** The payouts list (redemptions and cash-outs), where each one is, reachable from the dashboard. */
export const payoutsList: Translation<typeof payoutsListEn> = {
  title: menuText.payouts,
  description: 'Seus resgates e saques, e a situação de cada um.',
  link: 'Ver pagamentos',
  empty: 'Nenhum pagamento ainda. Quando você resgatar pontos ou fizer um saque, cada um aparece aqui até chegar.',
  loadFailed: 'Não foi possível carregar seus pagamentos.',
  redemption: 'Pontos resgatados',
  cashOut: (source: 'interest' | 'bitcoin') => `Saque ${source === 'bitcoin' ? 'de Bitcoin' : 'da conta remunerada'}`,
  status: { pending: 'Pendente', processing: 'Processando', paid: 'Pago', failed: 'Falhou' },
  method: { instant: 'Instantâneo', standard: 'Padrão' },
  amounts: (gross: string, fee: string, net: string) => `${gross} menos ${fee} de tarifa: ${net} para você`,
  arrivesBy: (day: string) => `Chega até ${day}`,
  arrivesSoon: 'Chega em minutos',
  paidOn: (day: string) => `Pago em ${day}`,
  failed: (reason: string) => `${reason} O dinheiro voltou para o seu saldo.`,
  requested: (when: string) => `Solicitado: ${when}`,
};

export const achievementNames: Translation<typeof achievementNamesEn> = {
  first_bank_linked: { title: 'Controle da Missão', description: 'Conectou sua primeira conta bancária.' },
  first_round_up: { title: 'Decolagem', description: 'Seu primeiro arredondamento de uma compra de moedas.' },
  round_ups_10: { title: 'Órbita Estável', description: 'Dez arredondamentos acumulados.' },
  invested_10: { title: 'Tanque de Combustível', description: 'US$ 10 de troco investidos.' },
  invested_100: { title: 'Espaço Profundo', description: 'US$ 100 de troco investidos.' },
  first_referral: {
    title: 'Recrutador da Tripulação',
    description: 'Um amigo que você indicou fez o primeiro arredondamento.',
  },
  first_redemption: { title: 'Resgate Feito', description: 'Resgatou pontos em dinheiro pela primeira vez.' },
};
