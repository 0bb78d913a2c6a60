// The About page in Brazilian Portuguese (the English, shared/messages/about.ts, is the source).
import { CREATOR_SHARE_RATE, INTEREST_APY, PRODUCT_NAME } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  aboutHero as aboutHeroEn,
  aboutJoin as aboutJoinEn,
  aboutTeam as aboutTeamEn,
  aboutValues as aboutValuesEn,
} from '#shared/messages/about.ts';
import { percentIn } from '#shared/i18n/numbers.ts';

const percent = (rate: number) => percentIn('pt-BR', rate);

export const aboutHero: Translation<typeof aboutHeroEn> = {
  eyebrow: `Sobre o ${PRODUCT_NAME}`,
  titleStart: 'Nossa missão: fazer cada presente ',
  titleHighlight: 'crescer',
  body:
    `As pessoas compram moedas para apoiar os criadores que amam. Criamos o ${PRODUCT_NAME} para que essa ` +
    'generosidade também construa algo para você: cada compra de moedas é arredondada, o troco é investido e ' +
    '5% voltam para você em pontos.',
};

export const aboutTeam: Translation<typeof aboutTeamEn> = {
  eyebrow: 'Equipe de liderança',
  title: 'A tripulação no comando',
  intro: 'Seis funções conduzem a missão, do produto à segurança.',
  ceo: {
    role: 'CEO e fundador',
    abbr: 'CEO',
    body: 'Define a missão e garante que cada decisão sirva a doadores e criadores.',
  },
  cto: {
    role: 'CTO',
    abbr: 'CTO',
    body: 'Lidera a engenharia e os sistemas que encontram, arredondam e investem suas compras.',
  },
  cpo: {
    role: 'Diretor de produto',
    abbr: 'CPO',
    body: 'Dá forma ao app que você usa todos os dias, dos ajustes de arredondamento às recompensas.',
  },
  cfo: {
    role: 'CFO',
    abbr: 'CFO',
    body: 'Supervisiona nossas finanças, nossas tarifas e as contas que guardam o seu dinheiro.',
  },
  cmo: { role: 'CMO', abbr: 'CMO', body: 'Faz a Space Crew crescer e trabalha com nossa comunidade de embaixadores.' },
  security: {
    role: 'Líder de segurança',
    abbr: 'SEG',
    body: 'Protege seus dados e lidera nossa resposta a cada relato de segurança.',
  },
};

export const aboutValues: Translation<typeof aboutValuesEn> = {
  eyebrow: 'Nossos valores',
  title: 'O que nos guia',
  creatorFirst: {
    title: 'Criadores em primeiro lugar',
    body:
      `Os criadores ganham ${percent(CREATOR_SHARE_RATE)} das compras de moedas dos doadores que os seguem ` +
      'e têm os mesmos recursos de investimento que todo mundo.',
  },
  transparency: {
    title: 'Transparência',
    body:
      'Acesso somente leitura ao banco, cada arredondamento listado no seu histórico de transações ' +
      'e 30 dias de aviso antes de qualquer mudança nas tarifas.',
  },
  innovation: {
    title: 'Inovação',
    body:
      `Arredondamentos automáticos, a escolha entre Bitcoin ou uma conta remunerada com ${percent(INTEREST_APY)} ` +
      'ao ano e um app que fica na sua tela inicial.',
  },
};

export const aboutJoin: Translation<typeof aboutJoinEn> = {
  title: 'Junte-se à missão',
  body: 'Comece hoje a arredondar suas compras de moedas ou ajude a gente a construir o que vem por aí.',
  getStarted: 'Começar',
  careers: 'Carreiras',
  careersNote: 'As vagas serão publicadas aqui.',
  careersLine: (note: string) => `Carreiras: ${note}`,
};
