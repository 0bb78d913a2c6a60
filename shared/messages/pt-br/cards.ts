// Settings > Payment Methods in Brazilian Portuguese (the English, shared/messages/cards.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { cardText as cardTextEn } from '#shared/messages/cards.ts';
import { cards as spec } from '#shared/messages/pt-br/screens.ts';

export const cardText: Translation<typeof cardTextEn> = {
  // The card messages, kept with the other screen texts in screens.ts.
  stripeNotReady: spec.stripeNotReady,
  enterCard: spec.enterCard,
  failedTitle: spec.failedTitle,
  failedToSave: spec.failedBody,
  setupIncomplete: spec.setupIncomplete,
  setupIntentFailed: spec.setupIntentFailed,
  addFailed: spec.addFailed,
  addedTitle: spec.addedTitle,
  addedBody: spec.addedBody,
  removeFailed: spec.removeFailed,
  removedTitle: spec.removedTitle,
  defaultFailed: spec.setDefaultFailed,
  defaultTitle: spec.setDefaultTitle,
  declined: 'Seu cartão foi recusado.',
  failedNext:
    'Confira os dados do cartão e tente de novo, use outro cartão ou pergunte ao seu banco por que ele recusou.',
  notAvailable: 'Ainda não é possível salvar um cartão. Tente mais tarde.',
  // Stripe's own card form messages.
  numberIncorrect: 'O número do seu cartão é inválido.',
  numberIncomplete: 'O número do seu cartão está incompleto.',
  expiryIncomplete: 'A data de validade do seu cartão está incompleta.',
  expiryPast: 'O ano de validade do seu cartão já passou.',
  cvcIncomplete: 'O código de segurança do seu cartão está incompleto.',
  testCardsOnly: 'O sandbox aceita só cartões de teste, como 4242 4242 4242 4242.',
  authenticationFailed: 'Não conseguimos autenticar sua forma de pagamento. Escolha outra.',
  chargeNote: (threshold: string) =>
    `Cobramos seus arredondamentos no seu cartão padrão sempre que chegam a ${threshold} e investimos o dinheiro.`,
  chargeNow: (pending: string, investment: string) =>
    `Há ${pending} aguardando: a cobrança é feita assim que você salvar este cartão e o valor vai para ${investment}.`,
  waitingNow: (pending: string) => `Há ${pending} aguardando.`,
  chargeInDollars: (amount: string, estimate: string | null) =>
    `Seu cartão é cobrado em dólares americanos: ${amount} são ` +
    `${estimate ? `cerca de ${estimate}` : 'convertidos pelo seu banco'} na cotação de hoje, e seu banco pode ` +
    'cobrar IOF e uma tarifa de compra internacional.',
  sectionTitle: 'Formas de pagamento',
  addCard: 'Adicionar cartão',
  saveCard: 'Salvar cartão',
  saving: 'Salvando...',
  cancel: 'Cancelar',
  defaultBadge: 'Padrão',
  setDefault: 'Tornar padrão',
  remove: 'Remover',
  removeTitle: 'Remover este cartão?',
  removeBody: (card: string) => `Seus arredondamentos não serão mais cobrados no cartão ${card}.`,
  empty: 'Nenhum cartão salvo ainda. Adicione um para começar a investir seus arredondamentos.',
  cardLabel: (brand: string, last4: string) => `${brand[0]!.toUpperCase()}${brand.slice(1)} final ${last4}`,
  expires: (month: number, year: number) => `Validade ${String(month).padStart(2, '0')}/${String(year).slice(-2)}`,
  number: 'Número do cartão',
  expiry: 'Validade (MM/AA)',
  expiryPlaceholder: 'MM/AA',
  cvc: 'CVC',
  sandboxHint:
    'Sandbox: use 4242 4242 4242 4242 (aprovado), 4000 0000 0000 0002 (recusado) ou ' +
    '4000 0025 0000 3155 (pede autenticação), qualquer data futura e qualquer CVC.',
  authTitle: 'Confirme este cartão',
  authBody: 'Seu banco pede que você confirme que está adicionando este cartão (sandbox).',
  authComplete: 'Concluir',
  authFail: 'Falhar',
  loadFailed: 'Não foi possível carregar seus cartões salvos.',
  offline: 'Seus cartões salvos não ficam neste aparelho. Conecte-se à internet para vê-los.',
};
