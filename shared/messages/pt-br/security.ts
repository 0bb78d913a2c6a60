// Settings > Security, the sign-in's second step and the proof money asks for, in Brazilian Portuguese (the
// English, shared/messages/security.ts, is the source).
import { pluralIn } from '#shared/i18n/plural.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { securityText as securityTextEn } from '#shared/messages/security.ts';

const byCount = pluralIn('pt-BR');

export const securityText: Translation<typeof securityTextEn> = {
  // The sign-in's second step
  secondStepTitle: 'Verificação em duas etapas',
  secondStepIntro: 'Digite o código de 6 dígitos do seu app autenticador.',
  codeLabel: 'Código',
  recoveryCodeLabel: 'Código de recuperação',
  useRecoveryCode: 'Usar um código de recuperação',
  useAppCode: 'Usar um código do app',
  verify: 'Verificar',
  verifying: 'Verificando...',
  codeWrong: 'Esse código não está correto. Confira a hora do seu celular e tente de novo.',
  stepExpired: 'O tempo para entrar acabou. Entre de novo com sua senha.',
  backToPassword: 'Entrar de novo',

  // Settings > Security: two-factor
  twoFactorTitle: 'Verificação em duas etapas',
  twoFactorOffBody:
    'Opcional e recomendada: com ela ativada, para entrar você também precisa de um código de um app ' +
    'no seu celular.',
  twoFactorOnBody: (left: number) => `Ativada. Restam ${left} de 10 códigos de recuperação.`,
  turnOn: 'Ativar',
  turnOff: 'Desativar',
  newRecoveryCodes: 'Novos códigos de recuperação',
  setupTitle: 'Ativar a verificação em duas etapas',
  setupScan:
    'Escaneie este código com um app autenticador (Google Authenticator, 1Password, Authy...) ' + 'ou digite a chave.',
  setupKey: 'Chave',
  setupTouch:
    'Adicione a chave a um app autenticador neste celular (Google Authenticator, 1Password, Authy...), ou copie-a.',
  addToAuthenticator: 'Adicionar ao autenticador',
  copyKey: 'Copiar chave',
  setupScanOther: 'Ou escaneie este código de outro aparelho:',
  setupConfirm: 'Para concluir, digite o código de 6 dígitos que o app mostra.',
  turningOn: 'Ativando...',
  codesTitle: 'Seus códigos de recuperação',
  codesIntro:
    'Cada código permite entrar uma vez se você perder o celular. Guarde-os em um lugar seguro: ' +
    'eles só aparecem agora.',
  copyCodes: 'Copiar',
  copied: 'Copiados',
  downloadCodes: 'Baixar',
  done: 'Pronto',
  twoFactorOnToast: 'A verificação em duas etapas está ativada',
  disableTitle: 'Desativar a verificação em duas etapas',
  disableIntro: 'Digite sua senha e um código do app (ou um código de recuperação).',
  renewTitle: 'Novos códigos de recuperação',
  renewIntro: 'Seus códigos de recuperação antigos vão parar de funcionar. Digite sua senha e um código do app.',
  twoFactorOffToast: 'A verificação em duas etapas está desativada',
  notSetUp: 'Comece de novo: a chave não foi configurada.',

  // Passkeys
  passkeysTitle: 'Chaves de acesso',
  passkeysIntro: 'Entre com sua digital, seu rosto ou o bloqueio de tela em vez da senha.',
  addPasskey: 'Adicionar uma chave de acesso',
  addingPasskey: 'Aguardando seu dispositivo...',
  noPasskeys: 'Nenhuma chave de acesso ainda.',
  passkeyAdded: (when: string) => `Adicionada ${when}`,
  passkeyLastUsed: (when: string) => `último uso ${when}`,
  passkeyNeverUsed: 'ainda não usada',
  rename: 'Renomear',
  remove: 'Remover',
  passkeyName: 'Nome',
  save: 'Salvar',
  cancel: 'Cancelar',
  someBrowser: 'Um navegador',
  browserOn: (browser, system) => `${browser} no ${system}`,
  unknownAddress: 'um endereço desconhecido',
  passkeyNotAdded: 'A chave de acesso não foi adicionada. Tente de novo.',
  passkeyUnsupported: 'Este navegador não consegue criar chaves de acesso.',
  passkeyNameInvalid: 'Dê um nome de 1 a 60 caracteres.',
  removePasskeyConfirm: (name: string) =>
    `Remover a chave de acesso "${name}"? Você não vai mais poder entrar com ela.`,

  // Devices
  devicesTitle: 'Seus dispositivos',
  devicesIntro: 'Onde sua conta está com a sessão aberta.',
  thisDevice: 'Este dispositivo',
  deviceLine: (where: string, when: string) => `${where} · ativo ${when}`,
  signOutDevice: 'Sair',
  signOutOthers: 'Sair dos outros dispositivos',
  signedOutOthers: (n: number) =>
    byCount(n, 'Você saiu de 1 outro dispositivo.', `Você saiu de outros ${n} dispositivos.`),
  sessionNotFound: 'A sessão nesse dispositivo já foi encerrada.',

  // The proof money asks for
  proofTitle: 'Confirme que é você',
  proofIntro: 'Faz um tempo que você entrou. Digite sua senha para movimentar dinheiro.',
  proofIntroTwoFactor: 'Faz um tempo que você entrou. Digite um código do seu app autenticador.',
  proofNeeded: 'Confirme que é você antes de movimentar dinheiro.',
  proofCodesClosed: 'Muitos códigos incorretos: encerramos sua sessão. Entre de novo para continuar.',
  confirm: 'Confirmar',
  usePasskey: 'Usar uma chave de acesso',
  passkeySettling:
    'Essa chave de acesso foi adicionada há menos de um dia, então ainda não pode confirmar que é você. ' +
    'Use sua senha ou um código.',
  password: 'Senha',
};
