// Cash Out on the portfolio in Brazilian Portuguese (the English, shared/messages/cash-out.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { cashOutText as cashOutTextEn } from '#shared/messages/cash-out.ts';

export const cashOutText: Translation<typeof cashOutTextEn> = {
  open: 'Sacar',
  title: 'Sacar dinheiro',
  description: 'Venda parte ou todo um investimento e envie o dinheiro para a sua conta de pagamentos.',
  unavailable: (minimum: string) => `Você pode sacar quando um investimento chegar a ${minimum}.`,
  sourceLabel: 'Sacar de',
  available: (amount: string) => `Disponível: ${amount}`,
  maxLabel: 'Sacar tudo deste investimento',
  accruedLater: (amount: string) =>
    `${amount} de juros ganhos este mês são pagos no dia 1º; você poderá sacá-los depois.`,
  bitcoinPrice: 'O Bitcoin é vendido pelo preço do momento em que você confirma, então o valor pode mudar um pouco.',
  confirm: 'Confirmar saque',
  confirming: 'Sacando...',
  doneTitle: 'Saque iniciado',
  doneBody: (net: string) => `${net} está a caminho da sua conta bancária.`,
  failedTitle: 'O saque falhou',
  failedBody: 'Não foi possível fazer o saque. Tente de novo.',
};
