// The Terms of Use in Brazilian Portuguese (the English, shared/messages/legal-terms.ts, is the source).
import {
  CASH_OUT_MINIMUM_CENTS,
  type Country,
  COUNTRIES,
  CREATOR_SHARE_RATE,
  DEFAULT_POINTS_REWARD_RATE,
  FDIC_COVERAGE_DOLLARS,
  INSTANT_PAYOUT_FEE_RATE,
  INTEREST_APY,
  PRODUCT_NAME as P,
  REFERRAL_REWARD_CENTS,
  STANDARD_PAYOUT_FEE_CENTS,
  SUPPORT_EMAIL,
  SUPPORT_RESPONSE_HOURS,
  SWEEP_THRESHOLD_CENTS,
} from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import type { termsOfUse as english } from '#shared/messages/legal-terms.ts';
import { auth } from '#shared/messages/pt-br/auth.ts';
import { percentIn } from '#shared/i18n/numbers.ts';

const percent = (rate: number) => percentIn('pt-BR', rate, 2);
const cents = (amount: number) => `US$ ${formatDecimal(amount).replace('.', ',')}`;

const POINTS_RATE = percent(Number(DEFAULT_POINTS_REWARD_RATE));
const MIN_CASH_OUT = cents(CASH_OUT_MINIMUM_CENTS);
const INSTANT_FEE = percent(INSTANT_PAYOUT_FEE_RATE);
const STANDARD_FEE = cents(STANDARD_PAYOUT_FEE_CENTS);
const FDIC = `US$ ${FDIC_COVERAGE_DOLLARS.toLocaleString('pt-BR')}`;
const COUNTRY_NAMES: Record<Country, string> = {
  USA: 'Estados Unidos',
  Canada: 'Canadá',
  Mexico: 'México',
  Argentina: 'Argentina',
  Brazil: 'Brasil',
  Colombia: 'Colômbia',
  Chile: 'Chile',
  Perú: 'Peru',
  Uruguay: 'Uruguai',
};
const names = COUNTRIES.map((country) => COUNTRY_NAMES[country]);
const COUNTRY_LIST = `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
/** Fee changes come with 30 days notice. */
const FEE_NOTICE_DAYS = 30;

export const termsOfUse: Translation<typeof english> = {
  title: 'Termos de uso',
  intro:
    `Estes termos são o acordo entre você e o ${P} para o uso do app. Ao criar uma conta, você os aceita, junto ` +
    'com nossa Política de privacidade, o Contrato do Programa e a Autorização de Débito Automático abaixo. ' +
    'Leia com atenção; eles foram escritos para serem entendidos.',
  sections: [
    {
      id: 'eligibility',
      heading: 'Quem pode usar o serviço',
      paragraphs: [
        'O serviço é oferecido a adultos (18 anos ou mais) que moram em um destes países: ' +
          `${COUNTRY_LIST}. Ao se cadastrar, você confirma isso para o país que escolher ` +
          `(no México: "${auth.termsText('Mexico')}").`,
        'A conexão bancária está disponível em todos eles, mas alguns recursos, como investimentos e saques, ' +
          'podem depender de onde você mora e ser oferecidos com termos locais adicionais.',
        'Você pode ter uma única conta, e as informações que nos fornece devem ser verdadeiras e estar atualizadas.',
      ],
    },
    {
      id: 'the-service',
      heading: 'O serviço',
      paragraphs: [
        `O ${P} acompanha as contas bancárias que você conecta, somente para leitura, em busca de compras de moedas ` +
          'do TikTok. Para cada uma, ele arredonda a compra, investe o troco e devolve pontos para você. Os ' +
          `criadores também ganham ${percent(CREATOR_SHARE_RATE)} das compras de moedas dos doadores que os seguem.`,
        'Você escolhe para onde vai o seu troco: Bitcoin ou uma conta remunerada que rende ' +
          `${percent(INTEREST_APY)} ao ano. O preço do Bitcoin sobe e desce, e você pode receber de volta menos do ` +
          `que investiu. O ${P} não oferece consultoria de investimentos, tributária ou jurídica.`,
      ],
    },
    {
      id: 'round-ups-and-auto-debit-authorization',
      heading: 'Arredondamentos e Autorização de Débito Automático',
      paragraphs: [
        'Cada compra de moedas é arredondada para o próximo dólar inteiro, ou para o próximo múltiplo de US$ 5 se ' +
          'você escolher essa opção em Configurações. Vale o método em vigor quando vemos a compra pela primeira vez.',
        `Os arredondamentos se acumulam como pendentes. Quando chegam a ${cents(SWEEP_THRESHOLD_CENTS)} e você tem ` +
          `um cartão padrão salvo, você autoriza o ${P} a fazer uma única cobrança nesse cartão pelo total pendente ` +
          'e a investi-lo conforme a sua escolha. Se uma cobrança for recusada, o dinheiro continua pendente e ' +
          'podemos tentar de novo, no máximo uma vez por dia.',
        'Você pode pausar os arredondamentos ou remover seu cartão a qualquer momento em Configurações, ' +
          'o que encerra esta autorização para cobranças futuras. Valores já cobrados não são afetados.',
      ],
    },
    {
      id: 'points',
      heading: 'Pontos',
      paragraphs: [
        `Você ganha pontos equivalentes a ${POINTS_RATE} de cada compra de moedas lançada, e 1 ponto = US$ 1. Os ` +
          'pontos são creditados quando a compra é lançada, não enquanto está pendente, e são estornados se a ' +
          'compra for reembolsada.',
        'Quando um amigo que você indicou faz o primeiro arredondamento, ' +
          `você recebe ${cents(REFERRAL_REWARD_CENTS)} em pontos, uma vez por amigo. ` +
          `Os pontos não têm valor fora do ${P}, exceto por meio de um saque, e não podem ser transferidos ` +
          'nem vendidos.',
      ],
    },
    {
      id: 'cash-outs',
      heading: 'Saques',
      paragraphs: [
        `Você pode sacar pontos e saldos disponíveis quando tiver pelo menos ${MIN_CASH_OUT}. ` +
          `Um saque instantâneo tem tarifa de ${INSTANT_FEE} do valor. ` +
          `Um saque padrão custa ${STANDARD_FEE} e chega em 1 a 3 dias úteis.`,
        'Se um pagamento falhar, informamos o motivo e devolvemos o valor ao seu saldo.',
      ],
    },
    {
      id: 'fees-and-changes-to-fees',
      heading: 'Tarifas e alterações de tarifas',
      paragraphs: [
        'As tarifas destes termos são as únicas que cobramos. Avisaremos você com pelo menos ' +
          `${FEE_NOTICE_DAYS} dias de antecedência, por e-mail ou no app, antes que qualquer tarifa mude ou uma nova ` +
          'tarifa passe a valer.',
      ],
    },
    {
      id: 'deposit-insurance',
      heading: 'Seguro de depósitos',
      paragraphs: [
        'O dinheiro mantido na conta remunerada fica em bancos parceiros e é elegível ao seguro da FDIC ' +
          `até ${FDIC} por depositante, conforme as regras da FDIC. ` +
          'O Bitcoin não é um depósito e não tem seguro da FDIC nem de qualquer órgão governamental.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Sua conta',
      paragraphs: [
        'Mantenha sua senha em segredo e nos avise imediatamente se achar que outra pessoa usou sua conta. ' +
          'Você é responsável pelo que acontece na sua conta até nos avisar.',
        'Não use o serviço para fraudes ou qualquer coisa ilegal, ' +
          'e não tente quebrar, sobrecarregar ou burlar a segurança dele.',
      ],
    },
    {
      id: 'ending-your-account',
      heading: 'Encerramento da conta',
      paragraphs: [
        'Você pode encerrar sua conta a qualquer momento falando com a gente. Podemos suspender ou encerrar uma ' +
          'conta que viole estes termos, ou quando a lei exigir, e diremos o motivo, a menos que a lei proíba.',
        'Quando uma conta é encerrada, os arredondamentos param, as conexões bancárias são removidas e pagamos o ' +
          'saldo restante, descontada qualquer tarifa aplicável. Guardamos os registros conforme descrito na ' +
          'Política de privacidade.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitação de responsabilidade',
      paragraphs: [
        'O serviço é fornecido no estado em que se encontra. Trabalhamos para mantê-lo correto e disponível, mas ' +
          'bancos e agregadores podem atrasar ou deixar de registrar transações, e não podemos prometer que o ' +
          'serviço funcionará sem interrupções ou erros.',
        `Na medida permitida por lei, o ${P} não se responsabiliza por perdas indiretas ou consequenciais, ` +
          'nem por perdas decorrentes de variações no valor dos seus investimentos. ' +
          'Nada nestes termos limita os direitos que você tem pela legislação de defesa do consumidor.',
      ],
    },
    {
      id: 'changes-to-these-terms',
      heading: 'Alterações nestes termos',
      paragraphs: [
        'Quando alteramos estes termos, atualizamos a data no topo e, ' +
          'no caso de alterações significativas, avisamos você com antecedência por e-mail ou no app. ' +
          'Se você continuar usando o serviço depois que uma alteração entrar em vigor, os novos termos ' +
          'passam a valer.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Fale com a gente',
      paragraphs: [
        `Dúvidas sobre estes termos? Escreva para ${SUPPORT_EMAIL}. ` +
          `Respondemos em até ${SUPPORT_RESPONSE_HOURS} horas.`,
      ],
    },
  ],
};
