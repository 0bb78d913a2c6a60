// The Help Center (/help) in Brazilian Portuguese (the English, shared/messages/help.ts, is the source): its
// topics, the support ticket form and its answers.
import { SUPPORT_RESPONSE_HOURS } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  HELP_TOPICS as topicsEn,
  helpPage as helpPageEn,
  SUPPORT_CATEGORY_LABELS as categoriesEn,
  SUPPORT_PRIORITY_LABELS as prioritiesEn,
  SUPPORT_STATUS_LABELS as statusesEn,
  supportTicket as supportTicketEn,
} from '#shared/messages/help.ts';

/** The Help Center's six topics, in the product's order. */
export const HELP_TOPICS: Translation<typeof topicsEn> = [
  { id: 'getting-started', label: 'Primeiros passos' },
  { id: 'round-ups-banking', label: 'Arredondamentos e bancos' },
  { id: 'investments', label: 'Investimentos' },
  { id: 'account', label: 'Gestão da conta' },
  { id: 'creators', label: 'Recursos para criadores' },
  { id: 'rewards', label: 'Recompensas e indicações' },
];

export const helpPage: Translation<typeof helpPageEn> = {
  title: 'Central de ajuda',
  allTopics: 'Todos os temas',
  subtitle: 'Respostas, ajuda com a sua conta e uma pessoa de verdade quando você precisar.',
  searchLabel: 'Buscar artigos de ajuda',
  searchPlaceholder: 'Busque respostas, ex.: arredondamento ou saque',
  topicsLabel: 'Filtrar por tema',
  faqTitle: 'Perguntas frequentes',
  noArticlesHint: 'Tente outras palavras ou escolha Todos os temas. Ainda com dúvidas? Abra um chamado de suporte.',
  contactTitle: 'Fale conosco',
  contactShortcut: 'Falar com o suporte',
  contactShortcutLead: 'Precisa falar com alguém?',
  emailLabel: 'E-mail',
  hoursLabel: 'Horário de atendimento',
  responseTime: `Respondemos em até ${SUPPORT_RESPONSE_HOURS} horas.`,
  contactForm: 'Envie uma mensagem',
  quickLinksTitle: 'Links rápidos',
  ticketTitle: 'Precisa de mais ajuda?',
  ticketBody: 'Abra um chamado de suporte e a nossa equipe responderá por e-mail.',
};

/** The support categories, as the ticket form names them. */
export const SUPPORT_CATEGORY_LABELS: Translation<typeof categoriesEn> = {
  account: 'Conta',
  banking: 'Bancos',
  investments: 'Investimentos',
  technical: 'Técnico',
  billing: 'Cobrança',
  other: 'Outro',
};

export const SUPPORT_PRIORITY_LABELS: Translation<typeof prioritiesEn> = {
  low: 'Baixa',
  medium: 'Média',
  high: 'Alta',
};

export const SUPPORT_STATUS_LABELS: Translation<typeof statusesEn> = {
  open: 'Aberto',
  in_progress: 'Em andamento',
  resolved: 'Resolvido',
};

export const supportTicket: Translation<typeof supportTicketEn> = {
  submit: 'Abrir chamado de suporte',
  submittedTitle: 'Chamado de suporte aberto',
  submittedBody: (id: number) =>
    `O chamado #${id} já está com a nossa equipe. Respondemos em até ${SUPPORT_RESPONSE_HOURS} horas.`,
  description: 'Conte o que aconteceu e responderemos por e-mail.',
  submitting: 'Enviando...',
  cancel: 'Cancelar',
  nameLabel: 'Nome',
  emailLabel: 'E-mail',
  contactFromAccount: 'Da sua conta: respondemos neste endereço.',
  categoryLabel: 'Categoria',
  categoryPlaceholder: 'Escolha uma categoria',
  subjectLabel: 'Assunto',
  messageLabel: 'Mensagem',
  priorityLabel: 'Prioridade',
  failedTitle: 'Chamado não enviado',
  failedBody: 'Não foi possível abrir o seu chamado. Tente de novo.',
  loginTitle: 'Entre para abrir um chamado',
  loginBody:
    'Os chamados de suporte ficam ligados à sua conta, para podermos acompanhá-los com segurança. ' +
    'Entre para abrir um.',
  loginCantSignIn: 'Não consegue entrar? Mande um e-mail ou use o formulário de contato.',
  logIn: 'Entrar',
  listTitle: 'Seus chamados de suporte',
  listEmpty: 'Você ainda não abriu nenhum chamado de suporte.',
  listLoadFailed: 'Não foi possível carregar os seus chamados de suporte.',
  listLoading: 'Carregando os seus chamados de suporte...',
  ticketNumber: (id: number) => `#${id}`,
  // Validation: each missing field named.
  nameRequired: 'Informe o seu nome',
  nameTooLong: 'O nome deve ter no máximo 100 caracteres',
  categoryRequired: 'Escolha uma categoria',
  subjectRequired: 'Informe o assunto',
  subjectTooLong: 'O assunto deve ter no máximo 200 caracteres',
  messageRequired: 'Descreva o seu problema',
  messageTooLong: 'A mensagem deve ter no máximo 5.000 caracteres',
  priorityInvalid: 'A prioridade deve ser baixa, média ou alta',
};
