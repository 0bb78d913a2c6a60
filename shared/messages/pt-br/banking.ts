// Linking, refreshing and unlinking a bank in Brazilian Portuguese (the English, shared/messages/banking.ts, is the
// source): the connect dialog, the linked accounts, the debug screen.
import type { Translation } from '#shared/i18n/catalog.ts';
import type {
  bankAccountsText as bankAccountsTextEn,
  bankCode as bankCodeEn,
  bankDialog as bankDialogEn,
  banking as bankingEn,
  bankLinkMessages as bankLinkMessagesEn,
  debugScreen as debugScreenEn,
} from '#shared/messages/banking.ts';

/** "In <country>" for the English country names as stored (Portuguese puts an article before most). */
const IN_COUNTRY: Partial<Record<string, string>> = {
  USA: 'nos Estados Unidos',
  Canada: 'no Canadá',
  Mexico: 'no México',
  Argentina: 'na Argentina',
  Brazil: 'no Brasil',
  Colombia: 'na Colômbia',
  Chile: 'no Chile',
  Perú: 'no Peru',
  Uruguay: 'no Uruguai',
};

export const bankDialog: Translation<typeof bankDialogEn> = {
  introTitle: 'Conecte sua conta bancária',
  securityTitle: 'Segurança de nível bancário',
  securityBody: 'A criptografia de 256 bits protege seus dados',
  readOnlyTitle: 'Acesso somente leitura',
  readOnlyBody: 'só podemos ver transações, nunca movimentar dinheiro',
  connectorTitle: 'Quem conecta seu banco',
  trustedBelvo: 'Com tecnologia Belvo, confiável em toda a América Latina',
  trustedFinicity: 'Com tecnologia Finicity, usada por milhares de apps financeiros',
  connectBank: 'Conectar banco',
  connectAccount: 'Conectar conta',
  settingUp: 'Preparando...',
  chooseBank: 'Escolha seu banco',
  username: 'Usuário do internet banking',
  password: 'Senha do internet banking',
  credentialsNote:
    'Suas credenciais são criptografadas e usadas só para conectar sua conta. Nunca guardamos suas senhas do banco.',
  back: 'Voltar',
  connecting: 'Conectando...',
  popupWaiting: 'Conclua a conexão na janela pop-up...',
  popupAutoUpdate: 'Esta janela será atualizada automaticamente ao terminar',
  successTitle: 'Conta bancária conectada com sucesso!',
  successComplete: 'Conexão concluída!',
  importing: 'Trazendo suas transações...',
  importLater: 'Suas transações estão a caminho. Avisaremos quando chegarem.',
  seeThem: 'Ver transações',
  done: 'Pronto',
  institutionsErrorTitle: 'Erro',
  institutionsErrorBody: 'Não foi possível carregar os bancos',
  setupFailedTitle: 'Falha ao iniciar',
  setupFailedBody: (reason: string) => `Não foi possível iniciar a conexão com o banco: ${reason}`,
  unknownServerError: 'Erro desconhecido no servidor',
  connectionFailedTitle: 'Falha na conexão',
  linkFailedBody: (reason: string) => `Não foi possível conectar a conta bancária: ${reason}`,
  connectedTitle: 'Conta bancária conectada!',
  linkedBank: (bank: string) => `Sua conta ${bank} foi conectada com sucesso`,
  linkedAccount: (name: string) => `Conexão feita com sucesso: ${name}`,
  callbackFailedBody: (message: string) => `Não foi possível concluir a conexão da conta bancária: ${message}`,
  unknownError: 'Erro desconhecido',
  userNotLoadedTitle: 'Erro',
  userNotLoadedBody: 'As informações do usuário não foram carregadas',
  credentialsTitle: (country: string) => `Conecte seu banco ${IN_COUNTRY[country] ?? `em ${country}`}`,
  bankLabel: 'Banco',
  loadingBanks: 'Carregando bancos...',
  sandboxTitle: 'Modo de teste',
  sandboxBody: (username: string, password: string) =>
    `Nenhum banco real é usado. Entre com o usuário ${username} e a senha ${password}.`,
  cancel: 'Cancelar',
  otherCountries: 'Outros países',
  popupHidden: 'A janela pop-up não apareceu?',
  openPopupAgain: 'Abrir de novo',
};

export const bankCode: Translation<typeof bankCodeEn> = {
  title: 'Digite o código do seu banco',
  body: (bank: string) => `${bank} enviou um código de uso único. Digite-o para concluir a conexão da sua conta.`,
  label: 'Código de uso único',
  submit: 'Verificar código',
  verifying: 'Verificando...',
  sandboxHint: (code: string) => `Nenhum banco real é usado. O código é ${code}.`,
  required: 'Digite o código que seu banco enviou.',
  tooLong: 'Esse código é longo demais. Confira e tente de novo.',
  // The server's answers (both the real client and the sandbox).
  tokenRequired: 'Seu banco pede um código de uso único. Digite o código enviado para concluir a conexão.',
  invalidToken: 'Esse código não foi aceito. Confira e tente de novo.',
  expired: 'O pedido do código de uso único expirou. Entre no seu banco de novo para receber outro código.',
};

export const bankLinkMessages: Translation<typeof bankLinkMessagesEn> = {
  invalidCredentials: 'O usuário ou a senha estão incorretos. Confira e tente de novo.',
  tokenRequired: bankCode.tokenRequired,
  invalidToken: bankCode.invalidToken,
  tokenExpired: bankCode.expired,
  unknownLink: 'Esta conexão bancária não existe mais. Conecte seu banco de novo.',
};

export const bankAccountsText: Translation<typeof bankAccountsTextEn> = {
  settingsTitle: 'Conta bancária',
  connectedBadge: 'Banco conectado',
  empty: 'Conecte uma conta bancária, somente para leitura, e nós encontramos suas compras de moedas para você.',
  primary: 'Principal',
  active: 'Ativa',
  inactive: 'Inativa',
  needsAttention: 'Precisa de atenção',
  needsAttentionHint:
    'Esta conexão parou de funcionar (senha alterada ou consentimento expirado). ' +
    'Conecte o banco de novo para seus arredondamentos continuarem.',
  accountNumber: (last4: string) => `•••• ${last4}`,
  accountNumberLabel: (last4: string) => `Conta com final ${last4}`,
  unlink: 'Desconectar',
  unlinkLabel: (name: string) => `Desconectar ${name}`,
  unlinkTitle: 'Desconectar esta conta bancária?',
  unlinkBody: (name: string) =>
    `Vamos parar de sincronizar ${name}. Seu histórico de transações, arredondamentos e pontos continua aqui.`,
  unlinking: 'Desconectando...',
  cancel: 'Cancelar',
  unlinkFailedTitle: 'Falha ao desconectar',
  unlinkFailedBody: 'Não foi possível desconectar a conta bancária. Tente de novo.',
  loadFailed: 'Não foi possível carregar suas contas bancárias.',
};

export const banking: Translation<typeof bankingEn> = {
  addedTitle: 'Conta bancária conectada!',
  addedBody: (name: string) => `Conectamos ${name} somente para leitura. Já estamos buscando suas transações.`,
  unlinkedTitle: 'Conta bancária desconectada',
  unlinkedBody: (name: string) =>
    `Paramos de sincronizar ${name}. As transações anteriores continuam no seu histórico.`,
  attentionTitle: 'Seu banco precisa de atenção',
  attentionBody: (name: string) =>
    `Não conseguimos sincronizar ${name}. Conecte de novo para seus arredondamentos continuarem.`,
  noConnection: 'Nenhuma conta bancária conectada',
  accountNotFound: 'Conta bancária não encontrada',
  syncFailed: 'Não foi possível atualizar os dados da conta. Tente de novo.',
  refreshTooSoon: (seconds: number) => `Sua conta foi atualizada há pouco. Atualize de novo em ${seconds} s.`,
  providerUnavailable: 'O serviço de conexão bancária está indisponível. Tente de novo em alguns minutos.',
  mustBeText: 'Este campo deve ser texto',
  isPrimaryInvalid: 'isPrimary deve ser true ou false',
  // One real bank account earns on one GiftOrbit account only.
  linkedElsewhere:
    'Esta conta bancária já está conectada a outra conta GiftOrbit, e uma conta bancária só pode gerar ' +
    'recompensas em uma conta GiftOrbit. Se ela for sua, fale com o suporte e vamos resolver.',
  contactSupport: 'Falar com o suporte',
};

export const debugScreen: Translation<typeof debugScreenEn> = {
  refreshInfo: 'Atualizar dados de depuração',
  refreshAccount: 'Atualizar conta e buscar transações',
  refreshFailedTitle: 'Falha ao atualizar',
  refreshFailedBody: 'Não foi possível atualizar a conta',
  refreshedTitle: 'Conta atualizada',
  refreshedBody: (n: number) => `${n} transações encontradas`,
  loadFailed: 'Não foi possível carregar as informações de depuração',
  noAccounts: 'Nenhuma conta encontrada',
  title: 'Informações de depuração da conta',
  loadFailedTitle: 'Erro',
  connectionTitle: 'Conexão com a Finicity',
  linkedAccount: 'Conta conectada na Finicity',
  yes: 'Sim',
  no: 'Não',
  customerId: 'ID do cliente',
  none: 'Nenhum',
  accountsTitle: (n: number) => `Contas conectadas (${n})`,
  type: 'Tipo',
  status: 'Status',
  balance: 'Saldo',
  lastUpdated: 'Última atualização',
  linkedDate: 'Conectada em',
  error: (message: string) => `Erro: ${message}`,
  unknown: 'Desconhecido',
  manualRefreshTitle: 'Atualização manual da conta',
  adviceIntro: 'Não está vendo suas transações mais recentes? Algumas coisas para saber:',
  adviceCreditCards: 'Cartões de crédito podem levar de 24 a 48 horas para sincronizar depois de conectados.',
  advicePostedOnly:
    'Alguns bancos só informam transações já confirmadas, então uma compra pode faltar até ser confirmada.',
  adviceBankDelays: 'Os bancos podem demorar um pouco para informar novas transações.',
  adviceManualRefresh: 'Se ainda faltar algo, pode ser preciso atualizar manualmente.',
  refreshing: 'Atualizando...',
  loading: 'Carregando...',
};
