// The Security page in Brazilian Portuguese (the English, shared/messages/security-page.ts, is the source).
import { FDIC_COVERAGE_DOLLARS, PRODUCT_NAME, SECURITY_EMAIL, SESSION_IDLE_MS } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  securityContact as securityContactEn,
  securityCta as securityCtaEn,
  securityFaq as securityFaqEn,
  securityHero as securityHeroEn,
  securityProtections as securityProtectionsEn,
  securityStandards as securityStandardsEn,
} from '#shared/messages/security-page.ts';

// US dollars, named: a bare $ could be misread beside R$.
const fdic = `US$ ${FDIC_COVERAGE_DOLLARS.toLocaleString('pt-BR')}`;
const idleDays = Math.round(SESSION_IDLE_MS / 86_400_000);
const SECURITY_RESPONSE_HOURS = 24;

export const securityHero: Translation<typeof securityHeroEn> = {
  eyebrow: `Segurança no ${PRODUCT_NAME}`,
  titleStart: 'Seu dinheiro e seus dados, ',
  titleHighlight: 'protegidos',
  body:
    'Criptografia de 256 bits, acesso somente leitura ao banco e o dinheiro da conta com juros em bancos dos EUA ' +
    `com seguro do FDIC até ${fdic}. Veja como mantemos sua conta segura, em palavras simples.`,
};

export const securityProtections: Translation<typeof securityProtectionsEn> = {
  eyebrow: 'Proteção',
  title: 'Como protegemos você',
  intro: 'A segurança está em cada etapa, da conexão do seu banco ao saque.',
  encryption: {
    title: 'Criptografia de 256 bits',
    body: `A criptografia de 256 bits protege seus dados, e toda conexão com o ${PRODUCT_NAME} usa TLS 1.3.`,
  },
  fdic: {
    title: 'Seguro do FDIC',
    body:
      'O dinheiro da conta com juros fica em bancos parceiros dos EUA e pode ter seguro do FDIC, ' +
      `uma agência do governo dos EUA, até ${fdic} por depositante, onde quer que você more. ` +
      'Bitcoin não é depósito e não tem seguro do FDIC nem de nenhuma agência.',
  },
  readOnly: {
    title: 'Acesso somente leitura ao banco',
    body:
      'Só conseguimos ver transações, nunca movimentar dinheiro. ' +
      'Os arredondamentos são cobrados em um cartão que você escolhe salvar, não pela conexão com o seu banco.',
  },
  provider: {
    title: 'Provedor de dados bancários confiável',
    intro: 'A conexão com o seu banco passa por um provedor especializado, escolhido de acordo com o seu país:',
  },
  twoFactor: {
    title: 'Verificação em duas etapas',
    body:
      'Opcional e recomendada: com ela ativada, entrar exige uma segunda etapa (um código de um app ' +
      'autenticador), então uma senha roubada não basta para abrir sua conta. Ou entre com uma chave de acesso ' +
      'em vez de senha.',
  },
  mobile: {
    title: 'Segurança no celular',
    body:
      'O app usa a mesma conexão criptografada do site. ' +
      `As sessões terminam após ${idleDays} dias sem uso, e trocar a senha desconecta todos os outros dispositivos.`,
  },
};

export const securityStandards: Translation<typeof securityStandardsEn> = {
  eyebrow: 'Conformidade',
  title: 'Padrões que seguimos',
  pciDss: {
    title: 'PCI DSS, na Stripe',
    body:
      'Os cartões são salvos com a Stripe, provedora de pagamentos PCI DSS nível 1. O número completo ' +
      'do seu cartão nunca chega aos nossos servidores.',
  },
  gdpr: {
    title: 'Seus direitos sobre seus dados',
    body:
      'Você pode pedir uma cópia dos seus dados pessoais a qualquer momento. ' +
      'Os registros que a lei nos obriga a manter são guardados por 7 anos após o encerramento de uma conta.',
  },
};

export const securityFaq: Translation<typeof securityFaqEn> = {
  eyebrow: 'Dúvidas',
  title: 'Perguntas frequentes',
  moveMoney: {
    question: `O ${PRODUCT_NAME} pode tirar dinheiro da minha conta bancária?`,
    answer: (threshold: string) =>
      'Não. O acesso ao banco é somente leitura: vemos transações, mas nunca movimentamos dinheiro. Os ' +
      'arredondamentos são cobrados no cartão que você salva, em uma única cobrança quando seu troco chega a ' +
      `${threshold}.`,
  },
  bankPassword: {
    question: 'Vocês guardam a senha do meu internet banking?',
    answer: (credentialsNote: string) => `Não. ${credentialsNote}`,
  },
  insured: {
    question: 'Meu dinheiro tem seguro?',
    answer:
      `O dinheiro da conta com juros fica em bancos parceiros dos EUA, com cobertura do FDIC até ${fdic}. ` +
      'Bitcoin não tem seguro do FDIC nem de nenhuma agência, e seu valor pode cair ou subir.',
  },
  connection: {
    question: 'E se a conexão com o meu banco parar de funcionar?',
    answer:
      'Se o seu banco pedir uma nova conexão, por exemplo depois que você trocar a senha do banco, a conta é ' +
      'marcada como precisando de atenção e avisamos você. Os arredondamentos nunca param sem aviso.',
  },
  twoFactor: {
    question: 'Preciso usar a verificação em duas etapas?',
    answer:
      'Não, é opcional. Ativá-la (Configurações > Segurança, com qualquer app autenticador) adiciona uma ' +
      'segunda etapa ao entrar, então só a senha não basta para abrir sua conta. Você recebe dez códigos de ' +
      'recuperação caso perca o celular. Uma chave de acesso (sua digital, seu rosto ou o bloqueio de tela) ' +
      'permite entrar sem senha nenhuma.',
  },
  forgotPassword: {
    question: 'E se eu esquecer minha senha?',
    answer:
      "Escolha 'Esqueceu a senha?' na página de login. Enviamos por e-mail um link que funciona uma única vez, " +
      'por 30 minutos; definir uma nova senha com ele desconecta todos os dispositivos, e avisamos você por ' +
      'e-mail da troca.',
  },
  report: {
    question: 'Como relato um problema de segurança?',
    answer:
      `Envie um e-mail para ${SECURITY_EMAIL} contando o que você encontrou. ` +
      `Respondemos a relatos de segurança em até ${SECURITY_RESPONSE_HOURS} horas.`,
  },
};

export const securityContact: Translation<typeof securityContactEn> = {
  title: 'Relate um problema de segurança',
  body:
    'Encontrou uma vulnerabilidade ou notou algo na sua conta que você não reconhece? Escreva para nossa ' +
    `equipe de segurança. Respondemos em até ${SECURITY_RESPONSE_HOURS} horas.`,
};

export const securityCta: Translation<typeof securityCtaEn> = {
  memberTitle: 'Tudo pronto para poupar com segurança?',
  memberBody: 'Seus arredondamentos são protegidos em cada etapa.',
  memberAction: 'Comece a poupar com segurança',
  visitorTitle: 'Tudo pronto para começar a poupar com segurança?',
  visitorBody: 'Conecte seu banco no modo somente leitura e deixe cada compra de moedas fazer seu troco crescer.',
  getStarted: 'Começar',
};
