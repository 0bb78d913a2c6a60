// The Contact and Ambassadors pages and their forms in Brazilian Portuguese (the English,
// shared/messages/contact.ts, is the source).
import {
  AMBASSADOR_MIN_FOLLOWERS,
  AMBASSADOR_MIN_GIFTER_LEVEL,
  PRODUCT_NAME,
  SUPPORT_RESPONSE_HOURS,
} from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  ambassadorForm as ambassadorFormEn,
  ambassadorsPage as ambassadorsPageEn,
  CONTACT_CATEGORY_LABELS as categoriesEn,
  contactForm as contactFormEn,
  contactPage as contactPageEn,
} from '#shared/messages/contact.ts';

export const contactPage: Translation<typeof contactPageEn> = {
  eyebrow: 'Contato',
  title: 'Fale com a gente',
  introStart:
    'Dúvidas sobre seus arredondamentos, pontos ou a conexão com o banco? Mande uma mensagem para a equipe do ' +
    `${PRODUCT_NAME} e uma pessoa de verdade vai responder. Muitas respostas já estão na `,
  introLink: 'Central de ajuda',
  introEnd: '.',
  infoTitle: 'Informações de contato',
  emailLabel: 'E-mail',
  hoursLabel: 'Horário de atendimento',
  responseLabel: 'Tempo de resposta',
  responseBody: `Respondemos todas as mensagens em até ${SUPPORT_RESPONSE_HOURS} horas.`,
  formTitle: 'Envie uma mensagem',
  formNote: 'Todos os campos são obrigatórios, exceto Categoria.',
};

export const contactForm: Translation<typeof contactFormEn> = {
  label: 'Formulário de contato',
  name: 'Nome',
  email: 'E-mail',
  subject: 'Assunto',
  category: 'Categoria',
  noCategory: 'Escolha uma categoria (opcional)',
  message: 'Mensagem',
  send: 'Enviar mensagem',
  sending: 'Enviando...',
};

export const CONTACT_CATEGORY_LABELS: Translation<typeof categoriesEn> = {
  general: 'Geral',
  account: 'Conta',
  technical: 'Técnico',
  billing: 'Cobrança',
  investment: 'Investimentos',
  security: 'Segurança',
  feedback: 'Sugestões',
};

export const ambassadorsPage: Translation<typeof ambassadorsPageEn> = {
  eyebrow: `Programa de embaixadores do ${PRODUCT_NAME}`,
  apply: 'Candidate-se agora',
  intro:
    'Ajude criadores e doadores a transformar cada compra de moedas em um troco que cresce. ' +
    `Represente o ${PRODUCT_NAME} na sua comunidade e ganhe recompensas pelo caminho.`,
  requirementsTitle: 'Requisitos para embaixadores',
  requirementsIntro: 'Criadores ou doadores podem se candidatar. Basta atender a um dos grupos de requisitos.',
  creators: {
    title: 'Criadores',
    items: [
      `${AMBASSADOR_MIN_FOLLOWERS.toLocaleString('pt-BR')}+ seguidores`,
      'Publicações frequentes',
      'Comunidade engajada',
      'Interesse por finanças',
    ],
  },
  gifters: {
    title: 'Doadores',
    items: [`Nível de doador ${AMBASSADOR_MIN_GIFTER_LEVEL}+`, 'Apoio frequente a criadores'],
  },
  rewardsTitle: 'Recompensas para embaixadores',
  earlyAccess: {
    title: 'Acesso antecipado',
    body: `Teste os novos recursos do ${PRODUCT_NAME} antes de todo mundo e ajude a moldá-los.`,
  },
  chat: {
    title: 'Grupo de chat da comunidade',
    body: 'Participe de um chat privado com outros embaixadores e a equipe.',
  },
  revenue: { title: 'Divisão de receita', body: 'Receba parte da receita dos usuários que você indicar.' },
  badges: {
    title: 'Selos e reconhecimento',
    body: 'Conquiste selos de embaixador e ganhe destaque em toda a comunidade.',
  },
  formTitle: 'Candidate-se à Space Crew',
  formNote: 'Todos os campos são obrigatórios. Respondemos por e-mail.',
};

export const ambassadorForm: Translation<typeof ambassadorFormEn> = {
  fullName: 'Nome completo',
  email: 'E-mail',
  tiktokUsername: 'Usuário do TikTok',
  tiktokPlaceholder: '@seuusuario',
  audience: 'Seguidores / nível de doador',
  audiencePlaceholder: 'ex.: 25 mil seguidores ou nível 32',
  motivation: 'Por que você quer ser embaixador?',
  promotionPlan: 'Como você pretende divulgar?',
};
