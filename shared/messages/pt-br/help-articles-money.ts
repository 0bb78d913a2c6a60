// Help Center articles in Brazilian Portuguese (the English, shared/messages/help-articles-money.ts, is the
// source): Round-Ups & Banking and Investments. Numbers come from the constants, never typed.
import {
  CASH_OUT_MINIMUM_CENTS,
  FDIC_COVERAGE_DOLLARS,
  INSTANT_PAYOUT_FEE_RATE,
  INTEREST_APY,
  STANDARD_PAYOUT_FEE_CENTS,
  SWEEP_THRESHOLD_CENTS,
  WEEKLY_CAP_CHOICES,
} from '#shared/constants.ts';
import { COUNTRY_CODES, CREDENTIALS_FLOW_COUNTRIES } from '#shared/country-codes.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import { quotePayout } from '#shared/money/payouts.ts';
import { baseRoundUp, ROUND_UP_MULTIPLIERS } from '#shared/money/round-up.ts';
import { bankAccountsText, bankDialog } from '#shared/messages/pt-br/banking.ts';
import { validation } from '#shared/messages/pt-br/common.ts';
import { transactionsPage } from '#shared/messages/pt-br/screens.ts';
import type {
  investmentArticles as investmentArticlesEn,
  roundUpArticles as roundUpArticlesEn,
} from '#shared/messages/help-articles-money.ts';
import { percentIn, usdIn } from '#shared/i18n/numbers.ts';

const usd = (cents: number) => usdIn('pt-BR', cents);
const percent = (rate: number) => percentIn('pt-BR', rate, 1);
const list = (items: readonly string[], last = 'e') => `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
const regionNames = new Intl.DisplayNames(['pt-BR'], { type: 'region' });
const countries = CREDENTIALS_FLOW_COUNTRIES.map((c) => regionNames.of(COUNTRY_CODES[c]) ?? c);

const EXAMPLE_PURCHASE = 434;
const exampleSpare = baseRoundUp(EXAMPLE_PURCHASE, 'dollar');
const EXAMPLE_CASH_OUT = 10_000;
const instantExample = quotePayout(EXAMPLE_CASH_OUT, 'instant');
const fees =
  `Os instantâneos chegam em minutos, com tarifa de ${percent(INSTANT_PAYOUT_FEE_RATE)} do valor; os saques ` +
  `padrão custam ${usd(STANDARD_PAYOUT_FEE_CENTS)} e chegam em 1-3 dias úteis.`;

export const roundUpArticles: Translation<typeof roundUpArticlesEn> = [
  {
    id: 'how-round-ups-work',
    topic: 'round-ups-banking',
    title: 'Como funcionam os arredondamentos?',
    body: [
      'Cada compra de moedas do TikTok é arredondada para o próximo dólar inteiro, e a diferença é o seu troco: ' +
        `uma compra de ${usd(EXAMPLE_PURCHASE)} vira ${usd(EXAMPLE_PURCHASE + exampleSpare)}, ` +
        `então ${usd(exampleSpare)} são separados. Em Configurações > Preferências de arredondamento, você pode ` +
        'escolher a opção de US$ 5, que arredonda para o próximo múltiplo de US$ 5.',
      'Um valor que já é um dólar inteiro (ou múltiplo de US$ 5) não gera arredondamento. Compras pendentes não ' +
        'rendem nada até serem confirmadas. A mudança de método vale para as compras novas; os arredondamentos ' +
        'anteriores continuam como estavam.',
    ],
  },
  {
    id: 'when-invested',
    topic: 'round-ups-banking',
    title: 'Quando o meu troco é investido?',
    body: [
      'Os arredondamentos se acumulam como Aguardando investimento. Quando chegam a ' +
        `${usd(SWEEP_THRESHOLD_CENTS)}, seu cartão padrão é cobrado uma única vez pelo valor total, que é ` +
        'investido em Bitcoin ou na conta remunerada, conforme a sua escolha.',
      'Ainda não tem um cartão padrão? O dinheiro continua aguardando, e o painel mostra como começar a investir. ' +
        'Se o seu cartão for recusado, avisamos você, o dinheiro continua aguardando e tentamos de novo no dia ' +
        'seguinte.',
    ],
  },
  {
    id: 'multipliers-and-caps',
    topic: 'round-ups-banking',
    title: 'O que são multiplicadores de arredondamento e limites semanais?',
    body: [
      `Um multiplicador (${list(
        ROUND_UP_MULTIPLIERS.map((m) => `${m}x`),
        'ou',
      )}) multiplica cada arredondamento para você investir ` +
        `mais rápido: com 3x, ${usd(exampleSpare)} de troco viram ${usd(exampleSpare * 3)}.`,
      'O limite semanal define o máximo de arredondamentos acumulados em uma semana, de segunda a domingo: ' +
        `escolha ${list(
          WEEKLY_CAP_CHOICES.map((d) => `US$ ${d}`),
          'ou',
        )}, ou Sem limite. Quando o limite é atingido, os arredondamentos ` +
        'voltam na segunda-feira seguinte. Os dois ficam em Configurações > Preferências de arredondamento.',
      'Para pausar os arredondamentos, desative Arredondamentos automáticos. Os pontos nunca dependem do ' +
        'multiplicador, do limite ou da pausa: você continua ganhando pontos.',
    ],
  },
  {
    id: 'coin-purchases',
    topic: 'round-ups-banking',
    title: 'Quais compras contam como compras de moedas do TikTok?',
    body: [
      'Moedas do TikTok compradas com o seu cartão ou pela App Store ou Google Play (linhas como ' +
        'APPLE.COM/BILL TIKTOK ou GOOGLE *TikTok), incluindo compras identificadas como TikTok LIVE.',
      'Pedidos da TikTok Shop e anúncios do TikTok não são compras de moedas. As compras de moedas aparecem com ' +
        'a categoria TikTok na página Transações; quando uma compra de moedas é reembolsada, o arredondamento e ' +
        'os pontos dela são estornados.',
    ],
  },
  {
    id: 'link-bank',
    topic: 'round-ups-banking',
    title: 'Como conecto minha conta bancária no meu país?',
    body: [
      `Escolha ${bankDialog.connectBank} (ou ${bankDialog.connectAccount}) no painel ou na página Transações. ` +
        'A forma de conectar o seu banco depende do país informado no cadastro.',
      'EUA, Canadá e outros países: pela Finicity. Uma janela segura da Finicity se abre, e nela você escolhe o ' +
        'seu banco e entra. Se nada abrir, permita pop-ups neste site e tente de novo.',
      `${list(countries)}: pela Belvo. Escolha o seu banco e informe no formulário o usuário e a senha do ` +
        'internet banking.',
    ],
  },
  {
    id: 'foreign-currencies',
    topic: 'round-ups-banking',
    title: 'Meu banco fica na América Latina. Como funcionam pesos e reais?',
    body: [
      'Na página Transações, cada transação mantém a sua moeda original. Para calcular o arredondamento e os ' +
        'pontos, cada uma é convertida para dólares americanos pela cotação daquele dia; a cotação e a data ' +
        'aparecem no valor.',
      `Até a cotação do dia ser publicada, a transação mostra ${transactionsPage.awaitingRate} e não rende nada; ` +
        'o arredondamento e os pontos entram assim que a cotação sai.',
    ],
  },
  {
    id: 'link-problems',
    topic: 'round-ups-banking',
    title: 'Por que meu banco não conecta?',
    body: [
      'Usuário ou senha incorretos: confira no site do seu banco e tente de novo. Alguns bancos pedem um código ' +
        'de uso único a cada acesso, que não pode ser digitado aqui: o app avisa, e você pode escolher outro banco.',
      `Se aparecer "${validation.popupBlocked}", permita pop-ups neste site no seu navegador e escolha ` +
        `${bankDialog.connectAccount} de novo.`,
      'Uma conexão que parou de funcionar (senha do banco alterada, consentimento expirado) é marcada como ' +
        `${bankAccountsText.needsAttention}, e avisamos você uma vez. Conecte o banco de novo para seus ` +
        'arredondamentos continuarem.',
    ],
  },
  {
    id: 'transactions-missing',
    topic: 'round-ups-banking',
    title: 'Por que ainda não vejo minhas transações?',
    body: [
      `${transactionsPage.syncingBody} Só aparecem as transações que o seu banco informa, e as pendentes não ` +
        'rendem nada até serem confirmadas.',
      `Verificamos o seu banco a cada poucas horas; escolha ${transactionsPage.refresh} na página Transações ` +
        'para verificar agora.',
    ],
  },
  {
    id: 'bank-security',
    topic: 'round-ups-banking',
    title: 'É seguro conectar meu banco?',
    body: [
      'Sim. O acesso é somente leitura: só podemos ver transações, nunca movimentar dinheiro. Os arredondamentos ' +
        'são cobrados no cartão que você escolher, não na sua conta bancária.',
      `${bankDialog.credentialsNote} Com a Belvo, sua senha é repassada uma única vez para conectar e nunca é ` +
        'guardada nem registrada; com a Finicity, você entra na própria janela da Finicity, então nunca a vemos. ' +
        'Os números de conta aparecem só com os quatro últimos dígitos.',
    ],
  },
];

export const investmentArticles: Translation<typeof investmentArticlesEn> = [
  {
    id: 'bitcoin-or-interest',
    topic: 'investments',
    title: 'Devo investir em Bitcoin ou na conta remunerada?',
    body: [
      `A conta remunerada rende ${percent(INTEREST_APY)} ao ano: os juros são calculados todo dia e pagos na ` +
        'conta todo mês. O Bitcoin é comprado pelo preço do momento a cada investimento, e o valor dele sobe e ' +
        'desce com o preço.',
      'A conta remunerada é o padrão. Mude em Configurações > Preferências de arredondamento, em Investir meus ' +
        'arredondamentos em; a mudança vale para os seus próximos investimentos.',
    ],
  },
  // A leap year pays the same APY.
  {
    id: 'interest-daily',
    topic: 'investments',
    title: 'Como os juros são calculados?',
    body: [
      'Todo dia, a sua conta remunerada rende sobre o saldo mais os juros ganhos e ainda não pagos, à taxa ' +
        `diária que, composta, chega a ${percent(INTEREST_APY)} no ano civil; assim, um ano bissexto de 366 dias ` +
        'paga o mesmo que um de 365.',
      'No primeiro dia de cada mês, os juros do mês anterior são pagos na conta, arredondados ao centavo; a ' +
        'fração de centavo que sobra passa para o mês seguinte.',
    ],
  },
  {
    id: 'portfolio-value',
    topic: 'investments',
    title: 'Como é calculado o valor da minha carteira?',
    body: [
      'Valor atual é o que você tem agora: a sua conta remunerada, incluindo os juros ganhos e ainda não pagos, ' +
        'mais o seu Bitcoin ao preço atual. Investido é o troco que você aplicou, e Rendimento é a diferença ' +
        'entre os dois.',
    ],
  },
  {
    id: 'cash-out',
    topic: 'investments',
    title: 'Como faço um saque e quanto custa?',
    body: [
      'Os saques enviam dinheiro da sua conta remunerada ou do seu Bitcoin para o seu banco, a partir de ' +
        `${usd(CASH_OUT_MINIMUM_CENTS)}. ${fees}`,
      `Por exemplo, um saque instantâneo de ${usd(EXAMPLE_CASH_OUT)} custa ${usd(instantExample.feeCents)} ` +
        `e você recebe ${usd(instantExample.netCents)}.`,
    ],
  },
  {
    id: 'payout-statuses',
    topic: 'investments',
    title: 'O que significam os status de saque e resgate?',
    body: [
      'Pendente: recebemos o seu pedido. Processando: o pagamento está a caminho. Pago: o dinheiro foi enviado ' +
        'para a sua conta bancária. Falhou: não foi possível enviar; o motivo aparece e o valor volta para o seu ' +
        'saldo.',
      'Um pagamento padrão mostra a data limite de chegada. Você nunca recebe duas vezes pelo mesmo pedido.',
    ],
  },
  {
    id: 'insurance',
    topic: 'investments',
    title: 'O meu dinheiro tem seguro?',
    body: [
      'O dinheiro da conta com juros fica em bancos parceiros dos EUA e pode ter seguro do FDIC, uma agência do ' +
        `governo dos EUA, até US$ ${FDIC_COVERAGE_DOLLARS.toLocaleString('pt-BR')} por depositante, onde quer ` +
        'que você more. O Bitcoin não tem seguro do FDIC nem de nenhuma agência, e o valor dele pode cair ou subir.',
    ],
  },
];
