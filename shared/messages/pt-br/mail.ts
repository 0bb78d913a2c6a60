// The mails the server sends, their subjects and paragraphs, in Brazilian Portuguese (the English,
// shared/messages/mail.ts, is the source). Only the server reads this file.
import { PRODUCT_NAME, SECURITY_EMAIL } from '#shared/constants.ts';
import type { Translation } from '#shared/i18n/catalog.ts';
import type { mailText as mailTextEn } from '#shared/messages/mail.ts';

export const mailText: Translation<typeof mailTextEn> = {
  greeting: (firstName: string) => `Olá, ${firstName},`,
  footer: (origin: string) => `${PRODUCT_NAME} · ${origin} · Este e-mail é sobre a sua conta no ${PRODUCT_NAME}.`,
  linkFallback: 'Se o botão não funcionar, abra este link:',
  notYou: `Se não foi você, escreva para ${SECURITY_EMAIL}.`,

  verifySubject: `Confirme seu e-mail no ${PRODUCT_NAME}`,
  verifyLines: [
    `Confirme que este é o seu e-mail para terminar de configurar sua conta no ${PRODUCT_NAME}.`,
    'Saques e resgates exigem um e-mail confirmado.',
  ],
  verifyAction: 'Confirmar meu e-mail',
  verifyAfter: [
    'O link funciona uma única vez, por 24 horas.',
    `Se você não criou uma conta no ${PRODUCT_NAME}, ignore este e-mail: sem o link, ninguém consegue confirmá-la.`,
  ],

  signupTakenSubject: `Alguém tentou se cadastrar no ${PRODUCT_NAME} com seu e-mail`,
  signupTakenLines: [`Alguém tentou criar uma conta no ${PRODUCT_NAME} com este e-mail, que já tem uma.`],
  signupTakenAction: 'Entrar',
  signupTakenAfter: [
    'Se foi você, é só entrar; se esqueceu sua senha, escolha "Esqueceu a senha?" na tela de entrada.',
    'Se não foi você, não precisa fazer nada: sua conta continua igual.',
  ],

  resetSubject: `Redefina sua senha do ${PRODUCT_NAME}`,
  resetLines: [`Alguém (esperamos que você) pediu para redefinir a senha da sua conta no ${PRODUCT_NAME}.`],
  resetAction: 'Escolher uma nova senha',
  resetAfter: [
    'O link funciona uma única vez, por 30 minutos.',
    'Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
  ],

  passwordChangedSubject: 'Sua senha foi alterada',
  passwordChangedLines: [
    `A senha da sua conta no ${PRODUCT_NAME} foi alterada, e a sessão foi encerrada em todos os outros dispositivos.`,
  ],
  passwordChangedAction: 'Entrar',
  /** A reset of an account whose email was not confirmed removes the ways in it was given before. */
  waysInRemoved: (ways: string[]) =>
    'Estas formas de acesso foram adicionadas depois da última vez que você confirmou sua identidade, então as ' +
    `removemos caso outra pessoa as tenha configurado: ${ways.join(', ')}. Se eram suas, adicione-as de novo em ` +
    'Configurações > Segurança.',
  passkeyNamed: (name: string) => `a chave de acesso "${name}"`,
  twoFactorNamed: 'a verificação em duas etapas',

  changeEmailSubject: `Confirme seu novo e-mail no ${PRODUCT_NAME}`,
  changeEmailLines: (old: string) => [
    `Você pediu para usar este endereço na sua conta no ${PRODUCT_NAME} em vez de ${old}.`,
  ],
  changeEmailAction: 'Confirmar meu novo e-mail',
  changeEmailAfter: [
    'O link funciona uma única vez, por 24 horas. Até ele ser aberto, sua conta continua com o e-mail atual.',
    'Se você não pediu, ignore este e-mail.',
  ],
  changeEmailTakenLines: [
    `Alguém pediu para mudar o e-mail de uma conta no ${PRODUCT_NAME} para este endereço, que já tem uma conta. ` +
      'Nada foi alterado.',
  ],

  emailChangedSubject: `Seu e-mail no ${PRODUCT_NAME} foi alterado`,
  emailChangedLines: (next: string) => [
    `O e-mail da sua conta agora é ${next}. A partir de agora, os e-mails sobre a sua conta vão para lá.`,
  ],
  emailChangedAction: 'Não fui eu: desfazer a alteração',
  emailChangedAfter: [
    'O link funciona uma única vez, por 7 dias. Desfazer a alteração traz este endereço de volta e encerra a ' +
      'sessão em todos os dispositivos.',
  ],

  emailRestoredSubject: `Seu e-mail no ${PRODUCT_NAME} foi restaurado`,
  emailRestoredLines: [
    'Sua conta voltou a usar este endereço, e a sessão foi encerrada em todos os dispositivos.',
    'Quem alterou seu e-mail pode saber sua senha: escolha uma nova agora.',
  ],
  emailRestoredAction: 'Escolher uma nova senha',

  // What changed about how the account is signed in to, told to its email.
  twoFactorOnSubject: 'A verificação em duas etapas foi ativada',
  twoFactorOnLines: [
    'Agora, para entrar na sua conta, é preciso um código do seu app autenticador ou um dos seus códigos de ' +
      'recuperação.',
  ],
  twoFactorOffSubject: 'A verificação em duas etapas foi desativada',
  twoFactorOffLines: ['Para entrar na sua conta, basta de novo a sua senha (ou uma chave de acesso).'],
  passkeyAddedSubject: 'Uma chave de acesso foi adicionada à sua conta',
  passkeyAddedLines: (name: string) => [`A chave de acesso "${name}" agora pode ser usada para entrar na sua conta.`],
  passkeyRemovedSubject: 'Uma chave de acesso foi removida da sua conta',
  passkeyRemovedLines: (name: string) => [
    `A chave de acesso "${name}" não pode mais ser usada para entrar na sua conta.`,
  ],
  newDeviceSubject: 'Novo acesso à sua conta',
  newDeviceLines: (device: string, where: string) => [
    `Sua conta acabou de ser acessada em ${device} (${where}), um navegador em que ela nunca tinha sido usada.`,
  ],
  reviewDevicesAction: 'Revisar seus dispositivos',
  // The 15-minute proof closed after too many wrong codes.
  proofCodesSubject: 'Um dispositivo foi desconectado após códigos incorretos',
  proofCodesLines: (device: string) => [
    `Alguém com a sessão aberta na sua conta em ${device} digitou vários códigos de verificação incorretos quando ` +
      'pedimos para confirmar que era você. Encerramos a sessão nesse dispositivo.',
    'Se não foi você, altere sua senha e confira os dispositivos com sessão aberta na sua conta.',
  ],
};
