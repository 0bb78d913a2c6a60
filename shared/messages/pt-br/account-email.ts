// The screens and answers of email confirmation, password reset and changing the email, in Brazilian Portuguese
// (the English, shared/messages/account-email.ts, is the source).
import type { Translation } from '#shared/i18n/catalog.ts';
import type { accountEmail as accountEmailEn } from '#shared/messages/account-email.ts';

export const accountEmail: Translation<typeof accountEmailEn> = {
  // Sign-up's answer, the same whether or not the email already has an account.
  checkEmailTitle: 'Confira seu e-mail',
  checkEmailBody: (email: string) =>
    `Enviamos um link para ${email}. Abra-o neste dispositivo para confirmar seu e-mail e entrar.`,
  checkEmailSignIn: 'Ou entre com sua senha',
  checkEmailWrong: 'Endereço errado? Comece de novo',
  signupAccepted: 'Confira seu e-mail para terminar de criar sua conta.',

  // The banner while the email is not confirmed.
  unverifiedBanner: (email: string) => `Confirme seu e-mail: enviamos um link para ${email}.`,
  resend: 'Reenviar',
  resending: 'Enviando...',
  resentTitle: 'Link enviado',
  resendFailed: 'Não foi possível enviar um novo link. Tente de novo em instantes.',
  resentBody: (email: string) => `Enviamos um novo link para ${email}. Ele vale por 24 horas.`,
  alreadyVerified: 'Seu e-mail já está confirmado.',
  /** 403 on a cash-out or a redemption before the email is confirmed. */
  verifyBeforeMoney: 'Confirme seu e-mail antes de movimentar dinheiro: abra o link que enviamos ou peça um novo.',
  verifyBeforeSecuring:
    'Confirme seu e-mail primeiro: abra o link que enviamos ou peça um novo. Depois da confirmação, você pode ' +
    'adicionar chaves de acesso, verificação em duas etapas e contas de recebimento.',

  // /verify-email
  verifyTitle: 'Confirme seu e-mail',
  verifying: 'Confirmando seu e-mail...',
  verifiedTitle: 'E-mail confirmado',
  verifiedBody: 'Obrigado! Seu e-mail está confirmado.',
  continueToDashboard: 'Continuar para o painel',
  signInToContinue: 'Entrar',
  linkExpired: 'Este link expirou ou já foi usado.',
  linkExpiredHint: 'Entre e escolha Reenviar no aviso para receber um novo link.',

  // Forgot password and /reset-password
  forgotTitle: 'Redefina sua senha',
  forgotIntro: 'Informe o e-mail da sua conta e enviaremos um link para você escolher uma nova senha.',
  sendResetLink: 'Enviar link',
  sendingResetLink: 'Enviando...',
  resetSent: (email: string) =>
    `Se houver uma conta com ${email}, um link para redefinir a senha está a caminho. Ele vale por 30 minutos.`,
  backToSignIn: 'Voltar para o login',
  resetTitle: 'Escolha uma nova senha',
  newPassword: 'Nova senha',
  setPassword: 'Salvar nova senha',
  settingPassword: 'Salvando...',
  resetDoneTitle: 'Senha alterada',
  resetDoneBody: 'Sua senha foi alterada e a sessão foi encerrada em todos os dispositivos. Entre com a nova senha.',
  resetLinkExpiredHint: 'Peça um novo link: ele vale por 30 minutos.',
  requestNewLink: 'Enviar um novo link',

  // Changing the email (Settings > Account Information)
  changeEmail: 'Alterar e-mail',
  newEmail: 'Novo e-mail',
  currentPassword: 'Senha atual',
  sendConfirmation: 'Enviar link de confirmação',
  sendingConfirmation: 'Enviando...',
  changeEmailSent: (next: string, current: string) =>
    `Abra o link que enviamos para ${next} para confirmá-lo. Até lá, seu e-mail continua sendo ${current}.`,
  newEmailSame: 'Este já é o seu e-mail.',
  emailChangedTitle: 'E-mail alterado',
  emailChangedBody: (email: string) => `Seu e-mail agora é ${email}.`,
  undoTitle: 'Desfazer a alteração de e-mail',
  undoing: 'Desfazendo a alteração...',
  undoneTitle: 'Alteração de e-mail desfeita',
  undoneBody: (email: string) =>
    `Seu e-mail voltou a ser ${email} e a sessão foi encerrada em todos os dispositivos. Entre e depois escolha ` +
    'uma nova senha.',
  undoTaken: 'Esse endereço agora é de outra conta, então não pode voltar. Escreva para nós e vamos ajudar.',
};
