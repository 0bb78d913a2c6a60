// The landing page's bands and the hero's demo card in Brazilian Portuguese (the English,
// shared/messages/landing-page.ts, is the source).
import { CREATOR_SHARE_RATE, FDIC_COVERAGE_DOLLARS, INTEREST_APY, PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  demoCard as demoCardEn,
  landingCta as landingCtaEn,
  landingFeatures as landingFeaturesEn,
  landingHero as landingHeroEn,
  landingSecurity as landingSecurityEn,
  landingSteps as landingStepsEn,
} from '#shared/messages/landing-page.ts';
import { percentIn } from '#shared/i18n/numbers.ts';

const percent = (rate: number) => percentIn('pt-BR', rate);
const apy = percent(INTEREST_APY);
const creatorShare = percent(CREATOR_SHARE_RATE);
// US dollars, named: a bare $ could be misread beside R$.
const fdic = `US$ ${FDIC_COVERAGE_DOLLARS.toLocaleString('pt-BR')}`;

export const landingHero: Translation<typeof landingHeroEn> = {
  titleStart: 'Transforme cada compra de moedas em ',
  titleHighlight: 'troco que rende',
  body:
    `Conecte seu banco no modo somente leitura. Cada vez que você compra moedas do TikTok, o ${PRODUCT_NAME} ` +
    'arredonda a compra para o próximo dólar, investe o troco em Bitcoin ou em uma conta remunerada com ' +
    `${apy} ao ano e devolve 5% para você em pontos.`,
  startInvesting: 'Comece a investir',
  signIn: 'Entrar',
};

export const demoCard: Translation<typeof demoCardEn> = {
  title: 'Arredondamento na prática',
  play: 'Reproduzir a demonstração',
  pause: 'Pausar a demonstração',
  purchase: 'Compra de moedas do TikTok',
  roundedUpTo: 'Arredondado para',
  invested: 'Separado para investir',
  example: (n: number, total: number) => `Exemplo ${n} de ${total}`,
};

export const landingSteps: Translation<typeof landingStepsEn> = {
  eyebrow: 'Como funciona',
  title: 'Três passos para decolar',
  intro: 'Continue comprando moedas como sempre. A gente cuida do resto.',
  stepLabel: (n: number) => `Passo ${n}: `,
  connect: {
    title: 'Conecte sua conta',
    body:
      'Conecte seu banco em menos de 5 minutos. O acesso é somente leitura: vemos suas transações, ' +
      'mas nunca movimentamos dinheiro.',
  },
  roundUp: {
    title: 'Arredondamento automático',
    body:
      'Identificamos suas compras de moedas do TikTok e arredondamos cada uma para o próximo dólar ou, se ' +
      'preferir, para o próximo múltiplo de US$ 5. ' +
      `O troco é investido em Bitcoin ou em uma conta remunerada com ${apy} ao ano.`,
  },
  earn: {
    title: 'Ganhe e apoie',
    body:
      'Receba 5% de volta em pontos em cada compra de moedas, resgatáveis em dinheiro. ' +
      `O criador que você segue ganha ${creatorShare} das suas compras.`,
  },
};

export const landingFeatures: Translation<typeof landingFeaturesEn> = {
  eyebrow: 'Recursos',
  title: 'Tudo o que o seu troco precisa',
  intro: 'Feito para doadores e criadores: os dois tipos de conta têm os mesmos recursos de investimento.',
  roundUps: {
    title: 'Arredondamentos automáticos',
    body:
      'Cada compra de moedas é arredondada para o próximo dólar ou para o próximo múltiplo de US$ 5, ' +
      'você escolhe. Pause os arredondamentos quando quiser.',
  },
  invest: {
    title: `Bitcoin ou ${apy} ao ano`,
    body: `Escolha para onde vai o seu troco: Bitcoin ou uma conta remunerada que rende ${apy} ao ano.`,
  },
  points: {
    title: '5% de volta em pontos',
    body:
      'Ganhe 5% de cada compra de moedas de volta em pontos. 1 ponto = US$ 1, e os pontos podem ser ' +
      'resgatados em dinheiro.',
  },
  creators: {
    title: 'Apoie criadores',
    body:
      `Siga seu criador favorito e ele ganha ${creatorShare} das suas compras de moedas. ` +
      'Os criadores também têm os mesmos recursos de investimento.',
  },
  referrals: {
    title: 'Recompensas por indicação',
    body: (reward: string) =>
      `Compartilhe seu código de indicação e ganhe ${reward} por cada amigo que entrar, ` +
      'assim que o primeiro arredondamento dele for lançado.',
  },
  mobile: {
    title: 'App para celular',
    body:
      `Adicione o ${PRODUCT_NAME} à tela inicial do seu celular e receba uma notificação ` + 'a cada arredondamento.',
  },
};

export const landingSecurity: Translation<typeof landingSecurityEn> = {
  eyebrow: 'Segurança',
  title: 'Segurança de nível bancário, integrada',
  intro: `O ${PRODUCT_NAME} nunca guarda a senha do seu banco e nunca pode tirar dinheiro da sua conta bancária.`,
  encryption: {
    title: 'Criptografia de 256 bits',
    body: 'Seus dados são protegidos com criptografia de 256 bits e TLS 1.3.',
  },
  readOnly: { title: 'Acesso somente leitura', body: 'Só conseguimos ver transações, nunca movimentar dinheiro.' },
  fdic: {
    title: 'Bancos parceiros com seguro do FDIC',
    body:
      `O dinheiro da conta com juros fica em bancos parceiros dos EUA, com cobertura do FDIC até ${fdic}. ` +
      'Bitcoin não tem.',
  },
  standards: {
    title: 'Cartões guardados pela Stripe',
    body:
      'Os números de cartão vão direto para a Stripe, provedora PCI DSS nível 1, ' +
      'e nunca chegam aos nossos servidores.',
  },
  learnMore: 'Saiba mais sobre segurança',
};

export const landingCta: Translation<typeof landingCtaEn> = {
  title: 'Tudo pronto para decolar?',
  body:
    'Crie sua conta, conecte seu banco no modo somente leitura e deixe cada compra de moedas fazer ' +
    'seu troco crescer.',
  getStarted: 'Começar',
};
