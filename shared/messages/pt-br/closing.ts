// The texts of Settings > Close account in Brazilian Portuguese (the English, shared/messages/closing.ts, is the
// source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { closingText as closingTextEn } from '#shared/messages/closing.ts';

export const closingText: Translation<typeof closingTextEn> = {
  sectionTitle: 'Encerrar conta',
  sectionIntro:
    'Ao encerrar sua conta, apagamos seu nome, e-mail, nome de usuário e foto, removemos seus bancos conectados e ' +
    'cartões salvos, e você sai de todos os dispositivos. Depois, seu e-mail e nome de usuário podem ser usados em ' +
    'uma nova conta.',
  openDialog: 'Encerrar minha conta',
  dialogTitle: 'Encerrar sua conta',
  loading: 'Verificando seus saldos...',
  loadFailed: 'Não conseguimos verificar seus saldos. Tente de novo em instantes.',

  // What happens to money, said first.
  moneyTitle: 'O que acontece com seu dinheiro',
  nothingHeld: 'Você não tem pontos nem investimentos: não perde nada ao encerrar.',
  // Points are points (docs/product-rules.md section 2): their cash value beside them, never a '$' in front of them.
  pointsForfeit: (points: string, value: string) => `Você perde seus ${points} pontos (no valor de ${value}).`,
  pointsBelowMinimum: (minimum: string) => `Eles não chegam aos ${minimum} pontos necessários para um pagamento.`,
  pointsRedeemable: 'Você pode resgatá-los antes: feche esta janela e escolha Resgatar no seu painel.',
  interestHeld: (amount: string) => `Sua conta remunerada tem ${amount}, com os rendimentos até hoje.`,
  bitcoinHeld: (amount: string, btc: string) => `Seu Bitcoin: ${btc} BTC, cerca de ${amount} hoje.`,
  bitcoinHeldNoPrice: (btc: string) => `Seu Bitcoin: ${btc} BTC.`,
  investmentsYours:
    'Seus investimentos são seus: encerrar a conta nunca os tira de você. Saque-os aqui para a sua conta de ' +
    'pagamentos; você poderá encerrar a conta quando o dinheiro tiver chegado.',
  investmentsFirst: 'Saque seus investimentos primeiro: encerrar a conta nunca os tira de você.',
  cashOutAll: 'Sacar tudo',
  cashOutAllLabel: (investment: string) => `Sacar tudo da sua ${investment}`,
  cashOutAllArrives: (net: string) => `Você vai receber ${net}`,
  pendingRoundUps: (amount: string) => `Os arredondamentos ainda não cobrados (${amount}) não serão mais cobrados.`,
  forfeitTotal: (amount: string) => `No total, você abre mão de ${amount}. Nada é pago ao encerrar a conta.`,
  keptRecords:
    'Os registros de movimentações de dinheiro anteriores são mantidos por 7 anos, como a lei exige, sem seu ' +
    'nome, e-mail ou nome de usuário.',
  acceptForfeit: 'Entendo que perco tudo o que está listado acima e que isso não pode ser recuperado.',

  // Refusals.
  blockedTitle: 'Você ainda não pode encerrar sua conta',
  sweepInFlight:
    'Uma cobrança de arredondamentos no seu cartão ainda está em processamento. Tente de novo depois que ela for ' +
    'investida.',
  payoutInFlight: 'Um saque ainda está a caminho do seu banco. Tente de novo depois que ele chegar.',
  redemptionInFlight: 'Um resgate de pontos ainda está a caminho do seu banco. Tente de novo depois que ele chegar.',
  payoutReturnable: (day: string) =>
    'Por alguns dias, seu banco ainda pode devolver um pagamento que você recebeu, e esse dinheiro precisa da sua ' +
    `conta para voltar. Você pode encerrar sua conta a partir de ${day}.`,
  changed: 'Seus saldos mudaram desde que você os viu. Confira o que será perdido agora e confirme de novo.',
  forfeitNotAccepted: 'Antes de encerrar, confirme que abre mão do que está listado.',
  confirmRequired: 'Digite ENCERRAR para confirmar.',
  alreadyClosed: 'Esta conta já está encerrada.',

  // The form.
  confirmWord: 'ENCERRAR',
  confirmLabel: 'Digite ENCERRAR para confirmar',
  passwordLabel: 'Sua senha',
  submit: 'Encerrar minha conta de vez',
  submitting: 'Encerrando sua conta...',
  cancel: 'Manter minha conta',
};
