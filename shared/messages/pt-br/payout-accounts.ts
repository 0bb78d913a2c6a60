// Payout accounts in Brazilian Portuguese (the English, shared/messages/payout-accounts.ts, is the source).
import { PAYOUT_DESTINATION_HOLD_HOURS as HOLD_HOURS } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  OUTBOUND_FAILURES as OUTBOUND_FAILURES_EN,
  outboundFailure as outboundFailureEn,
  payoutAccountText as payoutAccountTextEn,
  REQUIREMENT_WORDS as REQUIREMENT_WORDS_EN,
} from '#shared/messages/payout-accounts.ts';

const holdWhy =
  `o dinheiro vai para uma conta bancária nova ${HOLD_HOURS} horas depois da troca, para dar tempo de impedir ` +
  'uma troca que você não fez';

export const payoutAccountText: Translation<typeof payoutAccountTextEn> = {
  sectionTitle: 'Pagamentos',
  sectionDescription: 'Onde seus saques e pontos resgatados são pagos.',
  noneTitle: 'Nenhuma conta de recebimento ainda',
  noneBody:
    'Conecte a conta bancária que deve receber seu dinheiro. A Stripe, nossa parceira de pagamentos, pede seus ' +
    'dados no próprio formulário seguro; só guardamos o nome do banco e os quatro últimos dígitos.',
  connect: 'Conectar conta de recebimento',
  continueSetup: 'Concluir configuração',
  change: 'Trocar conta de recebimento',
  update: 'Atualizar dados de recebimento',
  opening: 'Abrindo...',
  checking: 'Verificando sua conta de recebimento...',
  status: {
    onboarding: 'Configuração pendente',
    ready: 'Pronta',
    needs_info: 'Faltam informações',
    attention: 'Requer atenção',
  },
  statusLine: {
    onboarding: 'Preencha o formulário para receber pagamentos aqui.',
    ready: 'Seus saques e pontos resgatados são pagos aqui.',
    needs_info: 'A Stripe precisa de mais informações antes de pagar esta conta:',
    attention: 'Um pagamento para esta conta falhou:',
  },
  destination: (bank: string, last4: string) => `${bank} ••${last4}`,
  paidIn: (currency: string) => `Pago em ${currency}`,
  // Country names take an article in Portuguese (no Brasil, na Argentina): kept out of a preposition.
  unsupported: (country: string) =>
    `${country}: os pagamentos para contas bancárias ainda não estão disponíveis. Seus arredondamentos, ` +
    'investimentos e pontos funcionam normalmente, e avisaremos você assim que pudermos pagar nesse país.',
  unsupportedShort: (country: string) => `${country}: os pagamentos ainda não estão disponíveis.`,
  // Before confirming a redemption or cash-out.
  goesTo: 'Pago para',
  arrives: 'Chega',
  arrivesInstant: 'Em minutos',
  arrivesBy: (date: string) => `Até ${date}`,
  conversion: (currency: string) =>
    `Pontos e tarifas são em dólares americanos. A Stripe converte o pagamento para ${currency} pela cotação do dia.`,
  estimate: (amount: string) => `Aprox. ${amount}`,
  estimateLabel: 'Estimativa na sua moeda',
  noAccountInDialog: 'Conecte primeiro uma conta de recebimento: nada é descontado até termos onde pagar você.',
  heldInDialog:
    'Sua conta de recebimento precisa de mais informações. Você pode resgatar agora: o pagamento aguarda até ' +
    'ela ficar pronta.',
  // The server's refusals (400, nothing taken).
  noPayoutAccount: 'Conecte uma conta de recebimento antes de resgatar ou sacar: nada foi descontado.',
  countryNotPaid: (country: string) => `${country}: os pagamentos ainda não estão disponíveis. Nada foi descontado.`,
  passwordNeeded: 'Digite sua senha para mudar onde seu dinheiro é pago.',
  passwordWrong: 'Essa senha não está correta.',
  passwordLabel: 'Sua senha',
  changeTitle: 'Trocar conta de recebimento',
  changeDescription:
    `Seu dinheiro será pago na nova conta ${HOLD_HOURS} horas depois que a Stripe a verificar, e ` + 'avisaremos você.',
  confirmChange: 'Continuar para a Stripe',
  onboardingFailed: 'Não foi possível abrir o formulário de recebimento. Tente de novo.',
  loadFailed: 'Não foi possível carregar sua conta de recebimento.',
  // A held payout, as the payouts list says it.
  held: (why: string) => `Aguardando sua conta de recebimento: ${why}`,
  heldNotReady: 'conclua a configuração em Configurações',
  heldNewDestination: `uma conta bancária nova recebe pagamentos ${HOLD_HOURS} horas depois da troca`,
  startsOn: (when: string) => `Os pagamentos para esta conta começam em ${when}: ${holdWhy}.`,
  arrived: (amount: string) => `Pagamento de ${amount} recebido`,
  arriving: (amount: string) => `Pagamento de ${amount} a caminho`,
  // Notifications.
  connectedTitle: 'Conta de recebimento conectada',
  connectedBody: (where: string) => `Seus saques e pontos resgatados vão para ${where}.`,
  changeStartedTitle: 'Troca de conta de recebimento iniciada',
  changeStartedBody:
    'Alguém que entrou na sua conta começou a mudar onde seu dinheiro é pago. Se não foi você, troque sua senha ' +
    'agora e fale com o suporte.',
  changedTitle: 'Conta de recebimento alterada',
  changedBody: (where: string, when: string) =>
    `Seu dinheiro vai para ${where} a partir de ${when}. Se não foi você, troque sua senha agora e fale com o ` +
    'suporte.',
  // The mail when the bank account payouts go to changed.
  changedMailSubject: 'Sua conta de recebimento mudou',
  changedMailLines: (where: string, when: string) => [
    `Seus saques e pontos resgatados vão para ${where}.`,
    `Os pagamentos para esta conta começam em ${when}: ${holdWhy}.`,
  ],
  changedMailAction: 'Revisar sua conta de recebimento',
  attentionFix: (where: string, reason: string) =>
    `Não foi possível pagar ${where} (${reason.replace(/[.\s]+$/, '')}). Atualize seus dados de recebimento em ` +
    'Configurações e tente de novo.',
  readyToast: 'Conta de recebimento pronta',
  notReadyToast: 'Sua conta de recebimento ainda não está pronta',
};

/** Why Stripe says an OutboundPayment failed or came back (`status_details`), in words a member can act on. */
export const OUTBOUND_FAILURES: Translation<typeof OUTBOUND_FAILURES_EN> = {
  payout_method_closed: 'a conta bancária está encerrada.',
  payout_method_invalid_account_number: 'o número da conta não é válido.',
  payout_method_holder_name_incorrect: 'o nome do titular não confere com o cadastro do banco.',
  payout_method_currency_unsupported: 'a conta bancária não pode receber esta moeda.',
  payout_method_declined: 'o banco recusou o pagamento.',
  payout_method_does_not_exist: 'a conta bancária não existe.',
  payout_method_unsupported: 'não é possível pagar este tipo de conta bancária.',
  recalled: 'o pagamento foi revogado.',
};
export const outboundFailure: Translation<typeof outboundFailureEn> = {
  canceled: 'o pagamento foi cancelado.',
  returned: 'o banco o devolveu.',
  said: (why: string) => `O pagamento falhou: ${why}`,
  /** A bank account Stripe names no bank for, and one the app has no name or digits of. */
  unnamedBank: 'Conta bancária',
  someBank: 'sua conta bancária',
  noDigits: '????',
};

/** Stripe's requirement names in words (anything else: 'more details on Stripe's form'). */
export const REQUIREMENT_WORDS: Translation<typeof REQUIREMENT_WORDS_EN> = {
  external_account: 'os dados da sua conta bancária',
  'tos_acceptance.date': 'aceitar os termos',
  'tos_acceptance.ip': 'aceitar os termos',
  'individual.dob.day': 'sua data de nascimento',
  'individual.dob.month': 'sua data de nascimento',
  'individual.dob.year': 'sua data de nascimento',
  'individual.id_number': 'seu número de documento',
  'individual.ssn_last_4': 'os quatro últimos dígitos do seu SSN',
  'individual.address.line1': 'seu endereço',
  'individual.verification.document': 'uma foto do seu documento',
  'individual.first_name': 'seu nome',
  'individual.last_name': 'seu nome',
  'individual.email': 'seu e-mail',
  'individual.phone': 'seu telefone',
};
export const requirementWords = (names: readonly string[]) => [
  ...new Set(names.map((n) => REQUIREMENT_WORDS[n] ?? 'mais dados no formulário da Stripe')),
];
